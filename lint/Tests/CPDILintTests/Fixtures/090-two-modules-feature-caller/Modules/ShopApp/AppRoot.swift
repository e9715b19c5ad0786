// The app module's root forwards the feature's public typealias.
import CartFeature

typealias AppRootDependencies = CartFeatureDependencies // Required by CartFeature

struct AppRoot<Dependencies: AppRootDependencies> {
    let dependencies: Dependencies

    func run() { CartFeature(dependencies: dependencies).start() }
}
