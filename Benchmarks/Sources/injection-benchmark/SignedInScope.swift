import CPDIFeature
import InjectionGraph

/// What the signed-in scope takes from the app-wide scope.
typealias SignedInScopeExternalDependencies = AnalyticsDependency
    & CatalogReadingDependency
    & ClockDependency
    & DatabaseDependency
    & LoggingDependency

typealias SignedInScopeDependencies = SignedInScopeExternalDependencies
    & NearbyFeatureDependencies // Required by NearbyFeature

/// Opens the features that need a session, as the app's `SignedInCommands` does.
struct SignedInScope<Dependencies: SignedInScopeDependencies> {
    let dependencies: Dependencies

    func nearbyFeature() -> NearbyFeature<Dependencies> {
        NearbyFeature(dependencies: dependencies)
    }
}

/// The app-wide scope plus one account's repositories, created at sign-in.
struct SplicedSignedInScopeDependencies<ExternalDependencies: SignedInScopeExternalDependencies>: SignedInScopeDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the app
    let ratings: any RatingStoring // Created for this account
    let profile: any ProfileStoring // Created for this account

    init(externalDependencies: ExternalDependencies, accountID: Int) {
        self.externalDependencies = externalDependencies
        ratings = DatabaseRatingStore(database: externalDependencies.database, accountID: accountID)
        profile = DatabaseProfileStore(database: externalDependencies.database, accountID: accountID)
    }

    var analytics: any Analytics { externalDependencies.analytics }
    var catalog: any CatalogReading { externalDependencies.catalog }
    var clock: any Clock { externalDependencies.clock }
    var database: any Database { externalDependencies.database }
    var logger: any Logging { externalDependencies.logger }
}
