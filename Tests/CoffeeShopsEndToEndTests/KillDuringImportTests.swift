import Foundation
import Testing

/// `kill -9` in the middle of an import leaves a sound database with all of the file or none of it.
@Suite struct KillDuringImportTests {
    @Test func anImportKilledPartWayKeepsAllOrNothing() throws {
        let cli = CoffeeShopsCLI()
        _ = try cli.run("shops", "--limit", "1") // Creates the database first.
        let rows = (0..<20_000).map { "Killed Shop \($0),\(Double($0 % 170) / 2),\(Double($0 / 170) / 2)" }
        let file = cli.dataDirectory.deletingLastPathComponent().appendingPathComponent("big.csv")
        try Data((["name,latitude,longitude"] + rows).joined(separator: "\n").utf8).write(to: file)
        for delay in [0.05, 0.15, 0.3, 0.6] {
            let process = try cli.start(["import", file.path])
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let found = try ["Killed Shop 0,", "Killed Shop 9999,", "Killed Shop 19999,"].map { name in
                let listed = try cli.run("shops", "--search", String(name.dropLast()), "--limit", "1", "--json")
                #expect(listed.status == 0, "after a kill at \(delay) s: \(listed.errorOutput)")
                return listed.output.contains("\"\(name.dropLast())\"")
            }
            #expect(Set(found).count == 1, "after a kill at \(delay) s the first, middle and last rows are \(found)")
            if found[0] { break }
        }
    }
}
