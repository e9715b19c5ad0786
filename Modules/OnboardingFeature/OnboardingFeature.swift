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

    /// The commands this feature runs, each with what it does.
    public static var commands: [RunnableCommand<Self>] {
        let json = Argument.flag("json", help: "Print the account as JSON.")
        let passwordStdin = Argument.flag("password-stdin", help: "Read the password from standard input instead of the terminal.")
        return [
            RunnableCommand(
                "signup",
                abstract: "Create an account and sign in to it.",
                discussion: "The password is asked for twice, without echo, unless --password-stdin is given.",
                arguments: [
                    .option("email", value: "email", help: "The email address to sign in with.", required: true),
                    .option("name", value: "name", help: "The name to greet you by."),
                    passwordStdin, json,
                ]
            ) { feature, invocation in
                try feature.commands(for: invocation).signUp(email: invocation.value("email") ?? "", name: invocation.value("name"))
            },
            RunnableCommand(
                "signin",
                abstract: "Sign in to your account.",
                arguments: [
                    .option("email", value: "email", help: "Your account's email address.", required: true),
                    passwordStdin, json,
                ]
            ) { feature, invocation in
                try feature.commands(for: invocation).signIn(email: invocation.value("email") ?? "")
            },
            RunnableCommand(
                "signout",
                abstract: "Sign out of your account.",
                arguments: [.flag("all", help: "End every session of your account, wherever it was started.")]
            ) { feature, invocation in
                try feature.commands(for: invocation).signOut(everywhere: invocation.flag("all"))
            },
            RunnableCommand("whoami", abstract: "Show the account you are signed in to.", arguments: [json]) { feature, invocation in
                try feature.commands(for: invocation).whoAmI()
            },
        ]
    }

    /// Runs `invocation`, one of ``commands``.
    public func run(_ invocation: Invocation) throws {
        try Self.commands.run(invocation, with: self)
    }

    /// The onboarding commands for one invocation, with the password reader and output format it chose.
    func commands(for invocation: Invocation) -> OnboardingCommands<SplicedOnboardingCommandsDependencies<Dependencies>> {
        let passwordReader: any PasswordReading = invocation.flag("password-stdin")
            ? StandardInputPasswordReader(terminal: dependencies.terminal)
            : TerminalPasswordReader(terminal: dependencies.terminal)
        return OnboardingCommands(
            dependencies: SplicedOnboardingCommandsDependencies(
                externalDependencies: dependencies,
                passwordReader: passwordReader,
                outputFormat: OutputFormat(json: invocation.flag("json"))
            )
        )
    }
}
