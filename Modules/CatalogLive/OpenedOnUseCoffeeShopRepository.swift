import Catalog
import Persistence

/// The SQLite catalog over a database opened on first use, whose imports take turns.
public final class OpenedOnUseCoffeeShopRepository: CoffeeShopRepository {
    /// Runs an import holding the lock that makes imports take turns, calling the closure it is given
    /// when the import has to wait.
    public typealias ImportLock = (_ waiting: () -> Void, _ body: () throws -> ImportSummary) throws -> ImportSummary

    private let catalog: OpenedOnUse<SQLiteCoffeeShopRepository>
    private let importLock: ImportLock
    private let waitingForImport: () -> Void

    /// A catalog that calls `database` when it is first used and imports inside `importLock`;
    /// `waitingForImport` says when an import has to wait for another.
    public init(database: @escaping () throws -> Database, importLock: @escaping ImportLock, waitingForImport: @escaping () -> Void) {
        catalog = OpenedOnUse { SQLiteCoffeeShopRepository(database: try database()) }
        self.importLock = importLock
        self.waitingForImport = waitingForImport
    }

    /// Imports `shops` holding the import lock.
    public func importShops(_ shops: [NewCoffeeShop]) throws -> ImportSummary {
        try importLock(waitingForImport) { try catalog().importShops(shops) }
    }

    /// Imports what `produce` adds, holding the import lock.
    public func importShops(streaming produce: (_ add: (NewCoffeeShop) throws -> Void) throws -> Void) throws -> ImportSummary {
        try importLock(waitingForImport) { try catalog().importShops(streaming: produce) }
    }

    /// The shops whose name or city contains `text`.
    public func shops(matching text: String?, limit: Int) throws -> [CoffeeShop] {
        try catalog().shops(matching: text, limit: limit)
    }

    /// How many shops the catalog holds.
    public func count() throws -> Int {
        try catalog().count()
    }

    /// The shop with `id`, if any.
    public func shop(id: Int64) throws -> CoffeeShop? {
        try catalog().shop(id: id)
    }

    /// The shops within `radius` km of `center`, nearest first.
    public func shops(near center: Coordinate, within radius: Double, limit: Int) throws -> [NearbyShop] {
        try catalog().shops(near: center, within: radius, limit: limit)
    }

    /// Where the city named `name` is, from its shops.
    public func center(ofCity name: String) throws -> Coordinate? {
        try catalog().center(ofCity: name)
    }

    /// The catalog's city names.
    public func cityNames(limit: Int) throws -> [String] {
        try catalog().cityNames(limit: limit)
    }

    /// Everyone's ratings of each of `shopIDs`.
    public func ratingSummaries(forShops shopIDs: [Int64]) throws -> [Int64: RatingSummary] {
        try catalog().ratingSummaries(forShops: shopIDs)
    }
}
