import Foundation
import Testing

/// Runs the built `coffeeshops` binary in a temporary data folder, as a person or script would.
@Suite struct CoffeeShopsEndToEndTests {
    let cli = CoffeeShopsCLI()
    let password = "correct horse battery"

    @Test func signsUpInOutAndRefusesBadInputWithoutChangingAnything() throws {
        let signup = try cli.run("signup", "--email", "ada@example.com", "--name", "Ada", "--password-stdin", input: password)
        #expect(signup.status == 0)
        #expect(signup.output.contains("Welcome, Ada! You are signed in."))
        #expect(try cli.run("signout").output == "Signed out of ada@example.com.\n")

        let signin = try cli.run("signin", "--email", "ada@example.com", "--password-stdin", "--json", input: password)
        #expect(signin.status == 0)
        let account = try JSONSerialization.jsonObject(with: Data(signin.output.utf8)) as? [String: Any]
        #expect(account?["email"] as? String == "ada@example.com")

        let whoami = try cli.run("whoami")
        #expect(whoami.status == 0)
        #expect(whoami.output.hasPrefix("Ada <ada@example.com>\nMember since "))

        let snapshot = try cli.dataSnapshot()
        let refused: [(arguments: [String], input: String, status: Int32, message: String)] = [
            (["signin", "--email", "ada@example.com", "--password-stdin"], "wrong password", 1, "Error: Wrong email or password.\n"),
            (["signin", "--email", "bob@example.com", "--password-stdin"], password, 1, "Error: Wrong email or password.\n"),
            (["signup", "--email", "ada@example.com", "--password-stdin"], password, 1, "Error: An account for ada@example.com exists already; sign in with `coffeeshops signin --email ada@example.com`.\n"),
            (["signup", "--email", "ada.example.com", "--password-stdin"], password, 1, "Error: 'ada.example.com' is not a valid email address.\n"),
            (["signup", "--email", "bob@example.com", "--password-stdin"], "", 1, "Error: The password is empty.\n"),
            (["signin", "--email", "ada@example.com"], password, 64, "Error: Standard input is not a terminal; pass --password-stdin to read the password from it.\n"),
            (["signin", "--email", "ada@example.com", "--password", password], "", 64, "Error: Unknown option '--password'. Did you mean '--password-stdin'?\n"),
        ]
        for attempt in refused {
            let result = try cli.run(attempt.arguments, input: attempt.input)
            #expect(result.status == attempt.status, "\(attempt.arguments)")
            #expect(result.output.isEmpty, "\(attempt.arguments)")
            #expect(result.errorOutput.hasPrefix(attempt.message), "\(attempt.arguments)")
            #expect(!result.errorOutput.contains(password))
            #expect(try cli.dataSnapshot() == snapshot, "\(attempt.arguments) changed the data folder")
        }

        #expect(try cli.run("signout").status == 0)
        let signedOut = try cli.run("whoami")
        #expect(signedOut.status == 1)
        #expect(signedOut.errorOutput == "Error: Not signed in — run `coffeeshops signin`.\n")

        let log = try String(contentsOf: cli.dataDirectory.appendingPathComponent("coffeeshops.log"), encoding: .utf8)
        #expect(log.contains("signed in"))
        #expect(!log.contains(password) && !log.contains("wrong password") && !log.contains("pbkdf2"))
    }

