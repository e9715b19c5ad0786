import Foundation
import Testing

/// The signed-in commands and the interactive session, run through the built binary.
@Suite struct SignedInEndToEndTests {
    let cli = CoffeeShopsCLI()
    let password = "correct horse battery"
    let copenhagen = "55.6761,12.5683"

    func json(_ result: CoffeeShopsCLI.Result) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    }

    @Test func findsRatesShowsAndRemembersShops() throws {
        #expect(try cli.run("signup", "--email", "ada@example.com", "--name", "Ada", "--password-stdin", input: password).status == 0)

        let nearby = try cli.run("nearby", "--at", copenhagen, "--limit", "3", "--json")
        #expect(nearby.status == 0)
        let shops = try #require(try json(nearby) as? [[String: Any]])
        #expect(shops.count == 3)
        let distances = shops.compactMap { $0["distanceKm"] as? Double }
        #expect(distances == distances.sorted())
        let id = try #require(shops.first?["id"] as? Int)

        let rate = try cli.run("rate", String(id), "5", "--note", "Vinyl upstairs")
        #expect(rate.status == 0)
        #expect(rate.output.hasPrefix("Rated "))

        let show = try #require(try json(cli.run("show", String(id), "--json")) as? [String: Any])
        #expect(show["yourStars"] as? Int == 5)
        #expect(show["yourNote"] as? String == "Vinyl upstairs")
        #expect(show["averageStars"] as? Double == 5)

        #expect(try cli.run("profile", "set-location", copenhagen).status == 0)
        let profile = try #require(try json(cli.run("profile", "--json")) as? [String: Any])
        #expect(profile["tier"] as? String == "Regular")
        #expect(profile["ratedShops"] as? Int == 1)

        let homeNearby = try cli.run("nearby", "--limit", "1")
        #expect(homeNearby.output.hasPrefix("Coffee shops within 2 km of 55.676100,12.568300\n"))

        let visited = try #require(try json(cli.run("visited", "--json")) as? [[String: Any]])
        #expect(visited.map { $0["id"] as? Int } == [id])

        let map = try cli.run("map", "--open", String(id))
        #expect(map.status == 0)
        #expect(map.output.contains("* 4–5 stars   + 1–3 stars   o not rated   @ you"))
        #expect(map.output.contains("Your note    Vinyl upstairs"))

        #expect(try cli.run("signout").status == 0)
        let signedOut = try cli.run("show", String(id))
        #expect(signedOut.status == 0)
        #expect(signedOut.output.contains("Your rating  not rated yet") && signedOut.output.contains("Average      5.0 ★ from 1 rating"))
        #expect(!signedOut.output.contains("Vinyl upstairs"))
        for command in [["rate", String(id), "3"], ["profile"], ["visited"], ["profile", "set-location", copenhagen]] {
            let refused = try cli.run(command)
            #expect(refused.status == 1, "\(command)")
            #expect(refused.errorOutput == "Error: Not signed in — run `coffeeshops signin`.\n", "\(command)")
        }
    }

    @Test func rejectsBadRatingsWithoutWritingAnything() throws {
        _ = try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: password)
        let snapshot = try cli.dataSnapshot()
        let refused: [([String], Int32, String)] = [
            (["rate", "1", "0"], 64, "Error: The value '0' is invalid for '<stars>': expected a whole number from 1 to 5."),
            (["rate", "1", "6"], 64, "Error: The value '6' is invalid for '<stars>'"),
            (["rate", "1", "5", "--note", String(repeating: "x", count: 1_001)], 64, "Error: The note has 1001 characters; the most is 1000."),
            (["rate", "999999", "5"], 1, "Error: No shop has the id 999999."),
            (["rate", "Comet", "5"], 1, "Error: 'Comet' matches several shops:"),
            (["rate", "zzzz-no-such-shop", "5"], 1, "Error: No shop matches 'zzzz-no-such-shop'"),
            (["nearby", "--at", "Atlantis"], 64, "Error: 'Atlantis' is neither LAT,LON"),
            (["map", "--at", copenhagen, "--radius", "5e-324"], 64, "Error: The value '5e-324' is invalid"),
            (["nearby", "--at", copenhagen, "--radius", "nan"], 64, "Error: The value 'nan' is invalid"),
            (["nearby"], 64, "Error: Pass --at with a city or LAT,LON, or (signed in) save your home location"),
        ]
        for (arguments, status, message) in refused {
            let result = try cli.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.errorOutput.hasPrefix(message), "\(arguments): \(result.errorOutput)")
            #expect(try cli.dataSnapshot() == snapshot, "\(arguments) changed the data folder")
        }
    }

    @Test func runsTheInteractiveSessionFromPipedInput() throws {
        let input = [
            "2", "ada@example.com", "Ada", password, // sign up; the password is the next line when piped
            "1", copenhagen, // nearby
            "4", "nonsense-shop", "Comet", "2", "5", "", // rate: a miss asks for the shop again; "Comet" lists six to pick from
            "9", "5", // an invalid choice, re-asked, then the profile
            "6", // the visited shops
            "7", // sign out
            "1", "ada@example.com", "wrong password", // a refused sign-in
        ].joined(separator: "\n")
        let session = try cli.run([], input: input)
        #expect(session.status == 0)
        #expect(session.output.contains("Welcome, Ada! You are signed in."))
        #expect(session.output.contains("Coffee shops within 2 km of 55.676100,12.568300"))
        #expect(session.output.contains("'Comet' matches 6 shops:\n  1. Comet Coffee (Copenhagen)  #21\n  2. Comet Coffee (San Francisco)  #178\n"))
        #expect(session.output.contains("Rated Comet Coffee ★★★★★."))
        #expect(session.output.contains("Membership     Regular"))
        #expect(session.output.contains("★★★★★  Comet Coffee  San Francisco"))
        #expect(session.output.contains("Signed out of ada@example.com."))
        #expect(session.output.hasSuffix("Goodbye.\n"))
        #expect(session.errorOutput.contains("No shop matches 'nonsense-shop'; type another name or an id.\nShop (id or name): "))
        #expect(session.errorOutput.contains("Please type a number from 1 to 8."))
        #expect(session.errorOutput.contains("Error: Wrong email or password."))
        #expect(!session.output.contains(password) && !session.errorOutput.contains(password))
    }
}
