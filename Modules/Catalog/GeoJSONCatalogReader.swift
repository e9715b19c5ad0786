import Foundation
import TextSafety

/// Reads shops from a GeoJSON FeatureCollection of Points with a `name` property, the shape of an
/// OpenStreetMap export of cafés. `address`/`city` properties are used, or OSM's `addr:*` tags.
public struct GeoJSONCatalogReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Every shop in `data`, or the first problem found, located by 1-based feature number.
    public func shops(in data: Data) throws(CatalogError) -> [NewCoffeeShop] {
        var shops: [NewCoffeeShop] = []
        do {
            try forEachShop(in: ByteStream(data)) { shops.append($0) }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError("\(error)") // Unreachable: only the reader throws here.
        }
        return shops
    }

    /// Reads `stream` one feature at a time, handing each shop to `body` as soon as its feature ends, so
    /// memory stays within a few times the largest feature whatever the file's size. The collection's
    /// `type` may come after its features (JSON objects have no order), so it is checked at the end:
    /// pass a `body` whose work is undone when this throws, such as an insert in a transaction.
    public func forEachShop(in stream: ByteStream, _ body: (NewCoffeeShop) throws -> Void) throws {
        var scanner = FeatureCollectionScanner()
        guard var chunk = try stream.firstChunk(atLeast: 4) else { throw CatalogError("the file is not valid JSON") }
        if let encoding = ByteStream.otherEncoding(startingWith: chunk) { throw encoding }
        if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { chunk = chunk.dropFirst(3) }
        while true {
            try scanner.scan(chunk) { number, bytes in
                guard String(validating: bytes, as: UTF8.self) != nil else {
                    throw CatalogError("the text is not UTF-8 (the file may be Latin-1 or Windows-1252); save it as UTF-8").at("feature \(number)")
                }
                let feature: Any
                do {
                    feature = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
                } catch {
                    throw CatalogError("the feature is not valid JSON").at("feature \(number)")
                }
                let shop: NewCoffeeShop
                do throws(CatalogError) {
                    shop = try Self.shop(from: feature)
                } catch {
                    throw error.at("feature \(number)")
                }
                try body(shop)
            }
            guard let next = try stream.nextChunk() else { break }
            chunk = next
        }
        try scanner.finish()
    }

    private static func shop(from value: Any) throws(CatalogError) -> NewCoffeeShop {
        guard let feature = value as? [String: Any], feature["type"] as? String == "Feature" else {
            throw CatalogError("not a GeoJSON Feature")
        }
        guard let geometry = feature["geometry"] as? [String: Any], let type = geometry["type"] as? String else {
            throw CatalogError("the feature has no geometry")
        }
        guard type == "Point" else { throw CatalogError("the geometry is a \(type.escapingUnsafeCharacters()); only Point is supported") }
        guard let position = geometry["coordinates"] as? [Any], position.count >= 2,
              let longitude = number(position[0]), let latitude = number(position[1])
        else { throw CatalogError("the Point's coordinates are not [longitude, latitude]") }
        let properties = feature["properties"] as? [String: Any] ?? [:]
        guard let name = properties["name"] as? String else { throw CatalogError("the feature has no 'name' property") }
        return try NewCoffeeShop(
            name: name,
            coordinate: Coordinate(latitude: latitude, longitude: longitude),
            address: properties["address"] as? String ?? osmAddress(properties),
            city: properties["city"] as? String ?? properties["addr:city"] as? String
        )
    }

    /// A JSON number; `true` and `false`, which Foundation also hands over as `NSNumber`, are not.
    private static func number(_ value: Any) -> Double? {
        guard let number = value as? NSNumber else { return nil }
        let type = String(cString: number.objCType) // Booleans are "c" (Linux) or "B"; numbers never are.
        guard type != "c", type != "B" else { return nil }
        return number.doubleValue
    }

    private static func osmAddress(_ properties: [String: Any]) -> String? {
        guard let street = properties["addr:street"] as? String else { return nil }
        guard let number = properties["addr:housenumber"] as? String else { return street }
        return "\(street) \(number)"
    }
}

/// Walks a GeoJSON FeatureCollection byte by byte without holding it: it cuts out each element of the
/// top-level `features` array for the reader to parse, parses the other top-level members (small, such
/// as `type` and `bbox`) to check them, and keeps only the `type`.
struct FeatureCollectionScanner {
    private static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

    private enum Place {
        case beforeCollection, expectingKey, inKey, expectingColon, expectingValue, afterValue
        case expectingFeature, afterFeature, afterCollection
    }

    private var place = Place.beforeCollection
    private var key: [UInt8] = []
    private var keyEscaped = false
    /// The value being cut out, with the nesting inside it and whether it is in a string.
    private var value: [UInt8]?
    private var valueDepth = 0
    private var valueInString = false
    private var valueEscaped = false
    private var valueIsFeature = false
    private var featureCount = 0
    private var type: String?
    private var sawFeatures = false

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static var notJSON: CatalogError { CatalogError("the file is not valid JSON") }

