import Authentication
import AuthenticationStubs
import CommandLineKit
import Log
import LogStubs
import OnboardingFeature
import Terminal
import TerminalStubs
import TestSupport
import Testing
import Time
import TimeStubs

/// A composition root for onboarding tests: stubs only, all in memory.
final class OnboardingTestDependencies: OnboardingFeatureDependencies {
    let accounts = InMemoryAccountStore()
    let sessions = InMemorySessionStore()
    let tokens = StubSessionTokens()
    let recordingLogger = RecordingLogger()
    let recordingTerminal: RecordingTerminal

    var authenticator: any Authenticating {
        Authenticator(accounts: accounts, hasher: StubPasswordHasher(), sessions: sessions, tokens: tokens, clock: FixedClock())
    }
    var logger: any Logging { recordingLogger }
    var terminal: any Terminal { recordingTerminal }

    init(input: [String] = [], isInteractive: Bool = false) {
        recordingTerminal = RecordingTerminal(input: input, isInteractive: isInteractive)
    }
}

@Suite struct OnboardingFeatureTests {
    let password = "correct horse battery"

    func run(_ dependencies: OnboardingTestDependencies, _ arguments: String...) throws {
        try OnboardingFeature(dependencies: dependencies).run(invocation(of: OnboardingFeature<OnboardingTestDependencies>.commands, arguments))
    }

    @Test func signsUpWithAPasswordFromStandardInput() throws {
        let app = OnboardingTestDependencies(input: [password])
        try run(app, "signup", "--email", "ada@example.com", "--name", "Ada Lovelace", "--password-stdin")
        #expect(app.recordingTerminal.output == """
            Welcome, Ada Lovelace! You are signed in.
            Ada Lovelace <ada@example.com>
            Member since 2026-01-15

            """)
        #expect(app.accounts.records.count == 1)
        #expect(app.sessions.token != nil)
    }

    @Test func asksTwiceWithoutEchoOnATerminal() throws {
        let app = OnboardingTestDependencies(input: [password, password], isInteractive: true)
        try run(app, "signup", "--email", "ada@example.com")
        #expect(app.recordingTerminal.errorOutput == "Choose a password: Repeat the password: ")
        #expect(app.accounts.records.count == 1)
    }

    @Test func createsNothingWhenTheRepeatedPasswordDiffers() {
        let app = OnboardingTestDependencies(input: [password, "something else"], isInteractive: true)
        #expect(throws: CommandFailure("No password was entered.")) {
            try run(app, "signup", "--email", "ada@example.com")
        }
        #expect(app.recordingTerminal.errorOutput.contains("The passwords do not match; please choose a password again.\nChoose a password: "))
        #expect(app.accounts.records.isEmpty)
    }

    @Test func refusesATooShortPasswordBeforeAskingToRepeatItThenAsksAgain() throws {
        let app = OnboardingTestDependencies(input: ["short", password, password], isInteractive: true)
        try run(app, "signup", "--email", "ada@example.com")
        #expect(app.recordingTerminal.errorOutput == "Choose a password: The password must be at least 8 characters long. Please choose another.\n"
            + "Choose a password: Repeat the password: ")
        #expect(app.accounts.records.count == 1)
    }

    @Test func givesUpOnANewPasswordAfterThreeTries() {
        let app = OnboardingTestDependencies(input: ["short", "shorter", password, "typo", password], isInteractive: true)
        #expect(throws: CommandFailure("No password was chosen in 3 tries; nothing was changed.")) {
            try run(app, "signup", "--email", "ada@example.com")
        }
        #expect(app.accounts.records.isEmpty)
        #expect(app.recordingTerminal.input == [password])
    }

    @Test func rejectsAMalformedEmailBeforeAskingForANewPassword() {
        let app = OnboardingTestDependencies(input: [password, password], isInteractive: true)
        #expect(throws: AuthenticationError.malformedEmail("ada")) { try run(app, "signup", "--email", "ada") }
        #expect(app.recordingTerminal.errorOutput.isEmpty)
    }

    @Test func refusesToPromptWithoutATerminal() {
        let app = OnboardingTestDependencies(input: [password], isInteractive: false)
        #expect(throws: UsageError.self) { try run(app, "signin", "--email", "ada@example.com") }
    }

    @Test func rejectsAMalformedEmailBeforeAskingForAPassword() {
        let app = OnboardingTestDependencies(input: [password], isInteractive: true)
        #expect(throws: AuthenticationError.malformedEmail("ada")) { try run(app, "signin", "--email", "ada") }
        #expect(app.recordingTerminal.errorOutput.isEmpty)
    }

    @Test func signsInOutAndSaysWhoIsSignedIn() throws {
        let app = OnboardingTestDependencies(input: [password, password])
        try run(app, "signup", "--email", "ada@example.com", "--password-stdin")
        try run(app, "signout")
        #expect(throws: CommandFailure("Not signed in — run `coffeeshops signin`.")) { try run(app, "whoami") }
        try run(app, "signin", "--email", "ADA@example.com", "--password-stdin")
        try run(app, "whoami", "--json")
        #expect(app.recordingTerminal.output.hasSuffix("""
            {
              "email" : "ada@example.com",
              "id" : 1,
              "memberSince" : "2026-01-15",
              "name" : null
            }

            """))
        #expect(app.recordingTerminal.output.contains("Signed out of ada@example.com.\n"))
    }

    @Test func neverLogsOrPrintsThePassword() throws {
        let app = OnboardingTestDependencies(input: [password, "wrong password"])
        try run(app, "signup", "--email", "ada@example.com", "--password-stdin")
        #expect(throws: AuthenticationError.self) { try run(app, "signin", "--email", "ada@example.com", "--password-stdin") }
        let everything = app.recordingTerminal.output + app.recordingTerminal.errorOutput + app.recordingLogger.text
        #expect(!everything.contains(password))
        #expect(!everything.contains("wrong password"))
        #expect(app.recordingLogger.text.contains("sign-in refused"))
    }

    @Test func saysSoWhenSigningOutWhileSignedOut() throws {
        let app = OnboardingTestDependencies()
        try run(app, "signout")
        #expect(app.recordingTerminal.output == "You were not signed in.\n")
    }
}
