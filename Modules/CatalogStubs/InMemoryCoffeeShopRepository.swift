import Catalog
import Foundation

/// Keeps the catalog and everyone's ratings in memory; for tests and dev apps.
public final class InMemoryCoffeeShopRepository: CoffeeShopRepository {
    /// Every shop, in insertion order.
    public private(set) var shops: [CoffeeShop] = []
    /// Every account's ratings, oldest first; written by ``InMemoryRatingRepository``.
    public internal(set) var ratings: [(accountID: Int64, rating: Rating)] = []

    /// Starts with `shops` (given ids 1, 2, …).
    public init(shops: [NewCoffeeShop] = []) {
        _ = importShops(shops)
    }

    /// Appends shops whose name and place are new.
    public func importShops(_ newShops: [NewCoffeeShop]) -> ImportSummary {
        var added = 0
        for shop in newShops where !shops.contains(where: { $0.name == shop.name && $0.coordinate == shop.coordinate }) {
            shops.append(CoffeeShop(
                id: Int64(shops.count + 1), name: shop.name, coordinate: shop.coordinate, address: shop.address, city: shop.city
            ))
            added += 1
        }
        return ImportSummary(added: added, skipped: newShops.count - added)
    }

    /// Collects the shops first, then appends them, so a throw adds none.
    public func importShops(streaming produce: (_ add: (NewCoffeeShop) throws -> Void) throws -> Void) throws -> ImportSummary {
        var newShops: [NewCoffeeShop] = []
        try produce { newShops.append($0) }
        return importShops(newShops)
    }

    /// Filters by name or city, case-insensitively, sorted by name.
    public func shops(matching text: String?, limit: Int) -> [CoffeeShop] {
        let matches = shops.filter { shop in
            guard let text else { return true }
            return shop.name.localizedCaseInsensitiveContains(text) || (shop.city?.localizedCaseInsensitiveContains(text) ?? false)
        }
        return Array(matches.sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }.prefix(limit))
    }

    /// The number of shops.
    public func count() -> Int { shops.count }

    /// Finds the shop by id.
    public func shop(id: Int64) -> CoffeeShop? {
        shops.first { $0.id == id }
    }

    /// Measures the distance to every shop: the brute-force answer an index must agree with.
    public func shops(near center: Coordinate, within radius: Double, limit: Int) -> [NearbyShop] {
        let found = shops.map { NearbyShop(shop: $0, distance: center.distance(to: $0.coordinate)) }.filter { $0.distance <= radius }
        return Array(found.sorted { ($0.distance, $0.shop.id) < ($1.distance, $1.shop.id) }.prefix(limit))
    }

    /// The cities by how many shops each has, then by name.
    public func cityNames(limit: Int) -> [String] {
        let counts = Dictionary(grouping: shops.compactMap(\.city), by: { $0 }).mapValues(\.count)
        return Array(counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key).prefix(limit))
    }

    /// Averages the coordinates of the city's shops.
    public func center(ofCity name: String) -> Coordinate? {
        let inCity = shops.filter { $0.city?.caseInsensitiveCompare(name) == .orderedSame }
        guard !inCity.isEmpty else { return nil }
        let count = Double(inCity.count)
        return try? Coordinate(
            latitude: inCity.map(\.coordinate.latitude).reduce(0, +) / count,
            longitude: inCity.map(\.coordinate.longitude).reduce(0, +) / count
        )
    }

    /// Averages the stored ratings per shop.
    public func ratingSummaries(forShops shopIDs: [Int64]) -> [Int64: RatingSummary] {
        var summaries: [Int64: RatingSummary] = [:]
        for id in shopIDs {
            let stars = ratings.filter { $0.rating.shopID == id }.map(\.rating.stars)
            if !stars.isEmpty {
                summaries[id] = RatingSummary(average: Double(stars.reduce(0, +)) / Double(stars.count), count: stars.count)
            }
        }
        return summaries
    }
}
