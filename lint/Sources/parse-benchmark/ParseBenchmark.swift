import CPDILint
import Foundation
import SwiftParser
import SwiftSyntax

/// `parse-benchmark PATH ...`: parses every Swift file cpdi-lint would lint, on every core, and does
/// nothing else: the baseline that Benchmarks/lint-throughput.sh compares cpdi-lint with.
@main
enum ParseBenchmark {
    static func main() throws {
        let files = try Linter().files(under: Array(CommandLine.arguments.dropFirst()))
        let contents = try files.map { path -> [UInt8] in
            guard let data = FileManager.default.contents(atPath: path) else { throw LintError("Cannot read \(path)") }
            return [UInt8](data)
        }
        let nodes = Tally()
        DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { worker in
            var count = 0
            for index in stride(from: worker, to: contents.count, by: ProcessInfo.processInfo.activeProcessorCount) {
                let tree = contents[index].withUnsafeBufferPointer { Parser.parse(source: $0) }
                count += tree.totalLength.utf8Length
            }
            nodes.add(count)
        }
        print("parsed \(files.count) files, \(nodes.value) bytes")
    }
}

final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    func add(_ count: Int) { lock.withLock { total += count } }
    var value: Int { lock.withLock { total } }
}
