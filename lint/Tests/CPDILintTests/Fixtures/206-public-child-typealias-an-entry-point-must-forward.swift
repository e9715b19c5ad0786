// Bad: an entry point's typealias does not forward a child's public one. The forward is the finding;
// public-typealias does not also tell the child's to drop `public`, which the forward then needs.
public typealias ProfileListDependencies = LoggingDependency
    & TrackingDependency

struct ProfileList<Dependencies: ProfileListDependencies> {
    let dependencies: Dependencies

    func render() {
        dependencies.logger.log("profile")
        ProfileRow(dependencies: dependencies).render() // expect: missing-forwarding
    }
}

public typealias ProfileRowDependencies = TrackingDependency

struct ProfileRow<Dependencies: ProfileRowDependencies> {
    let dependencies: Dependencies

    func render() { dependencies.tracker.trackAddToCart() }
}

public typealias ProfileFeatureDependencies = ProfileListDependencies

public struct ProfileFeature<Dependencies: ProfileFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) { self.dependencies = dependencies }

    public func start() { ProfileList(dependencies: dependencies).render() }
}
