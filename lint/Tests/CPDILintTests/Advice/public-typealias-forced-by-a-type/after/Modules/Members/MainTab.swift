// A type's typealias forced public by the public type it constrains, in a module with no entry point.
// (Tests that create MainTab now need `@testable import Members`; its typealias stays public, since the
// entry point forwards it.)

/// Vends the members service.
public protocol MembersServiceDependency {
    var membersService: Int { get }
}

public typealias MainTabDependencies = MembersServiceDependency

/// The first tab.
struct MainTab<Dependencies: MainTabDependencies> {
    let dependencies: Dependencies

    func title() -> String { "Members: \(dependencies.membersService)" }
}
