import Foundation

/// A coffee shop in the catalog.
public struct CoffeeShop: Sendable, Equatable, Identifiable {
    /// The shop's stable id.
    public let id: Int64
    /// The shop's name.
    public let name: String
    /// Where the shop is.
    public let coordinate: Coordinate
    /// The street address, if known.
    public let address: String?
    /// The city, if known.
    public let city: String?

    /// Describes a shop.
    public init(id: Int64, name: String, coordinate: Coordinate, address: String?, city: String?) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.address = address
        self.city = city
    }
}

/// A shop read from an import file, not yet in the catalog.
public struct NewCoffeeShop: Sendable, Equatable {
    /// The longest name a shop may have.
    public static let maximumNameLength = 200
    /// The longest address a shop may have.
    public static let maximumAddressLength = 300
    /// The longest city name a shop may have.
    public static let maximumCityLength = 100

    /// The shop's name, trimmed and non-empty.
    public let name: String
    /// Where the shop is.
    public let coordinate: Coordinate
    /// The street address, if known.
    public let address: String?
    /// The city, if known.
    public let city: String?

    /// Validates the fields; the error message says which field is wrong and why.
    public init(name: String, coordinate: Coordinate, address: String? = nil, city: String? = nil) throws(CatalogError) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw CatalogError("the name is empty") }
        try Self.check(name, "name", maximum: Self.maximumNameLength)
        let address = Self.nonEmpty(address), city = Self.nonEmpty(city)
        if let address { try Self.check(address, "address", maximum: Self.maximumAddressLength) }
        if let city { try Self.check(city, "city", maximum: Self.maximumCityLength) }
        self.name = name
        self.coordinate = coordinate
        self.address = address
        self.city = city
    }

    private static func check(_ text: String, _ field: String, maximum: Int) throws(CatalogError) {
        guard text.count <= maximum else { throw CatalogError("the \(field) is longer than \(maximum) characters") }
        if let control = text.firstControlCharacter {
            throw CatalogError("the \(field) contains the control character \(control)")
        }
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}

/// What an import added to the catalog.
public struct ImportSummary: Sendable, Equatable, Codable {
    /// Shops that were new to the catalog.
    public let added: Int
    /// Shops that were in the catalog already (same name and place) and were skipped.
    public let skipped: Int

    /// Describes an import.
    public init(added: Int, skipped: Int) {
        self.added = added
        self.skipped = skipped
    }
}

extension String {
    /// The first control character (C0, DEL or C1) in the text, written as `U+001B`, if there is one.
    public var firstControlCharacter: String? {
        guard let scalar = unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
