import Catalog
import CommandLineKit
import Profile
import TextSafety

typealias SearchCenter_resolveDependencies = CoffeeShopRepositoryDependency
    & YourHomeDependency

/// Where a search is centered.
enum SearchCenter {
    /// `place` as LAT,LON or as the name of a city in the catalog; without it, the person's home
    /// location (none signed out); else a usage error that says how to set one.
    static func resolve<Dependencies: SearchCenter_resolveDependencies>(
        dependencies: Dependencies,
        at place: String?
    ) throws -> Coordinate {
        guard let place = place?.trimmingCharacters(in: .whitespaces), !place.isEmpty else {
            if let home = try dependencies.yourHome.homeLocation() { return home }
            throw UsageError(
                "Pass --at with a city or LAT,LON, or (signed in) save your home location with `coffeeshops profile set-location LAT,LON`.",
                showsUsage: false
            )
        }
        if let coordinate = Coordinate(parsing: place) { return coordinate }
        if let city = try dependencies.coffeeShops.center(ofCity: place) { return city }
        throw UsageError(
            "'\(place.shortened())' is neither LAT,LON (like 55.6761,12.5683) nor a city in the catalog; see the cities with `coffeeshops shops`.",
            showsUsage: false
        )
    }
}
