import Catalog
import Persistence
import Profile

/// Keeps one account's profile in the app's SQLite database.
public final class SQLiteProfileRepository: ProfileRepository {
    /// The schema this repository needs.
    public static let migrations = [
        Migration(id: "profile-1-profiles", sql: """
            CREATE TABLE profiles (
                account_id INTEGER PRIMARY KEY,
                home_latitude REAL NOT NULL,
                home_longitude REAL NOT NULL
            );
            """),
    ]

    private let database: Database
    private let accountID: Int64

    /// Reads and writes the profile of `accountID` in `database`, which must have ``migrations`` applied.
    public init(database: Database, accountID: Int64) {
        self.database = database
        self.accountID = accountID
    }

    /// Reads the saved location.
    public func homeLocation() throws -> Coordinate? {
        guard let row = try database.query("SELECT * FROM profiles WHERE account_id = ?", [.integer(accountID)]).first,
              let latitude = row.real("home_latitude"), let longitude = row.real("home_longitude")
        else { return nil }
        return try Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Upserts the location in a transaction.
    public func setHomeLocation(_ location: Coordinate) throws {
        try database.transaction {
            try database.execute(
                """
                INSERT INTO profiles (account_id, home_latitude, home_longitude) VALUES (?, ?, ?)
                ON CONFLICT (account_id) DO UPDATE SET home_latitude = excluded.home_latitude, home_longitude = excluded.home_longitude
                """,
                [.integer(accountID), .real(location.latitude), .real(location.longitude)]
            )
        }
    }
}
