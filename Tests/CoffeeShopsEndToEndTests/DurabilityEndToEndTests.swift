import Foundation
import Persistence
import Testing

/// What the app must survive: a writer in another process, a closed or full output, special files
/// where its files should be, a damaged database, and settings that the standards say to ignore.
@Suite struct DurabilityEndToEndTests {
    let cli = CoffeeShopsCLI()
    let password = "correct horse battery"
    var databasePath: String { cli.dataDirectory.appendingPathComponent("coffeeshops.sqlite").path }

    @Test func aSignedInReadAnswersWhileAnotherProcessWrites() throws {
        #expect(try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: password).status == 0)
        let writer = try Database(path: databasePath, busyTimeout: .milliseconds(100))
        // The session is due for renewal, and another process holds the write lock.
        try writer.execute("UPDATE sessions SET expires_at = strftime('%s', 'now') + 3600")
        try writer.execute("BEGIN IMMEDIATE")
        try writer.execute("INSERT INTO shops (name, latitude, longitude) VALUES ('Held', 1, 1)")
        let whoami = try cli.run("whoami")
        #expect(whoami.status == 0, "\(whoami.errorOutput)")
        #expect(whoami.output.contains("ada@example.com"))
        let nearby = try cli.run("nearby", "--at", "Paris", "--limit", "1")
        #expect(nearby.status == 0, "\(nearby.errorOutput)")
        let stillDue = try #require(try writer.query("SELECT expires_at FROM sessions").first?.real("expires_at"))
        #expect(stillDue < Date().timeIntervalSince1970 + 7200, "the renewal was skipped, not waited for")
        try writer.execute("ROLLBACK")
        // With the writer gone, the next command renews the session.
        #expect(try cli.run("whoami").status == 0)
        let renewed = try #require(try writer.query("SELECT expires_at FROM sessions").first?.real("expires_at"))
        #expect(renewed > Date().timeIntervalSince1970 + 20 * 86400)
    }

