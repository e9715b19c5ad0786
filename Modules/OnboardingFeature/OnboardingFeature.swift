import CommandLineKit
import Terminal

/// What the app must provide to run onboarding.
public typealias OnboardingFeatureDependencies = OnboardingCommandsExternalDependencies

/// Sign up, sign in, sign out and who am I: the onboarding commands.
public struct OnboardingFeature<Dependencies: OnboardingFeatureDependencies> {
    let dependencies: Dependencies

    /// Runs onboarding commands with `dependencies`.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The commands this feature runs.
    public static var commands: [Command] {
        let json = Argument.flag("json", help: "Print the account as JSON.")
        let passwordStdin = Argument.flag("password-stdin", help: "Read the password from standard input instead of the terminal.")
        return [
            Command(
                "signup",
                abstract: "Create an account and sign in to it.",
                discussion: "The password is asked for twice, without echo, unless --password-stdin is given.",
                arguments: [
                    .option("email", value: "email", help: "The email address to sign in with.", required: true),
                    .option("name", value: "name", help: "The name to greet you by."),
                    passwordStdin, json,
                ]
            ),
            Command(
                "signin",
                abstract: "Sign in to your account.",
                arguments: [
                    .option("email", value: "email", help: "Your account's email address.", required: true),
                    passwordStdin, json,
                ]
            ),
            Command(
                "signout",
                abstract: "Sign out of your account.",
                arguments: [.flag("all", help: "End every session of your account, wherever it was started.")]
            ),
            Command("whoami", abstract: "Show the account you are signed in to.", arguments: [json]),
        ]
    }

    /// Runs `invocation`, one of ``commands``.
    public func run(_ invocation: Invocation) throws {
        let passwordReader: any PasswordReading = invocation.flag("password-stdin")
            ? StandardInputPasswordReader(terminal: dependencies.terminal)
            : TerminalPasswordReader(terminal: dependencies.terminal)
        let onboarding = OnboardingCommands(
            dependencies: SplicedOnboardingCommandsDependencies(
                externalDependencies: dependencies,
                passwordReader: passwordReader,
                outputFormat: OutputFormat(json: invocation.flag("json"))
            )
        )
        switch invocation.commandPath.first {
        case "signup": try onboarding.signUp(email: invocation.value("email") ?? "", name: invocation.value("name"))
        case "signin": try onboarding.signIn(email: invocation.value("email") ?? "")
        case "signout": try onboarding.signOut(everywhere: invocation.flag("all"))
        case "whoami": try onboarding.whoAmI()
        default: throw UsageError("OnboardingFeature cannot run '\(invocation.commandPath.joined(separator: " "))'.")
        }
    }
}
