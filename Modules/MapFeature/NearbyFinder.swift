import Catalog

typealias NearbyFinderDependencies = CoffeeShopRepositoryDependency
    & YourRatingsDependency

/// A shop near the search's center, with your stars (none signed out) and everyone's average.
struct NearbyResult: Equatable {
    let shop: CoffeeShop
    let distance: Double
    let yourStars: Int?
    let summary: RatingSummary?
}

/// Finds shops near a point and looks up their ratings in two queries, not one per shop.
struct NearbyFinder<Dependencies: NearbyFinderDependencies> {
    let dependencies: Dependencies

    func find(near center: Coordinate, within radius: Double, limit: Int) throws -> [NearbyResult] {
        let nearby = try dependencies.coffeeShops.shops(near: center, within: radius, limit: limit)
        let ids = nearby.map(\.shop.id)
        let yours = try dependencies.yourRatings.ratings(forShops: ids)
        let summaries = try dependencies.coffeeShops.ratingSummaries(forShops: ids)
        return nearby.map { found in
            NearbyResult(shop: found.shop, distance: found.distance, yourStars: yours[found.shop.id]?.stars, summary: summaries[found.shop.id])
        }
    }
}
