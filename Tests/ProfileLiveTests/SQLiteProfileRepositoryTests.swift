import Catalog
import Foundation
import Persistence
import ProfileLive
import Testing

@Suite struct SQLiteProfileRepositoryTests {
    @Test func savesAndReplacesEachAccountsHomeLocation() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString).sqlite").path
        let database = try Database(path: path, migrations: SQLiteProfileRepository.migrations)
        let ada = SQLiteProfileRepository(database: database, accountID: 1)
        let bob = SQLiteProfileRepository(database: database, accountID: 2)
        #expect(try ada.homeLocation() == nil)
        try ada.setHomeLocation(Coordinate(latitude: 55.6761, longitude: 12.5683))
        try ada.setHomeLocation(Coordinate(latitude: 48.8566, longitude: 2.3522))
        #expect(try ada.homeLocation() == (try Coordinate(latitude: 48.8566, longitude: 2.3522)))
        #expect(try bob.homeLocation() == nil)
    }
}
