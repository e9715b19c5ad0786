import Foundation
import Catalog
import Persistence

/// Keeps the catalog in the app's SQLite database, with an R*Tree index on location.
public final class SQLiteCoffeeShopRepository: CoffeeShopRepository {
    /// The schema this repository needs, ending with the sample catalog that every new database starts with.
    public static let migrations = [
        Migration(id: "catalog-1-shops", sql: """
            CREATE TABLE shops (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                latitude REAL NOT NULL,
                longitude REAL NOT NULL,
                address TEXT,
                city TEXT,
                UNIQUE (name, latitude, longitude)
            );
            CREATE INDEX shops_by_name ON shops (name COLLATE NOCASE);
            CREATE VIRTUAL TABLE shops_location USING rtree (
                id, min_latitude, max_latitude, min_longitude, max_longitude
            );
            """),
        Migration(id: "catalog-2-sample-shops") { database in
            _ = try insert(CSVCatalogReader().shops(in: SampleCatalog.csv), into: database)
        },
        Migration(id: "catalog-3-ratings", sql: """
            CREATE TABLE ratings (
                account_id INTEGER NOT NULL,
                shop_id INTEGER NOT NULL REFERENCES shops (id),
                stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
                note TEXT,
                rated_at REAL NOT NULL,
                PRIMARY KEY (account_id, shop_id)
            );
            CREATE INDEX ratings_by_shop ON ratings (shop_id);
            """),
    ]

    private let database: Database

    /// Reads and writes shops in `database`, which must have ``migrations`` applied.
    public init(database: Database) {
        self.database = database
    }

    /// Inserts every new shop in one transaction.
    public func importShops(_ shops: [NewCoffeeShop]) throws -> ImportSummary {
        try database.transaction {
            try Self.insert(shops, into: database)
        }
    }

    /// Inserts each shop as `produce` hands it over, all in one transaction.
    public func importShops(streaming produce: (_ add: (NewCoffeeShop) throws -> Void) throws -> Void) throws -> ImportSummary {
        try database.transaction {
            let inserter = try Inserter(database: database)
            try produce { shop in try inserter.insert(shop) }
            return inserter.summary
        }
    }

