import Foundation
import Testing

/// Sessions are random tokens the database knows only by digest: an edited, copied or ended one
/// signs nobody in.
@Suite struct SessionEndToEndTests {
    let cli = CoffeeShopsCLI()
    let password = "correct horse battery"
    var sessionFile: URL { cli.dataDirectory.appendingPathComponent("session") }
    let notSignedIn = "Error: Not signed in — run `coffeeshops signin`.\n"

    @Test func aForgedOrReplayedSessionFileSignsNobodyIn() throws {
        #expect(try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: password).status == 0)
        let token = try String(contentsOf: sessionFile, encoding: .utf8)
        #expect(token.range(of: "^[0-9a-f]{64}\n$", options: .regularExpression) != nil)

        for forged in ["{\"accountID\":1,\"startedAt\":0}", "1", String(repeating: "0", count: 64) + "\n"] {
            try Data(forged.utf8).write(to: sessionFile)
            let whoami = try cli.run("whoami")
            #expect(whoami.status == 1, "\(forged)")
            #expect(whoami.errorOutput == notSignedIn, "\(forged)")
        }

        try Data(token.utf8).write(to: sessionFile)
        #expect(try cli.run("whoami").status == 0)
        #expect(try cli.run("signout").status == 0)
        try Data(token.utf8).write(to: sessionFile) // A copy kept from before sign-out.
        #expect(try cli.run("whoami").errorOutput == notSignedIn)
    }

    @Test func signingOutEverywhereEndsEverySession() throws {
        #expect(try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: password).status == 0)
        let first = try String(contentsOf: sessionFile, encoding: .utf8)
        #expect(try cli.run("signin", "--email", "ada@example.com", "--password-stdin", input: password).status == 0)
        let second = try String(contentsOf: sessionFile, encoding: .utf8)
        #expect(first != second)
        #expect(try cli.run("signout", "--all").output == "Signed out of ada@example.com everywhere.\n")
        for token in [first, second] {
            try Data(token.utf8).write(to: sessionFile)
            #expect(try cli.run("whoami").errorOutput == notSignedIn)
        }
    }
}
