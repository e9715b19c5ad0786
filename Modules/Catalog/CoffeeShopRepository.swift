/// The catalog of coffee shops.
public protocol CoffeeShopRepository: AnyObject {
    /// Adds `shops` in one transaction, skipping shops already in the catalog (same name and place).
    func importShops(_ shops: [NewCoffeeShop]) throws -> ImportSummary
    /// Adds every shop `produce` hands to `add`: all of them, or none if `produce` throws. Shops
    /// already in the catalog are skipped. The SQLite catalog reads them into a temporary table first
    /// and copies them in one transaction.
    func importShops(streaming produce: (_ add: (NewCoffeeShop) throws -> Void) throws -> Void) throws -> ImportSummary
    /// Shops that `text` finds (each of its words begins a word of the name, address or city, without
    /// case or diacritics), best first; all shops by name when `nil`; at most `limit`.
    func shops(matching text: String?, limit: Int) throws -> [CoffeeShop]
    /// The number of shops in the catalog.
    func count() throws -> Int
    /// The shop with `id`, if there is one.
    func shop(id: Int64) throws -> CoffeeShop?
    /// Shops within `radius` kilometres of `center`, nearest first, at most `limit`.
    func shops(near center: Coordinate, within radius: Double, limit: Int) throws -> [NearbyShop]
    /// The middle of the shops in the city called `name` (ignoring case), if the catalog has any.
    func center(ofCity name: String) throws -> Coordinate?
    /// The names of the catalog's cities with the most shops, at most `limit`, most shops first.
    func cityNames(limit: Int) throws -> [String]
    /// Everyone's ratings of the shops with `shopIDs`, by shop id; unrated shops are absent.
    func ratingSummaries(forShops shopIDs: [Int64]) throws -> [Int64: RatingSummary]
}

/// Vends the app's coffee shop catalog.
public protocol CoffeeShopRepositoryDependency {
    /// The catalog to read and import into.
    var coffeeShops: any CoffeeShopRepository { get }
}
