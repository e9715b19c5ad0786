import Catalog
import Foundation
import Testing

/// Import files are read a chunk at a time: the result never depends on where a chunk ends, and a
/// file is judged without being held whole.
@Suite struct StreamingImportTests {
    let csv = "name,latitude,longitude,address,city\r\n\"Comet \"\"North\"\"\",55.6,12.5,\"Elmegade 5\r\nback door\",\"Copen\nhagen\"\r\nTidal,48.8,2.3,,Paris\n"

    func csvShops(_ text: String, chunkSize: Int) throws -> [NewCoffeeShop] {
        var shops: [NewCoffeeShop] = []
        try CSVCatalogReader().forEachShop(in: ByteStream(Data(("\u{FEFF}" + text).utf8), chunkSize: chunkSize)) { shops.append($0) }
        return shops
    }

    @Test func readsTheSameShopsWhereverAChunkEnds() throws {
        let whole = try csvShops(csv, chunkSize: 65_536)
        #expect(whole.map(\.name) == ["Comet \"North\"", "Tidal"])
        for size in [1, 2, 3, 5, 7, 64] {
            #expect(try csvShops(csv, chunkSize: size) == whole, "chunks of \(size)")
        }
    }

    @Test func turnsQuotedLineBreaksInAnAddressOrCityIntoSpaces() throws {
        let comet = try #require(try csvShops(csv, chunkSize: 4).first)
        #expect(comet.address == "Elmegade 5 back door")
        #expect(comet.city == "Copen hagen")
    }

    @Test func countsLinesByCRLFAndCRInsideQuotesToo() {
        for lineBreak in ["\r", "\n", "\r\n"] {
            let text = ["name,latitude,longitude,address", "A,1,1,\"first\(lineBreak)second\"", "B,95,1,z", ""].joined(separator: lineBreak)
            let error = #expect(throws: CatalogError.self) { try CSVCatalogReader().forEachShop(in: Data(text.utf8)) { _ in } }
            #expect(error?.location == "line 4", "\(lineBreak.debugDescription)")
        }
    }

    @Test func refusesAHugeFieldAsSoonAsItPassesTheLimit() throws {
        var chunks = 0
        let header = Array("name,latitude,longitude\n\"".utf8)[...]
        // An endless field: the reader must stop on its own, long before the stream ends.
        let stream = ByteStream { () throws(CatalogError) -> ArraySlice<UInt8>? in
            chunks += 1
            return chunks == 1 ? header : chunks < 100_000 ? ArraySlice(repeating: UInt8(ascii: "x"), count: 1_024) : nil
        }
        let error = #expect(throws: CatalogError.self) { try CSVCatalogReader().forEachShop(in: stream) { _ in } }
        #expect(error?.description == "line 2: a field is longer than 4096 bytes; no name, address or city is that long")
        #expect(chunks < 10)
    }

    @Test func refusesAHugeGeoJSONKeyBeforeBufferingIt() throws {
        var chunks = 0
        let opening = Array(#"{"type":"FeatureCollection",""#.utf8)[...]
        // An endless key: refused at once, not read whole into memory.
        let stream = ByteStream { () throws(CatalogError) -> ArraySlice<UInt8>? in
            chunks += 1
            return chunks == 1 ? opening : chunks < 200_000 ? ArraySlice(repeating: UInt8(ascii: "k"), count: 1_024) : nil
        }
        let error = #expect(throws: CatalogError.self) { try GeoJSONCatalogReader().forEachShop(in: stream) { _ in } }
        #expect(error?.description == "a key of the FeatureCollection is longer than 256 bytes; GeoJSON's keys are short words")
        #expect(chunks < 10)
    }

    @Test func namesAnEncodingThatIsNotUTF8() {
        let utf16 = Data([0xFF, 0xFE]) + "name,latitude,longitude\n".data(using: .utf16LittleEndian)!
        let error = #expect(throws: CatalogError.self) { try CSVCatalogReader().forEachShop(in: utf16) { _ in } }
        #expect(error?.description == "the file is UTF-16, not UTF-8; save it as UTF-8 and import it again")
        let latin1 = Data("name,latitude,longitude\nCaf".utf8) + Data([0xE9]) + Data(",1,2\n".utf8)
        let other = #expect(throws: CatalogError.self) { try CSVCatalogReader().forEachShop(in: latin1) { _ in } }
        #expect(other?.description.hasPrefix("line 2: the text is not UTF-8") == true)
        // UTF-16 without a byte order mark is told by its alternating NUL bytes; a NUL alone is a NUL.
        let bare = "name,latitude,longitude\n".data(using: .utf16BigEndian)!
        let bareError = #expect(throws: CatalogError.self) { try CSVCatalogReader().forEachShop(in: bare) { _ in } }
        #expect(bareError?.description == "the file is UTF-16, not UTF-8; save it as UTF-8 and import it again")
        let nul = Data("na\u{0}me,latitude,longitude\n".utf8)
        let nulError = #expect(throws: CatalogError.self) { try CSVCatalogReader().forEachShop(in: nul) { _ in } }
        #expect(nulError?.description == "the file holds a NUL byte at byte 3, which no text has; is it a text file?")
    }

    @Test func streamsGeoJSONWhateverTheMemberOrderAndChunkSize() throws {
        let feature = { (name: String) in
            #"{"type":"Feature","properties":{"name":"\#(name)","tags":["a]","b}"]},"geometry":{"type":"Point","coordinates":[2.3,48.8]}}"#
        }
        let text = #"{"features":[ \#(feature(#"A \"1\""#)) , \#(feature("B")) ],"bbox":[0,0,1,1],"type":"FeatureCollection"}"#
        for size in [1, 3, 17, 65_536] {
            var names: [String] = []
            try GeoJSONCatalogReader().forEachShop(in: ByteStream(Data(text.utf8), chunkSize: size)) { names.append($0.name) }
            #expect(names == ["A \"1\"", "B"], "chunks of \(size)")
        }
        let cases: [(String, String)] = [
            (#"{"type":"Feature","features":[]}"#, "expected a GeoJSON FeatureCollection"),
            (#"{"type":"FeatureCollection"}"#, "the FeatureCollection has no 'features' array"),
            (#"{"type":"FeatureCollection","features":[\#(feature("A")),]}"#, "the file is not valid JSON"),
            (#"{"type":"FeatureCollection","features":[\#(feature("A")), 7]}"#, "feature 2: not a GeoJSON Feature"),
            (#"{"type":"FeatureCollection","features":[]} x"#, "the file is not valid JSON"),
            (#"{"type":"FeatureCollection","features":[\#(feature("A"))"#, "the file is not valid JSON"),
        ]
        for (text, message) in cases {
            let error = #expect(throws: CatalogError.self, "\(text)") { try GeoJSONCatalogReader().forEachShop(in: ByteStream(Data(text.utf8), chunkSize: 5)) { _ in } }
            #expect(error?.description == message, "\(text)")
        }
    }
}