    @Test func checksTheDatabaseOnDemand() throws {
        #expect(try cli.run("shops", "--limit", "1").status == 0)
        let sound = try cli.run("check")
        #expect(sound.status == 0, "\(sound.errorOutput)")
        #expect(sound.output == "\(databasePath) is sound: SQLite's integrity check found no damage.\n")

        let database = try Database(path: databasePath)
        try database.execute("PRAGMA journal_mode = DELETE")
        try database.transaction {
            for index in 0..<3_000 {
                try database.execute("INSERT INTO shops (name, latitude, longitude) VALUES (?, ?, ?)", [.text("Shop \(index) " + String(repeating: "x", count: 80)), .real(10), .real(Double(index) / 1000)])
            }
        }
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: databasePath))
        try handle.seek(toOffset: 81_920)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 32_768))
        try handle.close()
        let damaged = try cli.run("check")
        #expect(damaged.status == 1)
        #expect(damaged.output.hasPrefix("\(databasePath) is damaged. SQLite's integrity check found:\n  "))
        #expect(damaged.errorOutput.contains("Move it aside (`mv \(databasePath) \(databasePath).damaged`)"))

        // An import checks before it writes; once damage is met, no command writes until check passes.
        let csv = cli.dataDirectory.deletingLastPathComponent().appendingPathComponent("more.csv")
        try Data("name,latitude,longitude\nNew Shop,1,1\n".utf8).write(to: csv)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: databasePath))
        let importing = try cli.run("import", csv.path)
        #expect(importing.status == 1)
        #expect(importing.errorOutput.contains("damaged"))
        #expect(FileManager.default.fileExists(atPath: cli.dataDirectory.appendingPathComponent("coffeeshops.damaged").path))
        let again = try cli.run("import", csv.path)
        #expect(again.status == 1)
        // Past its 100-byte header, which opening in WAL mode rewrites, not a byte of it changed.
        #expect(try Data(contentsOf: URL(fileURLWithPath: databasePath)).dropFirst(100) == bytes.dropFirst(100), "nothing was written to the damaged database")
    }

    @Test func anImportReadingASlowPipeHoldsUpNoOtherWrite() throws {
        #expect(try cli.run("shops", "--limit", "1").status == 0)
        let fifo = cli.dataDirectory.deletingLastPathComponent().appendingPathComponent("slow.csv").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Held open for writing (O_RDWR never blocks), so the import waits for more of its file.
        let writer = open(fifo, O_RDWR)
        #expect(writer >= 0)
        let importing = try cli.start(["import", fifo])
        let head = Array("name,latitude,longitude\nSlow Shop,1,1\n".utf8)
        #expect(head.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) } == head.count)
        usleep(500_000) // Time to reach its file: before, an import held the write lock from here on.
        // A write made while the import is still reading its file: it does not wait for the import.
        let signup = try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: password)
        #expect(signup.status == 0, "\(signup.errorOutput)")
        #expect(importing.isRunning, "the import was still reading")
        close(writer)
        importing.waitUntilExit()
        #expect(importing.terminationStatus == 0)
        #expect(try cli.run("shops", "--search", "Slow Shop").output.contains("Slow Shop"))
    }

    @Test func aWriteThatWaitsForAnotherProcessSaysSoOnce() throws {
        #expect(try cli.run("shops", "--limit", "1").status == 0)
        let writer = try Database(path: databasePath)
        try writer.execute("BEGIN IMMEDIATE")
        let folder = cli.dataDirectory.deletingLastPathComponent()
        let gate = folder.appendingPathComponent("go"), errorLog = folder.appendingPathComponent("signup.err")
        #expect(FileManager.default.createFile(atPath: gate.path, contents: nil))
        let signup = try cli.start(["signup", "--email", "ada@example.com", "--password-stdin"], input: password + "\n", behind: gate, errorLog: errorLog)
        // Until it says it is waiting (it does after 2 s), the other process keeps the lock.
        var errors = ""
        for _ in 0..<600 where !errors.contains("Waiting for another") {
            usleep(50_000)
            errors = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        }
        try writer.execute("ROLLBACK")
        signup.waitUntilExit()
        #expect(signup.terminationStatus == 0)
        errors = try String(contentsOf: errorLog, encoding: .utf8)
        #expect(errors.components(separatedBy: "Waiting for another coffeeshops command to finish writing").count == 2, "\(errors)")
    }

    @Test func checkOnlyReads() throws {
        #expect(try cli.run("shops", "--limit", "1").status == 0)
        let folder = cli.dataDirectory.path
        let database = cli.dataDirectory.appendingPathComponent("coffeeshops.sqlite").path
        // A folder and a file the user may only read, which check must neither tighten nor write.
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: database)
        try FileManager.default.setAttributes([.posixPermissions: 0o550], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder) }
        // SQLite's write-ahead log and its index (-wal, -shm) are where a reader of a WAL database
        // marks what it read (and, where it may, creates them); the rest must not change.
        let runtime = { (name: String) in name.hasSuffix("-shm") || name.hasSuffix("-wal") }
        let before = try cli.dataSnapshot().filter { !runtime($0.key) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: database))
        let result = try cli.run("check")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("is sound"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == bytes)
        #expect(try cli.dataSnapshot().filter { !runtime($0.key) } == before)
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int == 0o550)
        // An empty file is named as such, and left empty.
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: database)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        #expect(FileManager.default.createFile(atPath: database, contents: nil, attributes: [.posixPermissions: 0o600]))
        let empty = try cli.run("check")
        #expect(empty.output.contains("is empty"))
        #expect(try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int == 0)
    }

    @Test func aClosedOrFullOutputEndsWithAnErrorNotACrash() throws {
        for (redirection, reason) in [(">&-", "Bad file descriptor"), ("> /dev/full", "No space left on device")] {
            let result = try cli.shell("\"$COFFEESHOPS\" shops \(redirection)")
            #expect(result.status == 74, "\(redirection): \(result.errorOutput)")
            #expect(result.errorOutput == "coffeeshops: cannot write to standard output: \(reason); anything the command saved is kept.\n", "\(redirection)")
        }
        // A pipe whose reader has gone (`| head`): no signal and no message, status 141 as `cat` has.
        let piped = try cli.shell("{ \"$COFFEESHOPS\" shops --limit 200; echo \"exit $?\" >&2; } | (exec 0<&-; sleep 1)")
        #expect(piped.errorOutput == "exit 141\n", "\(piped.errorOutput)")
        // Standard error closed too: still no signal.
        #expect(try cli.shell("\"$COFFEESHOPS\" shops >&- 2>&-").status == 74)
        // Nothing printed went into a file the app opened on descriptor 1.
        #expect(try cli.run("check").status == 0)
    }

    @Test func specialFilesWhereTheAppKeepsItsFilesAreRefusedWithoutHanging() throws {
        #expect(try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: password).status == 0)
        let session = cli.dataDirectory.appendingPathComponent("session").path
        try FileManager.default.removeItem(atPath: session)
        #expect(mkfifo(session, 0o600) == 0)
        let browse = try cli.run("nearby", "--at", "Paris", "--limit", "1")
        #expect(browse.status == 0, "a session file that cannot be read means signed out for browsing: \(browse.errorOutput)")
        let rate = try cli.run("rate", "1", "5")
        #expect(rate.status == 1)
        #expect(rate.errorOutput.contains("Cannot read the session file \(session) (it is not a regular file); run `coffeeshops signout`"))
        #expect(try cli.run("signout").status == 0)
        #expect(!FileManager.default.fileExists(atPath: session))

        let log = cli.dataDirectory.appendingPathComponent("coffeeshops.log").path
        try? FileManager.default.removeItem(atPath: log)
        #expect(mkfifo(log, 0o600) == 0)
        let refused = try cli.run("shops")
        #expect(refused.status == 1)
        #expect(refused.errorOutput.contains("\(log) is a FIFO, not a regular file; move it aside"))
    }

    @Test func aRelativeXDGDataHomeIsIgnored() throws {
        let home = cli.dataDirectory.deletingLastPathComponent().appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let result = try cli.shell("cd \"\(home.path)\" && unset COFFEESHOPS_DATA_DIR && HOME=\"\(home.path)\" XDG_DATA_HOME=relative \"$COFFEESHOPS\" shops --limit 1")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/coffeeshops/coffeeshops.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("relative").path))
    }

    @Test func aRelativeHomeIsRefusedNotUsedFromTheCurrentFolder() throws {
        let result = try cli.shell("cd \"\(cli.dataDirectory.deletingLastPathComponent().path)\" && unset COFFEESHOPS_DATA_DIR XDG_DATA_HOME && HOME=relhome \"$COFFEESHOPS\" shops --limit 1")
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("HOME is unset, empty or relative"))
        #expect(!FileManager.default.fileExists(atPath: cli.dataDirectory.deletingLastPathComponent().appendingPathComponent("relhome").path))
    }

    @Test func aSearchLongerThanAnyShopIsAUsageError() throws {
        let result = try cli.run("shops", "--search", String(repeating: "a", count: 50_000))
        #expect(result.status == 64)
        #expect(result.errorOutput.contains("--search is longer than 200 characters"))
    }
}

