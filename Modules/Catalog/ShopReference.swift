import Foundation

/// What a person's reference to a shop (an id, or words from its name or city) finds in the catalog.
public enum ShopReferenceMatch: Equatable, Sendable {
    /// Exactly one shop.
    case found(CoffeeShop)
    /// No shop has the id.
    case noShopWithID(Int64)
    /// No shop matches the text.
    case noMatch(String)
    /// Several shops match, best first; `more` when the catalog has more than these.
    case several([CoffeeShop], more: Bool)
}

extension CoffeeShopRepository {
    /// The most matches ``findShop(_:)`` looks at.
    public static var shopMatchLimit: Int { 50 }

    /// The shop with id `reference`, else the one shop whose name is `reference` (ignoring case),
    /// else the one shop that `shops(matching:)` finds for it; else what went wrong.
    /// `reference` must not be empty once trimmed.
    public func findShop(_ reference: String) throws -> ShopReferenceMatch {
        let text = reference.trimmingCharacters(in: .whitespaces)
        if let id = Int64(text) {
            return try shop(id: id).map(ShopReferenceMatch.found) ?? .noShopWithID(id)
        }
        let matches = try shops(matching: text, limit: Self.shopMatchLimit)
        let exact = matches.filter { $0.name.caseInsensitiveCompare(text) == .orderedSame }
        if exact.count == 1 { return .found(exact[0]) }
        let candidates = exact.isEmpty ? matches : exact
        switch candidates.count {
        case 0: return .noMatch(text)
        case 1: return .found(candidates[0])
        default: return .several(candidates, more: exact.isEmpty && matches.count == Self.shopMatchLimit)
        }
    }
}
