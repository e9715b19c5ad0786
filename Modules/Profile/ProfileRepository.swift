import Catalog

/// The signed-in person's profile settings. An instance belongs to one account and lives as long as its session.
public protocol ProfileRepository: YourHome {
    /// Where the person usually looks for coffee, if they said.
    func homeLocation() throws -> Coordinate?
    /// Saves the home location, in one transaction.
    func setHomeLocation(_ location: Coordinate) throws
}

/// Vends the signed-in person's profile.
public protocol ProfileRepositoryDependency {
    /// The profile of the signed-in account.
    var profile: any ProfileRepository { get }
}