/// Imports started together take turns instead of failing after the lock wait.
@Suite struct ImportQueueEndToEndTests {
    let cli = CoffeeShopsCLI()

    @Test func importsStartedTogetherAllSucceed() throws {
        #expect(try cli.run("shops", "--limit", "1").status == 0) // Create the database first.
        let folder = cli.dataDirectory.deletingLastPathComponent()
        let gate = folder.appendingPathComponent("gate")
        var processes: [(Process, URL)] = []
        for index in 0..<8 {
            let file = folder.appendingPathComponent("shops-\(index).csv")
            let rows = (0..<1_000).map { "Queued \(index)-\($0),\(Double($0) / 100),\(Double(index))\n" }.joined()
            try Data(("name,latitude,longitude\n" + rows).utf8).write(to: file)
            let log = folder.appendingPathComponent("import-\(index).log")
            processes.append((try cli.start(["import", file.path], behind: gate, errorLog: log), log))
        }
        _ = FileManager.default.createFile(atPath: gate.path, contents: nil)
        for (process, log) in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        let listed = try cli.run("shops", "--search", "Queued", "--limit", "10000")
        #expect(listed.output.split(separator: "\n").filter { $0.contains("Queued") }.count == 8_000)
    }

    @Test func anImportWaitsItsTurnAndSaysSo() throws {
        #expect(try cli.run("shops", "--limit", "1").status == 0)
        // Another import holds the lock.
        let lock = open(cli.dataDirectory.appendingPathComponent("coffeeshops.import-lock").path, O_RDWR | O_CREAT, 0o600)
        #expect(lock >= 0)
        #expect(flock(lock, LOCK_EX) == 0)
        let folder = cli.dataDirectory.deletingLastPathComponent()
        let file = folder.appendingPathComponent("waiting.csv")
        try Data("name,latitude,longitude\nPatient,1,1\n".utf8).write(to: file)
        let log = folder.appendingPathComponent("waiting.log")
        let gate = folder.appendingPathComponent("waiting-gate")
        _ = FileManager.default.createFile(atPath: gate.path, contents: nil)
        let process = try cli.start(["import", file.path], behind: gate, errorLog: log)
        // It waits as long as it takes, saying so; poll for the line (never a timing assertion).
        var said = false
        for _ in 0..<600 where process.isRunning {
            said = (try? String(contentsOf: log, encoding: .utf8))?.contains("Waiting for another import to finish…") == true
            if said { break }
            usleep(50_000)
        }
        #expect(said)
        #expect(process.isRunning, "still waiting while the lock is held")
        close(lock)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        #expect(try cli.run("shops", "--search", "Patient").output.contains("Patient"))
    }
}

