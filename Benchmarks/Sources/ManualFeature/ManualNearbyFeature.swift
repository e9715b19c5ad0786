import InjectionGraph

/// The same feature with manual initializer injection: the baseline.
public struct ManualNearbyFeature {
    let analytics: any Analytics
    let catalog: any CatalogReading
    let clock: any Clock
    let logger: any Logging
    let profile: any ProfileStoring
    let ratings: any RatingStoring

    /// Composes the feature from its six services.
    public init(analytics: any Analytics, catalog: any CatalogReading, clock: any Clock, logger: any Logging, profile: any ProfileStoring, ratings: any RatingStoring) {
        self.analytics = analytics
        self.catalog = catalog
        self.clock = clock
        self.logger = logger
        self.profile = profile
        self.ratings = ratings
    }

    /// Reads the catalog `reads` times.
    public func sumOfCatalogCounts(reads: Int) -> Int {
        var sum = 0
        for _ in 0..<reads {
            sum &+= catalog.count()
        }
        return sum
    }

    /// Reads the catalog once, then uses it `reads` times: the same loop with the read hoisted.
    public func sumOfCatalogCountsReadingOnce(reads: Int) -> Int {
        let catalog = self.catalog
        var sum = 0
        for _ in 0..<reads {
            sum &+= catalog.count()
        }
        return sum
    }

    /// Touches every dependency once.
    public func open() -> Int {
        logger.log("open")
        analytics.track(1)
        return catalog.count() &+ ratings.stars(1) &+ profile.home() &+ clock.now()
    }
}
