import Authentication
import Catalog
import MenuFeature
import Terminal

/// What the interactive session takes from the app-wide scope.
typealias InteractiveSessionExternalDependencies = AuthenticatingDependency
    & CoffeeShopRepositoryDependency
    & TerminalDependency

typealias InteractiveSessionDependencies = InteractiveSessionExternalDependencies
    & MenuFeatureDependencies // Required by MenuFeature

/// `coffeeshops` with no command: the menu, each of whose choices runs a command line in the app.
struct InteractiveSession<Dependencies: InteractiveSessionDependencies> {
    let dependencies: Dependencies

    func run() throws {
        try MenuFeature(dependencies: dependencies).run()
    }
}

/// The app-wide scope plus the menu's way back into the app, for one interactive session.
///
/// The way back is spliced in rather than kept by the composition root: the root is a struct, and a
/// navigator that runs the app must hold the app's dependencies, so a root holding the navigator
/// would hold itself. Here the navigator holds a copy of the root, and the splice holds the navigator
/// only while the session runs.
struct SplicedInteractiveSessionDependencies<ExternalDependencies: InteractiveSessionExternalDependencies>: InteractiveSessionDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the app
    let menuNavigator: any MenuNavigating // Created for this session by AppCommands

    var authenticator: any Authenticating { externalDependencies.authenticator }
    var coffeeShops: any CoffeeShopRepository { externalDependencies.coffeeShops }
    var terminal: any Terminal { externalDependencies.terminal }
}
