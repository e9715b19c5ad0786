import Catalog
import Persistence

/// The SQLite catalog over a database opened on first use, whose imports take turns.
public final class OpenedOnUseCoffeeShopRepository: CoffeeShopRepository {
    /// Runs an import holding the lock that makes imports take turns, calling the closure it is given
    /// when the import has to wait.
    public typealias ImportLock = (_ waiting: () -> Void, _ body: () throws -> ImportSummary) throws -> ImportSummary

    private let database: () throws -> Database
    private let importLock: ImportLock
    private let waitingForImport: () -> Void
    private var opened: SQLiteCoffeeShopRepository?

    /// A catalog that calls `database` when it is first used and imports inside `importLock`;
    /// `waitingForImport` says when an import has to wait for another.
    public init(database: @escaping () throws -> Database, importLock: @escaping ImportLock, waitingForImport: @escaping () -> Void) {
        self.database = database
        self.importLock = importLock
        self.waitingForImport = waitingForImport
    }

    private func catalog() throws -> SQLiteCoffeeShopRepository {
        if let opened { return opened }
        let catalog = SQLiteCoffeeShopRepository(database: try database())
        opened = catalog
        return catalog
    }

    public func importShops(_ shops: [NewCoffeeShop]) throws -> ImportSummary {
        try importLock(waitingForImport) { try catalog().importShops(shops) }
    }

    public func importShops(streaming produce: (_ add: (NewCoffeeShop) throws -> Void) throws -> Void) throws -> ImportSummary {
        try importLock(waitingForImport) { try catalog().importShops(streaming: produce) }
    }

    public func shops(matching text: String?, limit: Int) throws -> [CoffeeShop] {
        try catalog().shops(matching: text, limit: limit)
    }

    public func count() throws -> Int {
        try catalog().count()
    }

    public func shop(id: Int64) throws -> CoffeeShop? {
        try catalog().shop(id: id)
    }

    public func shops(near center: Coordinate, within radius: Double, limit: Int) throws -> [NearbyShop] {
        try catalog().shops(near: center, within: radius, limit: limit)
    }

    public func center(ofCity name: String) throws -> Coordinate? {
        try catalog().center(ofCity: name)
    }

    public func cityNames(limit: Int) throws -> [String] {
        try catalog().cityNames(limit: limit)
    }

    public func ratingSummaries(forShops shopIDs: [Int64]) throws -> [Int64: RatingSummary] {
        try catalog().ratingSummaries(forShops: shopIDs)
    }
}
