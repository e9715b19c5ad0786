import Foundation
import Testing

/// Text with ESC, BEL, NUL and C1 characters goes into every command: it is rejected where it would
/// be stored, and nothing the app prints carries a raw control byte.
@Suite struct ControlCharacterEndToEndTests {
    let cli = CoffeeShopsCLI()
    let password = "correct horse battery"
    let hostile = "Evil\u{1B}[2J\u{1B}]0;owned\u{7}\u{9B}31m"

    func expectNoRawControlCharacters(_ result: CoffeeShopsCLI.Result, _ what: String) {
        for (stream, text) in [("stdout", result.output), ("stderr", result.errorOutput)] {
            let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
            #expect(raw.isEmpty, "\(what) wrote \(raw.map { String($0.value, radix: 16) }) to \(stream)")
        }
    }

    @Test func rejectsControlCharactersAtInputAndNeverPrintsThemRaw() throws {
        let signup = try cli.run("signup", "--email", "ada@example.com", "--name", hostile, "--password-stdin", input: password)
        #expect(signup.status == 1)
        #expect(signup.errorOutput == "Error: The name must not contain control characters or bidirectional controls.\n")
        expectNoRawControlCharacters(signup, "signup --name")

        let email = try cli.run("signup", "--email", "ada\u{1B}[2J@example.com", "--password-stdin", input: password)
        #expect(email.status == 1)
        #expect(email.errorOutput == "Error: 'ada\\u{1B}[2J@example.com' is not a valid email address.\n")

        #expect(try cli.run("signup", "--email", "ada@example.com", "--name", "Ada", "--password-stdin", input: password).status == 0)
        let note = try cli.run("rate", "1", "5", "--note", "nice\u{7}\u{1B}[2J")
        #expect(note.status != 0)
        #expect(note.errorOutput.contains("the note contains the control character U+0007"))
        expectNoRawControlCharacters(note, "rate --note")

        let folder = cli.dataDirectory.deletingLastPathComponent()
        let csv = folder.appendingPathComponent("hostile.csv")
        try Data("name,latitude,longitude,city\nGood,1,2,Paris\nNul\u{0}Cut,1,2,X\n".utf8).write(to: csv)
        let csvImport = try cli.run("import", csv.path)
        #expect(csvImport.status == 1)
        #expect(csvImport.errorOutput == "Error: \(csv.path), line 3: the name contains the control character U+0000. Nothing was imported.\n")
        let geojson = folder.appendingPathComponent("hostile.geojson")
        let feature = #"{"type":"Feature","geometry":{"type":"Point","coordinates":[2,1]},"properties":{"name":"\u001b[2JEvil","addr:city":"x"}}"#
        try Data(#"{"type":"FeatureCollection","features":[\#(feature)]}"#.utf8).write(to: geojson)
        let geoImport = try cli.run("import", geojson.path)
        #expect(geoImport.status == 1)
        #expect(geoImport.errorOutput.contains("feature 1: the name contains the control character U+001B"))

        for arguments in [
            ["shops", "--search", hostile], ["nearby", "--at", hostile], ["map", "--at", hostile], ["show", hostile],
            ["rate", hostile, "5"], ["profile", "set-location", hostile], ["import", folder.appendingPathComponent(hostile).path],
            ["whoami", hostile], ["--data-dir", hostile + "/x\u{0085}", "--help"], [hostile],
        ] {
            expectNoRawControlCharacters(try cli.run(arguments), "\(arguments)")
        }
        let menu = try cli.run([], input: ["4", hostile, "5", "nice\u{1B}[2J"].joined(separator: "\n"))
        expectNoRawControlCharacters(menu, "the menu")
    }
}