/// What a hostile review found after the first round of fixes.
@Suite struct HostileInputEndToEndTests {
    let cli = CoffeeShopsCLI()
    var folder: URL { cli.dataDirectory.deletingLastPathComponent() }

    @Test func aDataFolderReachedThroughASymbolicLinkWorks() throws {
        let real = folder.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link"), withDestinationURL: real)
        let result = try cli.run("--data-dir", folder.appendingPathComponent("link/data").path, "shops", "--limit", "1")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("data/coffeeshops.sqlite").path))
    }

    @Test func anEmptyDataFolderIsAUsageErrorNotTheDefaultFolder() throws {
        let result = try cli.shell("HOME=\"\(folder.path)/home\" \"$COFFEESHOPS\" --data-dir '' shops")
        #expect(result.status == 64)
        #expect(result.errorOutput.contains("--data-dir needs a folder"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("home").path))
    }

    @Test func helpAndVersionSucceedWithStandardErrorClosed() throws {
        #expect(try cli.shell("\"$COFFEESHOPS\" --version 2>&-").status == 0)
        #expect(try cli.shell("\"$COFFEESHOPS\" shops --help 2>&-").status == 0)
    }

    @Test func checkCreatesNothingWhereThereIsNoDatabase() throws {
        let result = try cli.run("check")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("does not exist yet: there is nothing to check.\n"))
        #expect(!FileManager.default.fileExists(atPath: cli.dataDirectory.appendingPathComponent("coffeeshops.sqlite").path))
    }

    @Test func importsNeitherHangOnAFIFONorGrowOnAWideRecordAndShowPathsOnOneLine() throws {
        let fifo = folder.appendingPathComponent("shops.csv").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let empty = try cli.run("import", fifo)
        #expect(empty.status == 1)
        #expect(empty.errorOutput.contains("the file is empty"))

        let wide = folder.appendingPathComponent("wide.csv")
        try Data(("name,latitude,longitude" + String(repeating: ",", count: 100_000) + "\n").utf8).write(to: wide)
        let refused = try cli.run("import", wide.path)
        #expect(refused.errorOutput.contains("line 1: a record has more than 32 fields"), "\(refused.errorOutput)")

        let feature = #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"\#(String(repeating: "a", count: 100_000))"}}"#
        let big = folder.appendingPathComponent("big.geojson")
        try Data(#"{"type":"FeatureCollection","features":[\#(feature)]}"#.utf8).write(to: big)
        #expect(try cli.run("import", big.path).errorOutput.contains("feature 1: the feature is longer than 65536 bytes"))

        let odd = folder.appendingPathComponent("odd\nname\t.csv")
        try Data("name,latitude,longitude\nComet,1,2\n".utf8).write(to: odd)
        let imported = try cli.run("import", odd.path)
        #expect(imported.status == 0)
        #expect(imported.output.contains("odd\\nname\\t.csv"), "\(imported.output)")
    }

    @Test func signingOutRemovesASessionFileThatHoldsNoToken() throws {
        #expect(try cli.run("shops", "--limit", "1").status == 0)
        let session = cli.dataDirectory.appendingPathComponent("session")
        try Data("garbage\n".utf8).write(to: session)
        #expect(try cli.run("signout").status == 0)
        #expect(!FileManager.default.fileExists(atPath: session.path))
    }

    @Test func aStoredNoteWithANulByteIsShownWhole() throws {
        let password = "correct horse battery"
        #expect(try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: password).status == 0)
        let database = try Database(path: cli.dataDirectory.appendingPathComponent("coffeeshops.sqlite").path)
        try database.execute("INSERT INTO ratings (account_id, shop_id, stars, note, rated_at) VALUES (1, 1, 4, 'before' || char(0) || 'after', 1)")
        let visited = try cli.run("visited")
        #expect(visited.output.contains("before\\u{0}after"), "\(visited.output)")
    }

    @Test func aPasswordLongerThanAnyRealOneIsRefused() throws {
        let result = try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: String(repeating: "p", count: 5_000))
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("The password must be at most 1024 characters long."))
    }
}

