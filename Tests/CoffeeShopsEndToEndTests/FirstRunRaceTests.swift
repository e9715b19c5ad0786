import Foundation
import Testing

/// Several processes start at the same moment on a data folder that does not exist yet: every one
/// that reports success must have its change in the database afterwards.
@Suite struct FirstRunRaceTests {
    let password = "correct horse battery"

    @Test func processesStartingTogetherOnAFreshFolderKeepEveryReportedSuccess() throws {
        for round in 0..<8 {
            let cli = CoffeeShopsCLI()
            let folder = cli.dataDirectory.deletingLastPathComponent()
            let gate = folder.appendingPathComponent("gate")
            let emails = (0..<3).map { "racer\($0)-\(round)@example.com" }
            var errorLogs: [URL] = []
            func errorLog() -> URL {
                errorLogs.append(folder.appendingPathComponent("stderr-\(errorLogs.count)"))
                return errorLogs[errorLogs.count - 1]
            }
            let signups = try emails.map { email in
                try cli.start(["signup", "--email", email, "--password-stdin"], input: password + "\n", behind: gate, errorLog: errorLog())
            }
            let names = (0..<3).map { "Race Roasters \(round)-\($0)" }
            let imports = try names.enumerated().map { index, name in
                let csv = folder.appendingPathComponent("race-\(index).csv")
                try Data("name,latitude,longitude\n\(name),1.25,\(index).5\n".utf8).write(to: csv)
                return try cli.start(["import", csv.path], behind: gate, errorLog: errorLog())
            }
            let readers = try (0..<2).map { _ in try cli.start(["shops", "--limit", "1"], behind: gate, errorLog: errorLog()) }
            // Creating the gate file lets every waiting process go at once.
            try Data().write(to: gate)
            for (process, log) in zip(signups + imports + readers, errorLogs) {
                process.waitUntilExit()
                let message = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                #expect(process.terminationStatus == 0, "round \(round): \(process.arguments ?? []) failed on a fresh folder: \(message)")
            }
            for (email, process) in zip(emails, signups) where process.terminationStatus == 0 {
                // A second signup is refused before any password work only if the account is there.
                let again = try cli.run("signup", "--email", email, "--password-stdin", input: password)
                #expect(again.errorOutput.contains("exists already"), "round \(round): \(email) reported success but is gone")
            }
            for (name, process) in zip(names, imports) where process.terminationStatus == 0 {
                let found = try cli.run("shops", "--search", name)
                #expect(found.output.contains(name), "round \(round): importing \(name) reported success but it is gone")
            }
            let listed = try cli.run("shops", "--limit", "1000", "--json")
            let shops = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [Any]
            let imported: Int = imports.filter { $0.terminationStatus == 0 }.count
            #expect(shops?.count == 240 + imported, "round \(round)")
        }
    }
}