    @Test func keepsItsDataOwnerOnly() throws {
        _ = try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: password)
        let attributes = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int }
        #expect(try attributes(cli.dataDirectory.path) == 0o700)
        for file in ["coffeeshops.sqlite", "session", "coffeeshops.log"] {
            #expect(try attributes(cli.dataDirectory.appendingPathComponent(file).path) == 0o600, "\(file)")
        }
    }

    @Test func refusesBadInputOnAFreshFolderWithoutCreatingIt() throws {
        let attempts: [([String], String)] = [
            (["shops", "--limit", "0"], ""), (["nearby", "--radius", "5e-324"], ""), (["map", "--at", "Paris", "--radius", "0"], ""), (["nearby"], ""),
            (["signup", "--email", "not-an-email", "--password-stdin"], password), (["signup", "--email", "ada@example.com", "--password-stdin"], "short"),
            (["whoami"], ""), (["signout"], ""), (["import", "/no/such/file.csv"], ""),
        ]
        for (arguments, input) in attempts {
            let result = try cli.run(arguments, input: input)
            #expect(result.status != 0 || arguments == ["signout"], "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: cli.dataDirectory.path), "\(arguments) created the data folder")
        }
    }

    @Test func tightensAnExistingDataFolderAndItsFiles() throws {
        _ = try cli.run("shops", "--limit", "1")
        let log = cli.dataDirectory.appendingPathComponent("coffeeshops.log").path
        let database = cli.dataDirectory.appendingPathComponent("coffeeshops.sqlite").path
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: cli.dataDirectory.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database)
        try Data("an old line\n".utf8).write(to: URL(fileURLWithPath: log))
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: log)
        #expect(try cli.run("shops", "--limit", "1").status == 0)
        let attributes = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int }
        #expect(try attributes(cli.dataDirectory.path) == 0o700)
        #expect(try attributes(database) == 0o600)
        #expect(try attributes(log) == 0o600)
    }

    @Test func refusesAFolderThatIsNotItsOwnAndChangesNothingInIt() throws {
        let attributes = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int }
        // A shared folder (the sticky bit, as /tmp has) with someone's script in it.
        try FileManager.default.createDirectory(at: cli.dataDirectory, withIntermediateDirectories: true)
        let script = cli.dataDirectory.appendingPathComponent("build.sh")
        try Data("#!/bin/sh\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: cli.dataDirectory.path)
        let shared = try cli.run("shops", "--limit", "1")
        #expect(shared.status != 0)
        #expect(shared.errorOutput.contains("shared folder") && shared.errorOutput.contains("a folder of its own"))
        #expect(!shared.errorOutput.contains("chmod"))
        #expect(try attributes(cli.dataDirectory.path) == 0o1777)
        #expect(try attributes(script.path) == 0o755)
        // A project folder: not shared, but holding files that are not the app's.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.dataDirectory.path)
        let project = try cli.run("shops", "--limit", "1")
        #expect(project.status != 0)
        #expect(project.errorOutput.contains("'build.sh', which is not coffeeshops'"))
        #expect(try attributes(cli.dataDirectory.path) == 0o755)
        #expect(try attributes(script.path) == 0o755)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cli.dataDirectory.path) == ["build.sh"])
    }

    @Test func neverAppendsTheLogThroughASymbolicLink() throws {
        try FileManager.default.createDirectory(at: cli.dataDirectory, withIntermediateDirectories: true)
        let target = cli.dataDirectory.deletingLastPathComponent().appendingPathComponent("target.txt")
        try Data("precious\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: cli.dataDirectory.appendingPathComponent("coffeeshops.log"), withDestinationURL: target)
        _ = try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: password)
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
    }

    @Test func printsHelpAndVersionWithoutTouchingTheDisk() throws {
        let help = try cli.run("--help")
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: coffeeshops [--data-dir <path>] <command>"))
        #expect(try cli.run("import", "--help").output.contains("USAGE: coffeeshops import [--json] <file>"))
        #expect(try cli.run("--version").output.hasPrefix("coffeeshops "))
        let typo = try cli.run("sigin")
        #expect(typo.status == 64)
        #expect(typo.errorOutput.hasPrefix("Error: Unknown command 'sigin'. Did you mean 'signin'?"))
        #expect(!FileManager.default.fileExists(atPath: cli.dataDirectory.path))
    }

    @Test func importsAFileAndRollsBackABadOne() throws {
        let good = cli.dataDirectory.deletingLastPathComponent().appendingPathComponent("good-\(UUID().uuidString).csv")
        try Data("name,latitude,longitude\nTest Roasters,1.5,2.5\n".utf8).write(to: good)
        let first = try cli.run("import", good.path, "--json")
        #expect(first.status == 0)
        #expect(first.output == "{\n  \"added\" : 1,\n  \"skipped\" : 0\n}\n")
        #expect(try cli.run("import", good.path).output == "Imported 0 shops from \(good.path) (1 already in the catalog).\n")

        let bad = cli.dataDirectory.deletingLastPathComponent().appendingPathComponent("bad-\(UUID().uuidString).csv")
        try Data("name,latitude,longitude\nNew One,1,1\nBroken,95,1\n".utf8).write(to: bad)
        let snapshot = try cli.dataSnapshot()
        let refused = try cli.run("import", bad.path)
        #expect(refused.status == 1)
        #expect(refused.errorOutput == "Error: \(bad.path), line 3: latitude 95.0 is not between -90 and 90. Nothing was imported.\n")
        #expect(try cli.dataSnapshot() == snapshot)
        #expect(try cli.run("shops", "--search", "New One").output == "No shops match.\n")
    }

    @Test func letsTwoProcessesWriteAtOnce() throws {
        _ = try cli.run("shops", "--limit", "1") // Creates and migrates the database first.
        let files = try (0..<2).map { index in
            let url = cli.dataDirectory.deletingLastPathComponent().appendingPathComponent("batch\(index)-\(UUID().uuidString).csv")
            let rows = (0..<300).map { "Batch \(index) Shop \($0),\(Double(index) + 0.001 * Double($0)),10" }
            try Data((["name,latitude,longitude"] + rows).joined(separator: "\n").utf8).write(to: url)
            return url
        }
        let processes = try files.map { try cli.start(["import", $0.path]) }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let listed = try cli.run("shops", "--search", "Batch", "--limit", "1000", "--json")
        let shops = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [Any]
        #expect(shops?.count == 600)
    }
}