/// Rows an earlier version stored with text today's rules refuse: shown escaped to a person, exact in JSON.
@Suite struct StoredTextEndToEndTests {
    let cli = CoffeeShopsCLI()

    @Test func oldRowsAreShownEscapedAndExactInJSON() throws {
        #expect(try cli.run("signup", "--email", "ada@example.com", "--password-stdin", input: "correct horse battery").status == 0)
        let database = try Database(path: cli.dataDirectory.appendingPathComponent("coffeeshops.sqlite").path)
        try database.execute(
            "INSERT INTO shops (id, name, latitude, longitude, city) VALUES (9001, ?, 1, 1, ?)",
            [.text("Two\nLines\u{1B}[31m"), .text("Par\u{202E}is")]
        )
        try database.execute("INSERT INTO ratings (account_id, shop_id, stars, note, rated_at) VALUES (1, 9001, 4, ?, 1)", [.text("first\nsecond\tthird")])
        let visited = try cli.run("visited")
        #expect(visited.status == 0)
        #expect(visited.output.contains("Two\\nLines\\u{1B}[31m  Par\\u{202E}is"), "\(visited.output)")
        #expect(visited.output.contains("first\\nsecond\\tthird"))
        let shown = try cli.run("show", "9001")
        #expect(shown.output.contains("Your note    first\\nsecond\\tthird"), "\(shown.output)")
        let json = try cli.run("visited", "--json")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.first?["note"] as? String == "first\nsecond\tthird", "JSON carries the text exactly as stored")
        #expect(entries.first?["name"] as? String == "Two\nLines\u{1B}[31m")
    }
}
