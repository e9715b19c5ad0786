import Catalog
import Profile

/// Keeps a profile in memory; for tests and dev apps.
public final class InMemoryProfileRepository: ProfileRepository {
    /// The saved home location.
    public var location: Coordinate?

    /// Starts with `location`, none by default.
    public init(location: Coordinate? = nil) {
        self.location = location
    }

    /// The saved location.
    public func homeLocation() -> Coordinate? { location }

    /// Replaces the location.
    public func setHomeLocation(_ location: Coordinate) { self.location = location }
}