    /// The most bytes one feature (or another top-level member) may have: a real café's feature is a
    /// few hundred, so memory stays small whatever a file holds.
    static let maximumValueBytes = 65_536
    /// The longest key of the collection's own object that is read.
    static let maximumKeyBytes = 256

    /// Whether `byte` is punctuation that cannot start a JSON value.
    private static func endsAValue(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte)
    }

    /// Scans `chunk`, handing each complete feature's bytes, with its 1-based number, to `feature`.
    mutating func scan(_ chunk: ArraySlice<UInt8>, feature: (Int, [UInt8]) throws -> Void) throws {
        for byte in chunk {
            if value != nil {
                guard try cut(byte, feature: feature) else { continue }
            }
            try step(byte)
        }
    }

    /// Adds `byte` to the value being cut out; `true` when the byte ends the value and belongs to the
    /// structure around it.
    private mutating func cut(_ byte: UInt8, feature: (Int, [UInt8]) throws -> Void) throws -> Bool {
        if valueInString {
            value?.append(byte)
            try checkValueSize()
            if valueEscaped {
                valueEscaped = false
            } else if byte == Self.backslash {
                valueEscaped = true
            } else if byte == Self.quote {
                valueInString = false
            }
            return false
        }
        switch byte {
        case Self.quote:
            valueInString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            valueDepth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","):
            if valueDepth == 0 {
                try endValue(feature: feature)
                return true
            }
            if byte != UInt8(ascii: ",") { valueDepth -= 1 }
        default:
            break
        }
        value?.append(byte)
        try checkValueSize()
        return false
    }

    /// Refuses the value being cut out as soon as it passes ``maximumValueBytes``.
    private func checkValueSize() throws(CatalogError) {
        guard (value?.count ?? 0) > Self.maximumValueBytes else { return }
        throw valueIsFeature
            ? CatalogError("the feature is longer than \(Self.maximumValueBytes) bytes; no café's is").at("feature \(featureCount + 1)")
            : CatalogError("a member of the FeatureCollection is longer than \(Self.maximumValueBytes) bytes")
    }

    private mutating func endValue(feature: (Int, [UInt8]) throws -> Void) throws {
        guard let bytes = value else { return }
        value = nil
        if valueIsFeature {
            featureCount += 1
            try feature(featureCount, bytes)
            place = .afterFeature
            return
        }
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed) else { throw Self.notJSON }
        if key == Array("type".utf8) { type = parsed as? String }
        place = .afterValue
    }

    private mutating func startValue(_ byte: UInt8, isFeature: Bool) {
        value = [byte]
        valueDepth = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") ? 1 : 0
        valueInString = byte == Self.quote
        valueEscaped = false
        valueIsFeature = isFeature
    }

    /// One byte of the collection's own structure.
    private mutating func step(_ byte: UInt8) throws {
        if place == .inKey {
            // GeoJSON's keys are short words; one longer than this is refused before it is buffered.
            guard key.count < Self.maximumKeyBytes || byte == Self.quote && !keyEscaped else {
                throw CatalogError("a key of the FeatureCollection is longer than \(Self.maximumKeyBytes) bytes; GeoJSON's keys are short words")
            }
            if keyEscaped {
                keyEscaped = false
                key.append(byte)
            } else if byte == Self.backslash {
                keyEscaped = true
                key.append(byte)
            } else if byte == Self.quote {
                place = .expectingColon
            } else {
                key.append(byte)
            }
            return
        }
        if Self.isWhitespace(byte) { return }
        switch (place, byte) {
        case (.beforeCollection, UInt8(ascii: "{")):
            place = .expectingKey
        case (.beforeCollection, _):
            throw CatalogError("expected a GeoJSON FeatureCollection")
        case (.expectingKey, Self.quote):
            key = []
            place = .inKey
        case (.expectingKey, UInt8(ascii: "}")) where key.isEmpty, (.afterValue, UInt8(ascii: "}")):
            place = .afterCollection
        case (.expectingColon, UInt8(ascii: ":")):
            place = .expectingValue
        case (.expectingValue, UInt8(ascii: "[")) where key == Array("features".utf8):
            sawFeatures = true
            place = .expectingFeature
        case (.expectingFeature, UInt8(ascii: "]")) where featureCount == 0, (.afterFeature, UInt8(ascii: "]")):
            place = .afterValue
        case (.expectingValue, _) where !Self.endsAValue(byte), (.expectingFeature, _) where !Self.endsAValue(byte):
            startValue(byte, isFeature: place == .expectingFeature)
        case (.afterFeature, UInt8(ascii: ",")):
            place = .expectingFeature
        case (.afterValue, UInt8(ascii: ",")):
            key = [0] // Not empty: a `}` right after this comma is an error.
            place = .expectingKey
        default:
            throw Self.notJSON
        }
    }

    /// Checks that the file ended with a whole FeatureCollection holding a `features` array.
    func finish() throws(CatalogError) {
        guard place == .afterCollection, value == nil else { throw Self.notJSON }
        guard type == "FeatureCollection" else { throw CatalogError("expected a GeoJSON FeatureCollection") }
        guard sawFeatures else { throw CatalogError("the FeatureCollection has no 'features' array") }
    }
}
