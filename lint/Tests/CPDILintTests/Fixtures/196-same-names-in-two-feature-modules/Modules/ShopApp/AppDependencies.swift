// The cart's typealiases ask for a logger only: the profile's `RowDependencies` is another typealias.
import CartFeature
import ProfileFeature

struct CartOnlyDependencies: CartFeatureDependencies {
    let logger: any Logging
}

struct AppDependencies: CartFeatureDependencies, ProfileFeatureDependencies {
    let logger: any Logging
    let tracker: any Tracking
}

func start(_ dependencies: AppDependencies, cartOnly: CartOnlyDependencies) {
    CartFeature(dependencies: dependencies).start()
    ProfileFeature(dependencies: dependencies).start()
    CartFeature(dependencies: cartOnly).start()
}
