import Authentication
import Catalog
import CatalogLive
import Profile
import ProfileLive
import StorageLive

/// Creates the repositories that belong to one signed-in account.
protocol AccountRepositoryMaking {
    func ratings(for account: Account) throws -> any RatingRepository
    func profile(for account: Account) throws -> any ProfileRepository
}

/// Vends the maker of the signed-in scope's repositories.
protocol AccountRepositoryMakingDependency {
    var accountRepositories: any AccountRepositoryMaking { get }
}

/// Makes the signed-in scope's repositories over the app's one database.
struct SQLiteAccountRepositories: AccountRepositoryMaking {
    let store: DataStore

    func ratings(for account: Account) throws -> any RatingRepository {
        SQLiteRatingRepository(database: try store.database(), accountID: account.id)
    }

    func profile(for account: Account) throws -> any ProfileRepository {
        SQLiteProfileRepository(database: try store.database(), accountID: account.id)
    }
}
