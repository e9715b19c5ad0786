import Catalog
import Foundation
import TextSafety
import Testing

/// Mutates valid CSV and GeoJSON thousands of times: the readers never crash, and every rejection
/// names its line or feature unless it is about the whole file.
@Suite struct ImportFuzzTests {
    static let wholeFileProblems = Set([
        "the file is empty; expected a header row", "the file is not valid JSON", "expected a GeoJSON FeatureCollection",
        "the FeatureCollection has no 'features' array", "the file is UTF-16, not UTF-8; save it as UTF-8 and import it again",
        "the file is UTF-32, not UTF-8; save it as UTF-8 and import it again",
        "a key of the FeatureCollection is longer than 256 bytes; GeoJSON's keys are short words",
    ]).union((1...4).map { "the file holds a NUL byte at byte \($0), which no text has; is it a text file?" })

    let csv = Array("name,latitude,longitude,address,city\nComet,55.6,12.5,\"Elmegade 5\",Copenhagen\n\"Tidal, Café\",48.8,2.3,,Paris\n".utf8)
    let geojson = Array(#"""
        {"type":"FeatureCollection","features":[
        {"type":"Feature","geometry":{"type":"Point","coordinates":[12.5,55.6]},"properties":{"name":"Comet","addr:street":"Elmegade","addr:housenumber":"5"}},
        {"type":"Feature","geometry":{"type":"Point","coordinates":[2.3,48.8]},"properties":{"name":"Tidal","city":"Paris"}}]}
        """#.utf8)
    let alphabet = Array("\",\n\r{}[]:-.0123456789eE \u{0}\u{1B}\u{7}a\\".utf8) + [0xC2, 0x9B, 0xFF]

    func mutated(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let index = Int.random(in: 0..<max(bytes.count, 1), using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !bytes.isEmpty: bytes.remove(at: index)
            case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: min(index, bytes.count))
            case 2 where !bytes.isEmpty: bytes[index] = alphabet.randomElement(using: &random)!
            default:
                let count = Int.random(in: 1...20, using: &random)
                let start = Int.random(in: 0..<max(bytes.count - count, 1), using: &random)
                bytes.insert(contentsOf: bytes[start..<min(start + count, bytes.count)], at: min(index, bytes.count))
            }
        }
        return bytes
    }

    func expectLocated(_ error: CatalogError, _ input: [UInt8]) {
        #expect(error.location != nil || Self.wholeFileProblems.contains(error.message), "\(error) for \(String(decoding: input, as: UTF8.self).debugDescription)")
        #expect(error.description.firstUnsafeCharacter == nil, "\(error.description.debugDescription)")
    }

    @Test func mutatedCSVIsReadOrRejectedWithALine() {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<3_000 {
            let input = mutated(csv, &random)
            do {
                _ = try CSVCatalogReader().shops(in: String(decoding: input, as: UTF8.self))
            } catch {
                expectLocated(error, input)
            }
        }
    }

    @Test func mutatedGeoJSONIsReadOrRejectedWithAFeature() {
        var random = SeededGenerator(seed: 34)
        for _ in 0..<3_000 {
            let input = mutated(geojson, &random)
            do {
                _ = try GeoJSONCatalogReader().shops(in: Data(input))
            } catch {
                expectLocated(error, input)
            }
        }
    }
}

/// SplitMix64: reproducible test input, never used for anything secret.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
