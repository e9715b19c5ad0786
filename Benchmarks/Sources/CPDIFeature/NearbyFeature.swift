import InjectionGraph

/// What the feature needs: only a signed-in scope has ratings and a profile.
public typealias NearbyFeatureDependencies = AnalyticsDependency
    & CatalogReadingDependency
    & ClockDependency
    & LoggingDependency
    & ProfileStoringDependency
    & RatingStoringDependency

/// The benchmark's feature, written with CPDI: generic over its dependencies, as features are in the app.
public struct NearbyFeature<Dependencies: NearbyFeatureDependencies> {
    let dependencies: Dependencies

    /// Composes the feature.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Reads the catalog through the dependencies `reads` times: the hot path of a feature.
    public func sumOfCatalogCounts(reads: Int) -> Int {
        var sum = 0
        for _ in 0..<reads {
            sum &+= dependencies.catalog.count()
        }
        return sum
    }

    /// Reads the catalog once, then uses it `reads` times: the same loop with the read hoisted.
    public func sumOfCatalogCountsReadingOnce(reads: Int) -> Int {
        let catalog = dependencies.catalog
        var sum = 0
        for _ in 0..<reads {
            sum &+= catalog.count()
        }
        return sum
    }

    /// Touches every dependency once, as a screen does when it opens.
    public func open() -> Int {
        dependencies.logger.log("open")
        dependencies.analytics.track(1)
        return dependencies.catalog.count() &+ dependencies.ratings.stars(1) &+ dependencies.profile.home() &+ dependencies.clock.now()
    }
}
