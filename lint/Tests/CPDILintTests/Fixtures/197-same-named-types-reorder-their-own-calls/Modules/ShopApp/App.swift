import CartFeature
import ProfileFeature

struct AppDependencies: ProfileFeatureDependencies {
    let logger: any Logging
}

func start(logger: any Logging) {
    ProfileFeature(dependencies: AppDependencies(logger: logger)).start()
}
