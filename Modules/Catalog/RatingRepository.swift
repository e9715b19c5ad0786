/// The signed-in person's ratings. An instance belongs to one account and lives as long as its session.
public protocol RatingRepository: YourRatings {
    /// Adds or replaces the person's rating of `rating.shopID`, in one transaction.
    func save(_ rating: Rating) throws
    /// The person's ratings of the shops with `shopIDs`, by shop id.
    func ratings(forShops shopIDs: [Int64]) throws -> [Int64: Rating]
    /// Every shop the person rated, newest rating first.
    func ratedShops() throws -> [(shop: CoffeeShop, rating: Rating)]
    /// How many shops the person rated.
    func count() throws -> Int
}

/// Vends the signed-in person's ratings.
public protocol RatingRepositoryDependency {
    /// The ratings of the signed-in account.
    var ratings: any RatingRepository { get }
}
