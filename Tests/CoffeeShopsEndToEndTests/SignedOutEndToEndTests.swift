import Foundation
import Testing

/// What a new user can do before making an account, on a fresh data folder.
@Suite struct SignedOutEndToEndTests {
    let cli = CoffeeShopsCLI()

    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The README's first console example: its command line, and what it says the command prints.
    static func firstExample() throws -> (arguments: [String], output: String) {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let block = try #require(text.components(separatedBy: "```console\n").dropFirst().first?.components(separatedBy: "```").first)
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
        let command = try #require(lines.first.flatMap { $0.hasPrefix("$ coffeeshops ") ? $0.dropFirst(14) : nil })
        return (command.split(separator: " ").map(String.init), lines.dropFirst().joined(separator: "\n"))
    }

    @Test func runsTheReadmesFirstExampleVerbatimAndPrintsWhatItShows() throws {
        let example = try Self.firstExample()
        #expect(example.arguments == ["nearby", "--at", "Paris", "--limit", "3"])
        #expect(!FileManager.default.fileExists(atPath: cli.dataDirectory.path))
        let result = try cli.run(example.arguments)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput.isEmpty)
        #expect(result.output == example.output)
    }

    @Test func browsesWithoutAnAccountAndRefusesWhatNeedsOne() throws {
        let nearby = try cli.run("nearby", "--at", "Copenhagen", "--limit", "5", "--json")
        #expect(nearby.status == 0, "\(nearby.errorOutput)")
        let shops = try #require(try JSONSerialization.jsonObject(with: Data(nearby.output.utf8)) as? [[String: Any]])
        #expect(shops.count == 5)
        #expect(shops.allSatisfy { $0["yourStars"] is NSNull })
        let id = try #require(shops.first?["id"] as? Int)

        let map = try cli.run("map", "--at", "Copenhagen")
        #expect(map.status == 0, "\(map.errorOutput)")
        let name = try #require(shops.first?["name"] as? String)
        #expect(map.output.contains("1  \(name)"), "\(map.output)")

        let show = try cli.run("show", String(id), "--open-nothing")
        #expect(show.status == 64)
        let details = try cli.run("show", String(id))
        #expect(details.status == 0 && details.output.hasPrefix(name + "  #\(id)\n"), "\(details.output)\(details.errorOutput)")
        #expect(try cli.run("map", "--at", "Copenhagen", "--open", String(id)).output.contains(name + "  #\(id)\n"))
        #expect(try cli.run("shops", "--search", "Copenhagen", "--limit", "1").status == 0)

        let withoutHome = try cli.run("nearby")
        #expect(withoutHome.status == 64)
        #expect(withoutHome.errorOutput.hasPrefix("Error: Pass --at with a city or LAT,LON, or (signed in) save your home location"))

        let snapshot = try cli.dataSnapshot()
        for command in [["rate", String(id), "4"], ["profile"], ["visited"], ["profile", "set-location", "55.6761,12.5683"]] {
            let refused = try cli.run(command)
            #expect(refused.status == 1, "\(command)")
            #expect(refused.output.isEmpty, "\(command)")
            #expect(refused.errorOutput == "Error: Not signed in — run `coffeeshops signin`.\n", "\(command)")
            #expect(try cli.dataSnapshot() == snapshot, "\(command) changed the data folder")
        }
    }

    @Test func browsesFromTheInteractiveSessionWithoutAnAccount() throws {
        let session = try cli.run([], input: ["3", "Paris", "5", "Comet", "1", "6"].joined(separator: "\n"))
        #expect(session.status == 0)
        #expect(session.output.contains("Coffee shops within 2 km of 48.857352,2.349027\nID  DISTANCE  SHOP"))
        #expect(session.output.contains("'Comet' matches 6 shops:"))
        #expect(session.output.contains("Comet Coffee  #21\nVesterbrogade 159, Copenhagen\n"))
        #expect(session.output.hasSuffix("Goodbye.\n"))
        #expect(!session.errorOutput.contains("Error:"), "\(session.errorOutput)")
    }
}
