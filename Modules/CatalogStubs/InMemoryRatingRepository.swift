import Catalog

/// One account's ratings, kept in an ``InMemoryCoffeeShopRepository``; for tests and dev apps.
public final class InMemoryRatingRepository: RatingRepository {
    private let catalog: InMemoryCoffeeShopRepository
    private let accountID: Int64

    /// The ratings of `accountID`, stored beside the shops in `catalog`.
    public init(catalog: InMemoryCoffeeShopRepository, accountID: Int64) {
        self.catalog = catalog
        self.accountID = accountID
    }

    /// Replaces any earlier rating of the same shop.
    public func save(_ rating: Rating) {
        catalog.ratings.removeAll { $0.accountID == accountID && $0.rating.shopID == rating.shopID }
        catalog.ratings.append((accountID, rating))
    }

    /// The account's ratings of `shopIDs`.
    public func ratings(forShops shopIDs: [Int64]) -> [Int64: Rating] {
        var found: [Int64: Rating] = [:]
        for (owner, rating) in catalog.ratings where owner == accountID && shopIDs.contains(rating.shopID) {
            found[rating.shopID] = rating
        }
        return found
    }

    /// The account's rated shops, newest first.
    public func ratedShops() -> [(shop: CoffeeShop, rating: Rating)] {
        catalog.ratings.filter { $0.accountID == accountID }
            .sorted { ($0.rating.ratedAt, $0.rating.shopID) > ($1.rating.ratedAt, $1.rating.shopID) }
            .compactMap { entry in catalog.shop(id: entry.rating.shopID).map { ($0, entry.rating) } }
    }

    /// The number of shops the account rated.
    public func count() -> Int {
        catalog.ratings.filter { $0.accountID == accountID }.count
    }
}
