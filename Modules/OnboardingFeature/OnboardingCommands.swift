import Authentication
import CommandLineKit
import Log
import Terminal

/// What onboarding needs from the app; public because the feature's entry point names it.
public typealias OnboardingCommandsExternalDependencies = AuthenticatingDependency
    & LoggingDependency
    & TerminalDependency

typealias OnboardingCommandsDependencies = OnboardingCommandsExternalDependencies
    & PasswordReadingDependency
    & AccountPrinterDependencies // Required by AccountPrinter

/// The onboarding flows, run once per command.
struct OnboardingCommands<Dependencies: OnboardingCommandsDependencies> {
    let dependencies: Dependencies

    func signUp(email: String, name: String?) throws {
        // Validate before asking for a password, so a typo does not cost two password prompts.
        guard EmailAddress(email) != nil else { throw AuthenticationError.malformedEmail(email) }
        let password = try dependencies.passwordReader.readNewPassword()
        let account = try dependencies.authenticator.signUp(email: email, name: name, password: password)
        dependencies.logger.log(.info, "account \(account.id) signed up and signed in")
        AccountPrinter(dependencies: dependencies).print(account, headline: "Welcome, \(account.displayName.shownInline)! You are signed in.")
    }

    func signIn(email: String) throws {
        // Validate before asking for a password, so a typo does not cost a password prompt.
        guard EmailAddress(email) != nil else { throw AuthenticationError.malformedEmail(email) }
        let password = try dependencies.passwordReader.readPassword()
        let account: Account
        do {
            account = try dependencies.authenticator.signIn(email: email, password: password)
        } catch let error as AuthenticationError {
            dependencies.logger.log(.info, "sign-in refused: \(error)")
            throw error
        }
        dependencies.logger.log(.info, "account \(account.id) signed in")
        AccountPrinter(dependencies: dependencies).print(account, headline: "Signed in as \(account.displayName.shownInline).")
    }

    func signOut(everywhere: Bool) throws {
        guard let account = try dependencies.authenticator.signOut(everywhere: everywhere) else {
            dependencies.terminal.print("You were not signed in.")
            return
        }
        dependencies.logger.log(.info, "account \(account.id) signed out\(everywhere ? " everywhere" : "")")
        dependencies.terminal.print(everywhere ? "Signed out of \(account.email.rawValue.shownInline) everywhere." : "Signed out of \(account.email.rawValue.shownInline).")
    }

    func whoAmI() throws {
        guard let account = try dependencies.authenticator.currentAccount() else {
            throw CommandFailure("Not signed in — run `coffeeshops signin`.")
        }
        AccountPrinter(dependencies: dependencies).print(account, headline: nil)
    }
}

/// App-wide dependencies plus the ones chosen for this one command.
struct SplicedOnboardingCommandsDependencies<ExternalDependencies: OnboardingCommandsExternalDependencies>: OnboardingCommandsDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the app
    let passwordReader: any PasswordReading // Chosen by --password-stdin
    let outputFormat: OutputFormat // Chosen by --json

    var authenticator: any Authenticating { externalDependencies.authenticator }
    var logger: any Logging { externalDependencies.logger }
    var terminal: any Terminal { externalDependencies.terminal }
}