    /// Searches name and city with `LIKE`.
    public func shops(matching text: String?, limit: Int) throws -> [CoffeeShop] {
        let rows: [Row]
        if let text {
            let pattern = "%" + text.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "\\%")
                .replacingOccurrences(of: "_", with: "\\_") + "%"
            rows = try database.query(
                "SELECT * FROM shops WHERE name LIKE ?1 ESCAPE '\\' OR city LIKE ?1 ESCAPE '\\' ORDER BY name COLLATE NOCASE, id LIMIT ?2",
                [.text(pattern), .integer(Int64(limit))]
            )
        } else {
            rows = try database.query("SELECT * FROM shops ORDER BY name COLLATE NOCASE, id LIMIT ?", [.integer(Int64(limit))])
        }
        return rows.compactMap(Self.shop(from:))
    }

    /// Counts the rows.
    public func count() throws -> Int {
        Int(try database.query("SELECT count(*) AS count FROM shops").first?.integer("count") ?? 0)
    }

    /// Looks the shop up by id.
    public func shop(id: Int64) throws -> CoffeeShop? {
        try database.query("SELECT * FROM shops WHERE id = ?", [.integer(id)]).first.flatMap(Self.shop(from:))
    }

    /// Finds candidates in the R*Tree by bounding box, ranks them by the index's own coordinates,
    /// and reads only the nearest from the table to measure them exactly.
    ///
    /// The R*Tree stores coordinates as 32-bit floats rounded outward, so a box's middle is within
    /// about a metre of the shop. Every candidate that could be among the `limit` nearest within
    /// that error is measured again with the table's exact coordinates, so the answer is exactly
    /// what a full scan would return, but a dense city costs a read of a few rows, not thousands.
    /// Once `limit` shops lie surely inside a smaller circle, nothing outside it can be nearer.
    public func shops(near center: Coordinate, within radius: Double, limit: Int) throws -> [NearbyShop] {
        guard limit > 0 else { return [] }
        let slack = 0.005 // kilometres: far more than the float rounding of the index
        let statement = try database.prepare("""
            SELECT id, min_latitude, max_latitude, min_longitude, max_longitude FROM shops_location
            WHERE max_latitude >= ? AND min_latitude <= ? AND max_longitude >= ? AND min_longitude <= ?
            """)
        // Search a small circle first and widen it only while it holds fewer than `limit` shops:
        // in a dense city the nearest few are found without reading the whole radius.
        var candidates: [(id: Int64, distance: Double)] = []
        var searched = min(radius, 0.25)
        while true {
            candidates = []
            for box in BoundingBox.around(center, radius: searched) {
                try statement.bind([.real(box.minLatitude), .real(box.maxLatitude), .real(box.minLongitude), .real(box.maxLongitude)])
                try statement.forEachRow { columns in
                    let latitude = (columns.real(1) + columns.real(2)) / 2
                    let longitude = (columns.real(3) + columns.real(4)) / 2
                    guard let point = try? Coordinate(latitude: latitude, longitude: longitude) else { return }
                    let distance = center.distance(to: point)
                    if distance <= searched + slack { candidates.append((columns.integer(0), distance)) }
                }
            }
            let surelyInside = candidates.count { $0.distance <= searched - slack }
            if searched >= radius || surelyInside >= limit { break }
            searched = min(radius, searched * 4)
        }
        candidates.sort { $0.distance < $1.distance }
        if candidates.count > limit {
            let cutoff = candidates[limit - 1].distance + 2 * slack
            candidates = Array(candidates.prefix { $0.distance <= cutoff })
        }
        let found = try shops(ids: candidates.map(\.id)).compactMap { shop -> NearbyShop? in
            let distance = center.distance(to: shop.coordinate)
            return distance <= radius ? NearbyShop(shop: shop, distance: distance) : nil
        }
        return Array(found.sorted { ($0.distance, $0.shop.id) < ($1.distance, $1.shop.id) }.prefix(limit))
    }

    private func shops(ids: [Int64]) throws -> [CoffeeShop] {
        var shops: [CoffeeShop] = []
        for chunk in stride(from: 0, to: ids.count, by: 500).map({ Array(ids[$0..<min($0 + 500, ids.count)]) }) {
            let placeholders = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
            shops += try database.query("SELECT * FROM shops WHERE id IN (\(placeholders))", chunk.map(SQLValue.integer)).compactMap(Self.shop(from:))
        }
        return shops
    }

    /// Averages the coordinates of the city's shops.
    public func center(ofCity name: String) throws -> Coordinate? {
        let row = try database.query(
            "SELECT avg(latitude) AS latitude, avg(longitude) AS longitude FROM shops WHERE city = ? COLLATE NOCASE",
            [.text(name.trimmingCharacters(in: .whitespaces))]
        ).first
        guard let latitude = row?.real("latitude"), let longitude = row?.real("longitude") else { return nil }
        return try Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Averages every account's stars per shop.
    public func ratingSummaries(forShops shopIDs: [Int64]) throws -> [Int64: RatingSummary] {
        guard !shopIDs.isEmpty else { return [:] }
        let placeholders = Array(repeating: "?", count: shopIDs.count).joined(separator: ", ")
        let rows = try database.query(
            "SELECT shop_id, avg(stars) AS average, count(*) AS count FROM ratings WHERE shop_id IN (\(placeholders)) GROUP BY shop_id",
            shopIDs.map(SQLValue.integer)
        )
        var summaries: [Int64: RatingSummary] = [:]
        for row in rows {
            guard let id = row.integer("shop_id"), let average = row.real("average"), let count = row.integer("count") else { continue }
            summaries[id] = RatingSummary(average: average, count: Int(count))
        }
        return summaries
    }

    /// Inserts `shops`, skipping those already present; the caller owns the transaction.
    static func insert(_ shops: [NewCoffeeShop], into database: Database) throws -> ImportSummary {
        let inserter = try Inserter(database: database)
        for shop in shops { try inserter.insert(shop) }
        return inserter.summary
    }

    /// Inserts shops one by one with two prepared statements, counting what it added and skipped.
    final class Inserter {
        private let database: Database
        private let insertShop: Statement
        private let insertLocation: Statement
        private var added = 0
        private var skipped = 0

        init(database: Database) throws {
            self.database = database
            insertShop = try database.prepare("""
                INSERT INTO shops (name, latitude, longitude, address, city) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (name, latitude, longitude) DO NOTHING
                """)
            insertLocation = try database.prepare("INSERT INTO shops_location VALUES (?, ?, ?, ?, ?)")
        }

        func insert(_ shop: NewCoffeeShop) throws {
            let latitude = SQLiteCoffeeShopRepository.rounded(shop.coordinate.latitude)
            let longitude = SQLiteCoffeeShopRepository.rounded(shop.coordinate.longitude)
            try insertShop.run([.text(shop.name), .real(latitude), .real(longitude), .optional(shop.address), .optional(shop.city)])
            guard database.changes == 1 else {
                skipped += 1
                return
            }
            added += 1
            try insertLocation.run([.integer(database.lastInsertedRowID), .real(latitude), .real(latitude), .real(longitude), .real(longitude)])
        }

        var summary: ImportSummary { ImportSummary(added: added, skipped: skipped) }
    }

    /// Six decimals (about 10 cm), so the same place written twice compares equal.
    fileprivate static func rounded(_ degrees: Double) -> Double {
        (degrees * 1_000_000).rounded() / 1_000_000
    }

    static func shop(from row: Row) -> CoffeeShop? {
        guard let id = row.integer("id"), let name = row.string("name"),
              let latitude = row.real("latitude"), let longitude = row.real("longitude"),
              let coordinate = try? Coordinate(latitude: latitude, longitude: longitude)
        else { return nil }
        return CoffeeShop(id: id, name: name, coordinate: coordinate, address: row.string("address"), city: row.string("city"))
    }
}
