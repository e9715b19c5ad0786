import Catalog
import Profile
import Terminal

typealias HomeLocationCommandDependencies = ProfileRepositoryDependency
    & TerminalDependency
    & ProfileComponentDependencies // Required by ProfileComponent

/// `coffeeshops profile set-location LAT,LON`.
struct HomeLocationCommand<Dependencies: HomeLocationCommandDependencies>: ProfileComponent {
    let dependencies: Dependencies

    func run(_ location: Coordinate) throws {
        try dependencies.profile.setHomeLocation(location)
        log("set home location")
        dependencies.terminal.print("Home location set to \(location.formatted); `coffeeshops nearby` now searches around it.")
    }
}
