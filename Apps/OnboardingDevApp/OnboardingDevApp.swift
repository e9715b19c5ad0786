import Authentication
import AuthenticationStubs
import CommandLineKit
import DevAppSupport
import Log
import LogStubs
import OnboardingFeature
import Terminal
import Time

/// The composition root of the onboarding dev app: accounts and the session in memory.
struct OnboardingDevAppDependencies: OnboardingFeatureDependencies {
    let terminal: any Terminal = SystemTerminal()
    let logger: any Logging = RecordingLogger()
    let authenticator: any Authenticating = Authenticator(
        accounts: StubAccount.makeStore(),
        hasher: StubPasswordHasher(),
        sessions: InMemorySessionStore(),
        tokens: StubSessionTokens(),
        clock: SystemClock()
    )
}

/// `swift run OnboardingDevApp [COMMAND …]`: the onboarding feature on stub data. With no command it
/// reads commands line by line, keeping its in-memory state between them.
@main
enum OnboardingDevApp {
    static let program = CommandLineProgram(
        root: Command(
            "OnboardingDevApp",
            abstract: "A dev app: sign up, sign in and out, alone, with accounts in memory.",
            discussion: """
                Starts signed out, with one stub account: ada@example.com, password "correct horse". Passwords \
                are hashed with a fast stub hasher, and nothing is read from or written to disk. With no \
                command, type commands one per line.
                """,
            subcommands: OnboardingFeature<OnboardingDevAppDependencies>.commands.map(\.command)
        ),
        version: "OnboardingDevApp (dev app)"
    )

    static func main() {
        let dependencies = OnboardingDevAppDependencies()
        program.launchDevApp(on: dependencies.terminal, banner: "Try `signin --email ada@example.com` or `help`;", prompt: "onboarding> ") { invocation in
            try OnboardingFeature(dependencies: dependencies).run(invocation)
        }
    }
}
