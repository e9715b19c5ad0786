import Authentication
import AuthenticationStubs
import MenuFeature
import Terminal
import TerminalStubs
import Testing
import TimeStubs

/// An app-wide scope for menu tests: a navigator that records where the menu went and signs in or
/// out as the real app would.
final class MenuTestDependencies: MenuFeatureDependencies, MenuNavigating {
    let recordingTerminal: RecordingTerminal
    let sessions = InMemorySessionStore()
    let tokens = StubSessionTokens()
    let accounts = InMemoryAccountStore()
    private(set) var opened: [MenuDestination] = []

    var authenticator: any Authenticating {
        Authenticator(accounts: accounts, hasher: StubPasswordHasher(), sessions: sessions, tokens: tokens, clock: FixedClock())
    }
    var menuNavigator: any MenuNavigating { self }
    var terminal: any Terminal { recordingTerminal }

    init(input: [String]) {
        recordingTerminal = RecordingTerminal(input: input)
    }

    func open(_ destination: MenuDestination) -> Bool {
        opened.append(destination)
        switch destination {
        case .signUp(let email, let name):
            return (try? authenticator.signUp(email: email, name: name, password: "correct horse")) != nil
        case .signOut:
            return (try? authenticator.signOut(everywhere: false)) != nil
        default:
            return true
        }
    }
}

@Suite struct MenuFeatureTests {
    @Test func onboardsThenGoesWhereThePersonChooses() throws {
        let app = MenuTestDependencies(input: [
            "2", "ada@example.com", "Ada", // sign up
            "1", "55.6761,12.5683", // nearby
            "2", "Paris", // map around a city
            "4", "Comet", "5", "Great vinyl", // rate
            "3", "Comet", // show
            "5", "6", "7", // profile, visited, sign out
            "3", // quit
        ])
        try MenuFeature(dependencies: app).run()
        #expect(app.opened == [
            .signUp(email: "ada@example.com", name: "Ada"),
            .nearby(at: "55.6761,12.5683"),
            .map(at: "Paris"),
            .rate(shop: "Comet", stars: 5, note: "Great vinyl"),
            .show(shop: "Comet"),
            .profile,
            .visited,
            .signOut,
        ])
        #expect(app.recordingTerminal.output.contains("Signed in as Ada.\n  1. Nearby shops"))
        #expect(app.recordingTerminal.output.hasSuffix("You are not signed in.\n  1. Sign in\n  2. Sign up\n  3. Quit\nGoodbye.\n"))
    }

    @Test func reasksAfterInputItCannotUse() throws {
        let app = MenuTestDependencies(input: ["9", "two", "2", "", "ada@example.com", "", "1", "91,0", "1,2", "4", "Comet", "6", "3", "", "8"])
        try MenuFeature(dependencies: app).run()
        #expect(app.opened == [
            .signUp(email: "ada@example.com", name: nil),
            .nearby(at: "1,2"),
            .rate(shop: "Comet", stars: 3, note: nil),
        ])
        let errors = app.recordingTerminal.errorOutput
        #expect(errors.contains("Please type a number from 1 to 3.\nChoose 1–3: Please type a number from 1 to 3."))
        #expect(errors.contains("Please type an answer."))
        #expect(errors.contains("Please type a city, or LAT,LON in decimal degrees"))
        #expect(errors.contains("Please type a whole number from 1 to 5."))
    }

    @Test func endsCleanlyWhenInputEnds() throws {
        let app = MenuTestDependencies(input: ["2", "ada@example.com"])
        try MenuFeature(dependencies: app).run()
        #expect(app.opened.isEmpty)
        #expect(app.recordingTerminal.output.hasSuffix("Goodbye.\n"))
    }
}
