// A type's typealias forced public by the public type it constrains, in a module with no entry point.

/// Vends the members service.
public protocol MembersServiceDependency {
    var membersService: Int { get }
}

public typealias MainTabDependencies = MembersServiceDependency

/// The first tab.
public struct MainTab<Dependencies: MainTabDependencies> {
    let dependencies: Dependencies

    /// Creates the tab.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The tab's title.
    public func title() -> String { "Members: \(dependencies.membersService)" }
}
