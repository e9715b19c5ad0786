import Foundation
import TextSafety

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
    /// The longest name a shop may have, in Unicode scalars (what is stored, not what the eye sees).
    public static let maximumNameLength = 200
    /// The longest address a shop may have, in Unicode scalars.
    public static let maximumAddressLength = 300
    /// The longest city name a shop may have, in Unicode scalars.
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
        guard text.unicodeScalars.count <= maximum else { throw CatalogError("the \(field) is longer than \(maximum) characters") }
        if let unsafe = text.firstUnsafeCharacter {
            throw CatalogError("the \(field) contains \(unsafe)")
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
