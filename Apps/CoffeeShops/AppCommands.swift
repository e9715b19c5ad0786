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
    let dependencies: Dependencies

    /// Every command, for the root command's help.
    static var commands: [Command] {
        OnboardingFeature<Dependencies>.commands + BrowseCommands<Dependencies>.commands
            + SignedInCommands<SplicedSignedInCommandsDependencies<Dependencies>>.commands + CatalogFeature<Dependencies>.commands
            + [CheckCommand<Dependencies>.command]
    }

    func run(_ invocation: Invocation) throws {
        let name = invocation.commandPath.first
        func owns(_ commands: [Command]) -> Bool { commands.contains { $0.name == name } }
        if name == nil {
            // The menu's way back into the app: command lines run by this same value, which holds a
            // copy of the root's dependencies (all references to the same objects), not the root itself.
            let app = self
            let navigator = CommandLineMenuNavigator(terminal: dependencies.terminal) { arguments in app.execute(arguments) }
            let session = SplicedInteractiveSessionDependencies(externalDependencies: dependencies, menuNavigator: navigator)
            try InteractiveSession(dependencies: session).run()
        } else if owns(OnboardingFeature<Dependencies>.commands) {
            try OnboardingFeature(dependencies: dependencies).run(invocation)
        } else if owns(CatalogFeature<Dependencies>.commands) {
            try CatalogFeature(dependencies: dependencies).run(invocation)
        } else if owns([CheckCommand<Dependencies>.command]) {
            try CheckCommand(dependencies: dependencies).run()
        } else if let account = try currentAccount(for: invocation) {
            // The signed-in scope exists only while there is a session, and only for this command:
            // browsing in it adds your stars and home location; rating and the profile exist only in it.
            let signedIn = SplicedSignedInCommandsDependencies(
                externalDependencies: dependencies,
                account: account,
                ratings: try dependencies.accountRepositories.ratings(for: account),
                profile: try dependencies.accountRepositories.profile(for: account)
            )
            try SignedInCommands(dependencies: signedIn).run(invocation)
        } else if BrowseCommands<Dependencies>.owns(invocation) {
            // Signed out, browsing runs in the app-wide scope, where your stars and home are nobody's.
            try BrowseCommands(dependencies: dependencies).run(invocation)
        } else {
            throw CommandFailure("Not signed in — run `coffeeshops signin`.")
        }
    }

    /// The session's account. Browsing treats a session file it cannot read (not a regular file, no
    /// permission) as signed out; the commands that need a session say what is wrong with it.
    private func currentAccount(for invocation: Invocation) throws -> Account? {
        do {
            return try dependencies.authenticator.currentAccount()
        } catch is SessionStoreError where BrowseCommands<Dependencies>.owns(invocation) {
            return nil
        }
    }

    /// Parses and runs `arguments` as the `coffeeshops` command line, with these dependencies.
    func execute(_ arguments: [String]) -> ExitStatus {
        let terminal = dependencies.terminal
        return CoffeeShopsApp.program.run(arguments, output: terminal.write, errorOutput: terminal.writeError) { invocation in
            try run(invocation)
        }
    }
}
