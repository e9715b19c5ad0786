import Catalog
import Foundation
import Persistence

/// Keeps one account's ratings in the app's SQLite database.
public final class SQLiteRatingRepository: RatingRepository {
    private let database: Database
    private let accountID: Int64

    /// Reads and writes the ratings of `accountID` in `database`, which must have
    /// ``SQLiteCoffeeShopRepository/migrations`` applied.
    public init(database: Database, accountID: Int64) {
        self.database = database
        self.accountID = accountID
    }

    /// Upserts the rating in a transaction.
    public func save(_ rating: Rating) throws {
        try database.transaction {
            try database.execute(
                """
                INSERT INTO ratings (account_id, shop_id, stars, note, rated_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (account_id, shop_id) DO UPDATE SET stars = excluded.stars, note = excluded.note, rated_at = excluded.rated_at
                """,
                [.integer(accountID), .integer(rating.shopID), .integer(Int64(rating.stars)), .optional(rating.note), .real(rating.ratedAt.timeIntervalSince1970)]
            )
        }
    }

    /// Looks the ratings up in one query.
    public func ratings(forShops shopIDs: [Int64]) throws -> [Int64: Rating] {
        guard !shopIDs.isEmpty else { return [:] }
        let placeholders = Array(repeating: "?", count: shopIDs.count).joined(separator: ", ")
        let rows = try database.query(
            "SELECT * FROM ratings WHERE account_id = ? AND shop_id IN (\(placeholders))",
            [.integer(accountID)] + shopIDs.map(SQLValue.integer)
        )
        return Dictionary(rows.compactMap(Self.rating(from:)).map { ($0.shopID, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Joins ratings with shops, newest first.
    public func ratedShops() throws -> [(shop: CoffeeShop, rating: Rating)] {
        let rows = try database.query(
            """
            SELECT shops.*, ratings.shop_id, ratings.stars, ratings.note, ratings.rated_at
            FROM ratings JOIN shops ON shops.id = ratings.shop_id
            WHERE ratings.account_id = ? ORDER BY ratings.rated_at DESC, ratings.shop_id DESC
            """,
            [.integer(accountID)]
        )
        return rows.compactMap { row in
            guard let shop = SQLiteCoffeeShopRepository.shop(from: row), let rating = Self.rating(from: row) else { return nil }
            return (shop, rating)
        }
    }

    /// Counts the account's ratings.
    public func count() throws -> Int {
        Int(try database.query("SELECT count(*) AS count FROM ratings WHERE account_id = ?", [.integer(accountID)]).first?.integer("count") ?? 0)
    }

    private static func rating(from row: Row) -> Rating? {
        guard let shopID = row.integer("shop_id"), let stars = row.integer("stars"), let ratedAt = row.real("rated_at") else { return nil }
        return Rating(storedShopID: shopID, stars: Int(stars), note: row.string("note"), ratedAt: Date(timeIntervalSince1970: ratedAt))
    }
}
