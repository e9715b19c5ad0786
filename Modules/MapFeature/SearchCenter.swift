import Catalog
import CommandLineKit
import Profile

typealias SearchCenter_resolveDependencies = ProfileRepositoryDependency

/// Where a search is centered when the person does not say.
enum SearchCenter {
    /// `point` if given, else the person's home location, else a usage error that says how to set one.
    static func resolve<Dependencies: SearchCenter_resolveDependencies>(
        dependencies: Dependencies,
        at point: Coordinate?
    ) throws -> Coordinate {
        if let point { return point }
        if let home = try dependencies.profile.homeLocation() { return home }
        throw UsageError(
            "Pass --at LAT,LON, or save your home location with `coffeeshops profile set-location LAT,LON`.",
            showsUsage: false
        )
    }
}
