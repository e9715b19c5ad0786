import CPDIFeature
import Dependencies
import Foundation
import InjectionGraph
import ManualFeature
import Swinject

/// `injection-benchmark [--quick]`: the run-time cost of composing and using the same object graph
/// with CPDI, manual initializer injection, Swinject and swift-dependencies. Prints a Markdown table.
@main
enum InjectionBenchmark {
    static func main() {
        let quick = CommandLine.arguments.contains("--quick")
        let harness = Harness(rounds: quick ? 3 : 9)
        let buildIterations = quick ? 200 : 20_000
        let readIterations = quick ? 10_000 : 1_000_000
        let approaches = ["manual", "CPDI", "Swinject", "swift-dependencies"]

        let build = harness.measure(iterations: buildIterations, [
            ("manual", { n in for _ in 0..<n { blackHole(ManualAppGraph()) } }),
            ("CPDI", { n in for _ in 0..<n { blackHole(CPDIAppDependencies()) } }),
            ("Swinject", { n in for _ in 0..<n { blackHole(SwinjectComposition.buildGraph()) } }),
            ("swift-dependencies", { n in for _ in 0..<n { blackHole(DependenciesComposition.buildGraph()) } }),
        ])

        let manualGraph = ManualAppGraph()
        let cpdiGraph = CPDIAppDependencies()
        let swinjectGraph = SwinjectComposition.buildGraph()
        let dependenciesGraph = DependenciesComposition.buildGraph()
        let scope = harness.measure(iterations: buildIterations, [
            ("manual", { n in for id in 0..<n { blackHole(manualGraph.nearbyFeature(accountID: id).open()) } }),
            ("CPDI", { n in
                for id in 0..<n {
                    let signedIn = SignedInScope(dependencies: SplicedSignedInScopeDependencies(externalDependencies: cpdiGraph, accountID: id))
                    blackHole(signedIn.nearbyFeature().open())
                }
            }),
            ("Swinject", { n in for id in 0..<n { blackHole(SwinjectComposition.open(SwinjectComposition.signedIn(swinjectGraph, accountID: id))) } }),
            ("swift-dependencies", { n in for id in 0..<n { blackHole(DependenciesComposition.openSignedIn(dependenciesGraph, accountID: id)) } }),
        ])

        let manualFeature = manualGraph.nearbyFeature(accountID: 7)
        let cpdiFeature = SignedInScope(dependencies: SplicedSignedInScopeDependencies(externalDependencies: cpdiGraph, accountID: 7)).nearbyFeature()
        let swinjectScope = SwinjectComposition.signedIn(swinjectGraph, accountID: 7)
        let read = harness.measure(iterations: readIterations, [
            ("manual", { n in blackHole(manualFeature.sumOfCatalogCounts(reads: n)) }),
            ("CPDI", { n in blackHole(cpdiFeature.sumOfCatalogCounts(reads: n)) }),
            ("Swinject", { n in blackHole(SwinjectComposition.sumOfCatalogCounts(swinjectScope, reads: n)) }),
            ("swift-dependencies", { n in blackHole(DependenciesComposition.sumOfCatalogCounts(dependenciesGraph, reads: n)) }),
        ])

        let readOnce = harness.measure(iterations: readIterations, [
            ("manual", { n in blackHole(manualFeature.sumOfCatalogCountsReadingOnce(reads: n)) }),
            ("CPDI", { n in blackHole(cpdiFeature.sumOfCatalogCountsReadingOnce(reads: n)) }),
            ("Swinject", { n in blackHole(SwinjectComposition.sumOfCatalogCountsResolvingOnce(swinjectScope, reads: n)) }),
            ("swift-dependencies", { n in blackHole(DependenciesComposition.sumOfCatalogCountsReadingOnce(dependenciesGraph, reads: n)) }),
        ])

        print("| operation | " + approaches.map { "\($0) ns" }.joined(separator: " | ") + " | CPDI / manual |")
        print("| --- |" + String(repeating: " ---: |", count: approaches.count + 1))
        for (name, results) in [("build the graph", build), ("build the signed-in scope and open a feature", scope), ("read a dependency on every use (hot loop)", read), ("read a dependency once, use it in a hot loop", readOnce)] {
            let cells = approaches.map { approach in
                let value = results[approach] ?? 0
                let ratio = value / (results["manual"] ?? 1)
                return String(format: value < 10 ? "%.2f (%.2f×)" : "%.0f (%.1f×)", value, ratio)
            }
            let ratio = (results["CPDI"] ?? 0) / (results["manual"] ?? 1)
            print("| \(name) | " + cells.joined(separator: " | ") + String(format: " | %.2f× |", ratio))
        }
    }
}
