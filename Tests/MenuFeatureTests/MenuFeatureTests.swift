import Authentication
import AuthenticationStubs
import Catalog
import CatalogStubs
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
    let catalog = InMemoryCoffeeShopRepository()
    private(set) var opened: [MenuDestination] = []

    var authenticator: any Authenticating {
        Authenticator(accounts: accounts, hasher: StubPasswordHasher(), sessions: sessions, tokens: tokens, clock: FixedClock())
    }
    var coffeeShops: any CoffeeShopRepository { catalog }
    var menuNavigator: any MenuNavigating { self }
    var terminal: any Terminal { recordingTerminal }

    init(input: [String]) throws {
        recordingTerminal = RecordingTerminal(input: input)
        _ = catalog.importShops([
            try NewCoffeeShop(name: "Comet", coordinate: Coordinate(latitude: 48.8656, longitude: 2.3781), city: "Paris"),
            try NewCoffeeShop(name: "Comet Roasters", coordinate: Coordinate(latitude: 52.52, longitude: 13.40), city: "Berlin"),
            try NewCoffeeShop(name: "Juniper", coordinate: Coordinate(latitude: 52.53, longitude: 13.41), city: "Berlin"),
        ])
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
        let app = try MenuTestDependencies(input: [
            "2", "ada@example.com", "Ada", // sign up
            "1", "55.6761,12.5683", // nearby
            "2", "Paris", // map around a city
            "4", "Comet", "5", "Great vinyl", // rate
            "3", "Comet", // show
            "5", "6", "7", // profile, visited, sign out
            "6", // quit
        ])
        try MenuFeature(dependencies: app).run()
        #expect(app.opened == [
            .signUp(email: "ada@example.com", name: "Ada"),
            .nearby(at: "55.6761,12.5683"),
            .map(at: "Paris"),
            .rate(shop: "1", stars: 5, note: "Great vinyl"),
            .show(shop: "1"),
            .profile,
            .visited,
            .signOut,
        ])
        #expect(app.recordingTerminal.output.contains("Signed in as Ada.\n  1. Nearby shops"))
        #expect(app.recordingTerminal.output.hasSuffix("  5. Show a shop\n  6. Quit\nGoodbye.\n"))
    }

    @Test func quitsFromAnyQuestion() throws {
        for input in [["q"], ["QUIT"], ["3", "q"], ["2", "ada@example.com", "quit"]] {
            let app = try MenuTestDependencies(input: input + ["1", "ada@example.com"])
            try MenuFeature(dependencies: app).run()
            #expect(app.opened.isEmpty, "\(input)")
            #expect(!app.recordingTerminal.errorOutput.contains("Please type"), "\(input)")
        }
    }

    @Test func anEmptyPlaceWithNoDefaultSaysWhatToTypeAndNamesCities() throws {
        let app = try MenuTestDependencies(input: ["3", "", "q"])
        try MenuFeature(dependencies: app).run()
        let errors = app.recordingTerminal.errorOutput
        #expect(errors.contains("Please type a city, or LAT,LON in decimal degrees like 55.6761,12.5683 (q quits). The catalog has shops in "))
        #expect(!errors.contains("press Enter"), "Enter is not accepted there")
    }

    @Test func reasksAfterInputItCannotUse() throws {
        let app = try MenuTestDependencies(input: ["9", "two", "2", "", "ada@example.com", "", "1", "91,0", "1,2", "4", "Comet", "6", "3", "", "8"])
        try MenuFeature(dependencies: app).run()
        #expect(app.opened == [
            .signUp(email: "ada@example.com", name: nil),
            .nearby(at: "1,2"),
            .rate(shop: "1", stars: 3, note: nil),
        ])
        let errors = app.recordingTerminal.errorOutput
        #expect(errors.contains("Please type a number from 1 to 6.\nChoose 1–6: Please type a number from 1 to 6."))
        #expect(errors.contains("Please type an answer."))
        #expect(errors.contains("Please type a city, or LAT,LON in decimal degrees"))
        #expect(errors.contains("Please type a whole number from 1 to 5."))
    }

    @Test func checksTheShopBeforeAskingForStarsAndReasksOnlyTheWrongAnswer() throws {
        let longNote = String(repeating: "x", count: 1_001)
        let app = try MenuTestDependencies(input: [
            "2", "not-an-email", "ada@example.com", String(repeating: "A", count: 101), "", // sign up: only the wrong answers are asked again
            "4", "Atlantis", "99", "berlin", "3", "2", "4", "", // rate: two misses, then a pick among Berlin's shops
            "3", "roast", // show: one match
            "4", "co", "", "Juniper", "1", longNote, "Nice", // rate: Enter at the pick types another name; a too-long note
            "8",
        ])
        try MenuFeature(dependencies: app).run()
        #expect(app.opened == [
            .signUp(email: "ada@example.com", name: nil),
            .rate(shop: "3", stars: 4, note: nil),
            .show(shop: "2"),
            .rate(shop: "3", stars: 1, note: "Nice"),
        ])
        #expect(app.recordingTerminal.output.contains("'berlin' matches 2 shops:\n  1. Comet Roasters (Berlin)  #2\n  2. Juniper (Berlin)  #3\n"))
        let errors = app.recordingTerminal.errorOutput
        for message in [
            "'not-an-email' is not a valid email address; please type it again.\nEmail: ",
            "The name must be at most 100 characters long. Please type it again, or press Enter to skip it.\nName (Enter to skip): ",
            "No shop matches 'Atlantis'; type another name or an id.\nShop (id or name): ",
            "No shop has the id 99; type another id or a name.\nShop (id or name): ",
            "Please type a number from 1 to 2, or press Enter.\nChoose 1–2, or press Enter to type another: ",
            "The note has 1001 characters; the most is 1000; please type the note again, or press Enter to skip it.\nNote (Enter to skip): ",
        ] {
            #expect(errors.contains(message), "\(message)")
        }
        // Stars are asked once per rating, after the shop is known.
        #expect(errors.components(separatedBy: "Stars (1–5): ").count - 1 == 2)
        let firstStars = try #require(errors.range(of: "Stars (1–5): "))
        #expect(try #require(errors.range(of: "Please type a number from 1 to 2")).lowerBound < firstStars.lowerBound)
    }

    @Test func browsesWithoutSigningIn() throws {
        let app = try MenuTestDependencies(input: ["3", "", "Paris", "4", "55.6761,12.5683", "5", "juniper", "6"])
        try MenuFeature(dependencies: app).run()
        #expect(app.opened == [.nearby(at: "Paris"), .map(at: "55.6761,12.5683"), .show(shop: "3")])
        #expect(app.recordingTerminal.output.contains("You are not signed in: browse, or sign in to rate.\n  1. Sign in\n  2. Sign up\n  3. Nearby shops"))
        #expect(app.recordingTerminal.errorOutput.contains("Please type a city, or LAT,LON in decimal degrees like 55.6761,12.5683 (q quits). The catalog has shops in Berlin, Paris.\nAround where?"))
    }

    @Test func endsCleanlyWhenInputEnds() throws {
        let app = try MenuTestDependencies(input: ["2", "ada@example.com"])
        try MenuFeature(dependencies: app).run()
        #expect(app.opened.isEmpty)
        #expect(app.recordingTerminal.output.hasSuffix("Goodbye.\n"))
    }
}
