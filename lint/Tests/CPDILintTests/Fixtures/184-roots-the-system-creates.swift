// (Not type-checked: UIKit.) The app's scene delegate, which UIKit creates by the name in Info.plist and
// which builds the composition root, keeps the root as it is: a generic class cannot be found by name,
// and a root is what a generic parameter would be bound to. Its dependencies are a protocol that composes
// dependency protocols, which is composed-protocol's one finding.
import UIKit

protocol HasTripsStore {
    var tripsStore: Int { get }
}

protocol AppDependencies: HasTripsStore {} // expect: composed-protocol

final class DefaultAppDependencies: AppDependencies {
    let tripsStore = 1
}

typealias TripsCoordinatorDependencies = HasTripsStore

final class TripsCoordinator<Dependencies: TripsCoordinatorDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func start() { print(dependencies.tripsStore) }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var dependencies: AppDependencies!

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        dependencies = DefaultAppDependencies()
    }
}
