import Foundation
import Catalog

/// Keeps the catalog in memory; for tests and dev apps.
public final class InMemoryCoffeeShopRepository: CoffeeShopRepository {
    /// Every shop, in insertion order.
    public private(set) var shops: [CoffeeShop] = []

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
}
