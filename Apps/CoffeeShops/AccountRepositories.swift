import Authentication
import Catalog
import Profile

/// Creates the repositories that belong to one signed-in account.
protocol AccountRepositoryMaking {
    func ratings(for account: Account) throws -> any RatingRepository
    func profile(for account: Account) throws -> any ProfileRepository
}

/// Vends the maker of the signed-in scope's repositories.
protocol AccountRepositoryMakingDependency {
    var accountRepositories: any AccountRepositoryMaking { get }
}
