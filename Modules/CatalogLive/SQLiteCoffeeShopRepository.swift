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
        // Cities resolve by a seek and searches by a full-text index, on a million shops as on a hundred.
        Migration(id: "catalog-4-cities-and-search") { database in
            try database.executeScript("""
                CREATE TABLE cities (
                    folded TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    latitude_sum REAL NOT NULL,
                    longitude_sum REAL NOT NULL,
                    shops INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE VIRTUAL TABLE shops_search USING fts5 (
                    name, address, city, content = 'shops', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
                );
                CREATE TRIGGER shops_search_insert AFTER INSERT ON shops BEGIN
                    INSERT INTO shops_search (rowid, name, address, city) VALUES (new.id, new.name, new.address, new.city);
                END;
                CREATE TRIGGER shops_search_delete AFTER DELETE ON shops BEGIN
                    INSERT INTO shops_search (shops_search, rowid, name, address, city) VALUES ('delete', old.id, old.name, old.address, old.city);
                END;
                CREATE TRIGGER shops_search_update AFTER UPDATE ON shops BEGIN
                    INSERT INTO shops_search (shops_search, rowid, name, address, city) VALUES ('delete', old.id, old.name, old.address, old.city);
                    INSERT INTO shops_search (rowid, name, address, city) VALUES (new.id, new.name, new.address, new.city);
                END;
                INSERT INTO shops_search (shops_search) VALUES ('rebuild');
                """)
            // The shops already there, city by city.
            var cities: [String: (name: String, latitude: Double, longitude: Double, shops: Int64)] = [:]
            let statement = try database.prepare("SELECT city, latitude, longitude FROM shops WHERE city IS NOT NULL")
            try statement.forEachRow { columns in
                guard let city = columns.string(0) else { return }
                let key = SQLiteCoffeeShopRepository.folded(city)
                let sum = cities[key] ?? (city, 0, 0, 0)
                cities[key] = (sum.name, sum.latitude + columns.real(1), sum.longitude + columns.real(2), sum.shops + 1)
            }
            for (key, city) in cities {
                try database.execute(
                    "INSERT INTO cities (folded, name, latitude_sum, longitude_sum, shops) VALUES (?, ?, ?, ?, ?)",
                    [.text(key), .text(city.name), .real(city.latitude), .real(city.longitude), .integer(city.shops)]
                )
            }
        },
    ]

    /// A city's name as cities are looked up: trimmed, without case or diacritics (`Zürich` is `zurich`).
    static func folded(_ city: String) -> String {
        city.trimmingCharacters(in: .whitespaces).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

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

    /// Imports the shops `produce` hands over, all or none, in two steps: they are read into a
    /// temporary table of this connection (on disk, so memory does not grow with the file), which takes
    /// no lock another process waits for however slowly the file comes; then copied into the catalog
    /// under the write lock, which is held only as long as the copy takes.
    public func importShops(streaming produce: (_ add: (NewCoffeeShop) throws -> Void) throws -> Void) throws -> ImportSummary {
        try database.execute("CREATE TEMP TABLE IF NOT EXISTS pending_shops (name TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL, address TEXT, city TEXT)")
        try database.execute("DELETE FROM temp.pending_shops")
        defer { try? database.execute("DELETE FROM temp.pending_shops") }
        try database.transaction(begin: "BEGIN") {
            let pending = try database.prepare("INSERT INTO temp.pending_shops VALUES (?, ?, ?, ?, ?)")
            try produce { shop in
                try pending.run([.text(shop.name), .real(shop.coordinate.latitude), .real(shop.coordinate.longitude), .optional(shop.address), .optional(shop.city)])
            }
        }
        return try database.transaction {
            let inserter = try Inserter(database: database)
            let rows = try database.prepare("SELECT name, latitude, longitude, address, city FROM temp.pending_shops ORDER BY rowid")
            try rows.forEachRow { columns in
                let shop = try NewCoffeeShop(
                    name: columns.string(0) ?? "", coordinate: Coordinate(latitude: columns.real(1), longitude: columns.real(2)),
                    address: columns.string(3), city: columns.string(4)
                )
                try inserter.insert(shop)
            }
            return inserter.summary
        }
    }

    /// Searches name, address and city with the full-text index: every word of `text` begins a word of
    /// the shop's (`Map` finds Maple), without case or diacritics. Ranked: a shop named exactly `text`
    /// first, then those whose name begins with it, then by name.
    public func shops(matching text: String?, limit: Int) throws -> [CoffeeShop] {
        let rows: [Row]
        if let text {
            guard let query = Self.searchQuery(text) else { return [] }
            rows = try database.query(Self.searchSQL, [.text(query), .text(text.trimmingCharacters(in: .whitespaces)), .integer(Int64(limit))])
        } else {
            rows = try database.query("SELECT * FROM shops ORDER BY name COLLATE NOCASE, id LIMIT ?", [.integer(Int64(limit))])
        }
        return rows.compactMap(Self.shop(from:))
    }

    /// The search: the full-text index, then each match by its id.
    static let searchSQL = """
        SELECT shops.* FROM shops_search JOIN shops ON shops.id = shops_search.rowid
        WHERE shops_search MATCH ?1
        ORDER BY shops.name = ?2 COLLATE NOCASE DESC, instr(lower(shops.name), lower(?2)) = 1 DESC, shops.name COLLATE NOCASE, shops.id
        LIMIT ?3
        """

    /// A city's centre: one row of `cities`, found by its key.
    static let cityCenterSQL = "SELECT latitude_sum / shops AS latitude, longitude_sum / shops AS longitude FROM cities WHERE folded = ?"

    /// `text` as an FTS5 query: each word a quoted prefix (`"map"*`), all of them required; `nil` when
    /// `text` has no word.
    static func searchQuery(_ text: String) -> String? {
        let words = text.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return nil }
        return words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }.joined(separator: " ")
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

    /// The cities with the most shops, from the table the import keeps.
    public func cityNames(limit: Int) throws -> [String] {
        try database.query("SELECT name FROM cities ORDER BY shops DESC, name LIMIT ?", [.integer(Int64(limit))]).compactMap { $0.string("name") }
    }

    /// Averages the coordinates of the city's shops, kept per city as shops are added: one seek.
    public func center(ofCity name: String) throws -> Coordinate? {
        let row = try database.query(Self.cityCenterSQL, [.text(Self.folded(name))]).first
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

    /// Inserts shops one by one with prepared statements, counting what it added and skipped, and
    /// adding each to its city's sums (once the cities table exists: the sample catalog is inserted
    /// before it is created, and counted when it is).
    final class Inserter {
        private let database: Database
        private let insertShop: Statement
        private let insertLocation: Statement
        private let addToCity: Statement?
        private var added = 0
        private var skipped = 0

        init(database: Database) throws {
            self.database = database
            insertShop = try database.prepare("""
                INSERT INTO shops (name, latitude, longitude, address, city) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (name, latitude, longitude) DO NOTHING
                """)
            insertLocation = try database.prepare("INSERT INTO shops_location VALUES (?, ?, ?, ?, ?)")
            let hasCities = try !database.query("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'cities'").isEmpty
            addToCity = hasCities ? try database.prepare("""
                INSERT INTO cities (folded, name, latitude_sum, longitude_sum, shops) VALUES (?, ?, ?, ?, 1)
                ON CONFLICT (folded) DO UPDATE SET latitude_sum = latitude_sum + excluded.latitude_sum,
                    longitude_sum = longitude_sum + excluded.longitude_sum, shops = shops + 1
                """) : nil
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
            if let addToCity, let city = shop.city {
                try addToCity.run([.text(SQLiteCoffeeShopRepository.folded(city)), .text(city), .real(latitude), .real(longitude)])
            }
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
