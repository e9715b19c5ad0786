import Authentication
import AuthenticationLive
import CatalogFeature
import CommandLineKit
import OnboardingFeature

typealias AppCommandsDependencies = AccountRepositoryMakingDependency
    & BrowseCommandsDependencies // Required by BrowseCommands
    & CatalogFeatureDependencies // Required by CatalogFeature
    & CheckCommandDependencies // Required by CheckCommand
    & InteractiveSessionExternalDependencies // Required by SplicedInteractiveSessionDependencies
    & OnboardingFeatureDependencies // Required by OnboardingFeature
    & ShopDetailsNavigatorDependencies // Required by ShopDetailsNavigator
    & SignedInCommandsExternalDependencies // Required by SplicedSignedInCommandsDependencies

/// Runs one command in the app-wide scope, opening the signed-in scope when there is a session.
struct AppCommands<Dependencies: AppCommandsDependencies> {
    typealias SignedIn = SignedInCommands<SplicedSignedInCommandsDependencies<Dependencies>>

    let dependencies: Dependencies

    /// Every command of the app, in the order `help` lists them, each in the scope it runs in: the
    /// parser, the help and ``run(_:)`` are built from this one list.
    static var commands: [RunnableCommand<Self>] {
        // App-wide: these never need a session.
        let onboarding: [RunnableCommand<Self>] = OnboardingFeature<Dependencies>.commands.map { $0.scoped { app, _ in OnboardingFeature(dependencies: app.dependencies) } }
        let catalog: [RunnableCommand<Self>] = CatalogFeature<Dependencies>.commands.map { $0.scoped { app, _ in CatalogFeature(dependencies: app.dependencies) } }
        let check: [RunnableCommand<Self>] = CheckCommand<Dependencies>.commands.map { $0.scoped { app, _ in CheckCommand(dependencies: app.dependencies) } }
        // Signed in or out: browsing runs in the signed-in scope when there is a session.
        let browsing: [RunnableCommand<Self>] = BrowseCommands<Dependencies>.commands.map { $0.handled { app, invocation in try app.browse(invocation) } }
        // Signed in only: the scope is opened for the command, or the command is refused.
        let signedIn: [RunnableCommand<Self>] = SignedIn.signedInOnly.map { $0.scoped { app, _ in try app.signedInCommands() } }
        return onboarding + browsing + signedIn + catalog + check
    }

    func run(_ invocation: Invocation) throws {
        guard !invocation.commandPath.isEmpty else {
            // The menu's way back into the app: command lines run by this same value, which holds a
            // copy of the root's dependencies (all references to the same objects), not the root itself.
            let app = self
            let navigator = CommandLineMenuNavigator(terminal: dependencies.terminal, commands: Self.commands.map(\.command)) { arguments in app.execute(arguments) }
            let session = SplicedInteractiveSessionDependencies(externalDependencies: dependencies, menuNavigator: navigator)
            return try InteractiveSession(dependencies: session).run()
        }
        try Self.commands.run(invocation, with: self)
    }

    /// Browsing with your stars and home location when signed in; signed out, in the app-wide scope,
    /// where they are nobody's. A session file it cannot read (not a regular file, no permission)
    /// counts as signed out here; the commands that need a session say what is wrong with it.
    private func browse(_ invocation: Invocation) throws {
        let account: Account?
        do {
            account = try dependencies.authenticator.currentAccount()
        } catch is SessionStoreError {
            account = nil
        }
        if let account {
            try SignedIn.commands.run(invocation, with: try signedInCommands(for: account))
        } else {
            try BrowseCommands<Dependencies>.commands.run(invocation, with: BrowseCommands(dependencies: dependencies))
        }
    }

    /// The signed-in scope of the session's account, for one command; without a session, the command
    /// is refused.
    private func signedInCommands() throws -> SignedIn {
        guard let account = try dependencies.authenticator.currentAccount() else {
            throw CommandFailure("Not signed in — run `coffeeshops signin`.")
        }
        return try signedInCommands(for: account)
    }

    /// The signed-in scope exists only while there is a session, and only for this command.
    private func signedInCommands(for account: Account) throws -> SignedIn {
        SignedInCommands(
            dependencies: SplicedSignedInCommandsDependencies(
                externalDependencies: dependencies,
                account: account,
                ratings: try dependencies.accountRepositories.ratings(for: account),
                profile: try dependencies.accountRepositories.profile(for: account)
            )
        )
    }

    /// Parses and runs `arguments` as the `coffeeshops` command line, with these dependencies.
    func execute(_ arguments: [String]) -> ExitStatus {
        let terminal = dependencies.terminal
        return CoffeeShopsApp.program.run(arguments, output: terminal.write, errorOutput: terminal.writeError) { invocation in
            try run(invocation)
        }
    }
}
