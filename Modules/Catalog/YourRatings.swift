/// The browsing person's own ratings, read-only: the signed-in account's, or none when signed out.
///
/// Browsing (nearby, the map, a shop's details) runs signed in or out; it reads your stars through
/// this, and only the signed-in scope provides ratings that are really yours.
public protocol YourRatings: AnyObject {
    /// Your ratings of the shops with `shopIDs`, by shop id; empty when signed out.
    func ratings(forShops shopIDs: [Int64]) throws -> [Int64: Rating]
}

/// Vends the browsing person's ratings.
public protocol YourRatingsDependency {
    /// Your ratings: the signed-in account's, or ``SignedOutRatings``.
    var yourRatings: any YourRatings { get }
}

/// The ratings of nobody: what browsing sees while signed out.
public final class SignedOutRatings: YourRatings {
    /// Rates nothing.
    public init() {}

    /// Always empty.
    public func ratings(forShops shopIDs: [Int64]) -> [Int64: Rating] {
        [:]
    }
}
