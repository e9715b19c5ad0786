import Authentication
import Terminal

/// What the app must provide to run the interactive session.
public typealias MenuFeatureDependencies = MenuSessionExternalDependencies

/// The line-based interactive session `coffeeshops` runs with no arguments: onboarding while signed
/// out, then a menu of everything the app does. It reads typed or piped input alike.
public struct MenuFeature<Dependencies: MenuFeatureDependencies> {
    let dependencies: Dependencies

    /// Runs the session with `dependencies`.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Runs until the person quits or input ends.
    public func run() throws {
        let session = MenuSession(
            dependencies: SplicedMenuSessionDependencies(
                externalDependencies: dependencies,
                prompter: Prompter(terminal: dependencies.terminal)
            )
        )
        try session.run()
    }
}
