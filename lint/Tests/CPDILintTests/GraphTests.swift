import CPDILint
import Foundation
import Testing

/// `graph` and `why` on a small codebase with a feature, a splice and a composition root.
@Suite struct GraphTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-graph-\(UUID().uuidString)")
        let files = [
            ("Modules/Log/Logging.swift", "public protocol LoggingDependency {\n    var logger: any Logging { get }\n}\n"),
            ("Modules/Log/Printing.swift", "public protocol PrintingDependency {\n    var printer: any Printing { get }\n}\n"),
            ("Modules/CheckoutFeature/Receipt.swift", """
                typealias ReceiptDependencies = PrintingDependency

                struct Receipt<Dependencies: ReceiptDependencies> {
                    let dependencies: Dependencies
                }
                """),
            ("Modules/CheckoutFeature/CheckoutFeature.swift", """
                public typealias CheckoutFeatureDependencies = LoggingDependency
                    & ReceiptDependencies // Required by Receipt

                public struct CheckoutFeature<Dependencies: CheckoutFeatureDependencies> {
                    let dependencies: Dependencies
                }
                """),
            ("Apps/Shop/AppDependencies.swift", "final class AppDependencies: CheckoutFeatureDependencies {}\n"),
        ]
        for (path, code) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(code.utf8).write(to: url)
        }
    }

    var graph: DependencyGraph {
        get throws { try Linter().graph(paths: [folder.path]) }
    }

    @Test func knowsWhatEachTypealiasUsesForwardsAndNeeds() throws {
        let nodes = Dictionary(try graph.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let feature = try #require(nodes["CheckoutFeatureDependencies"])
        #expect(feature.kind == .feature)
        #expect(feature.module == "CheckoutFeature")
        #expect(feature.uses == ["LoggingDependency"])
        #expect(feature.forwards == ["ReceiptDependencies"])
        #expect(feature.needs == ["LoggingDependency", "PrintingDependency"])
        #expect(nodes["AppDependencies"]?.kind == .root)
        #expect(nodes["AppDependencies"]?.needs == ["LoggingDependency", "PrintingDependency"])
        #expect(nodes["ReceiptDependencies"]?.owner == "Receipt")
    }

    /// An Xcode app's nested `typealias Dependencies`, in folders that are groups of one module: one node
    /// per type, by its qualified name, forwarding the other's.
    @Test func namesNestedTypealiasesByTheirTypesInAnXcodeApp() throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-graph-xcode-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: app) }
        let files = [
            ("Scenes/Home/HomeCoordinator.swift", "final class HomeCoordinator {\n    typealias Dependencies = HasTheme & SettingsCoordinator.Dependencies\n    let dependencies: Dependencies\n    init(dependencies: Dependencies) { self.dependencies = dependencies }\n}\n"),
            ("Scenes/Settings/SettingsCoordinator.swift", "protocol HasTheme { var theme: Int { get } }\nprotocol HasClock { var clock: Int { get } }\nfinal class SettingsCoordinator {\n    typealias Dependencies = HasClock\n    let dependencies: Dependencies\n    init(dependencies: Dependencies) { self.dependencies = dependencies }\n}\n"),
        ]
        for (path, code) in files {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(code.utf8).write(to: url)
        }
        let nodes = Dictionary(try Linter().graph(paths: [app.path]).nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let home = try #require(nodes["HomeCoordinator.Dependencies"])
        #expect(home.owner == "HomeCoordinator")
        #expect(home.module == nil)
        #expect(home.forwards == ["SettingsCoordinator.Dependencies"])
        #expect(home.needs == ["HasClock", "HasTheme"])
        #expect(nodes["SettingsCoordinator.Dependencies"]?.owner == "SettingsCoordinator")
    }

    @Test func drawsATreeDotAndMermaid() throws {
        let graph = try graph
        let text = GraphFormat.text.render(graph)
        #expect(text.hasPrefix("AppDependencies [composition root]\n└─ CheckoutFeature (CheckoutFeatureDependencies) [feature]\n      uses LoggingDependency\n   └─ Receipt (ReceiptDependencies)\n"))
        #expect(text.contains("   needs LoggingDependency, PrintingDependency\n"))
        let dot = GraphFormat.dot.render(graph)
        #expect(dot.hasPrefix("digraph cpdi {"))
        #expect(dot.contains("subgraph \"cluster_CheckoutFeature\""))
        #expect(dot.contains("\"CheckoutFeatureDependencies\" -> \"ReceiptDependencies\";"))
        #expect(dot.contains("\"ReceiptDependencies\" -> \"PrintingDependency\" [style=dotted];"))
        #expect(dot.contains("\"AppDependencies\" [label=\"AppDependencies\", shape=doubleoctagon"))
        let mermaid = GraphFormat.mermaid.render(graph)
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(mermaid.contains("subgraph CheckoutFeature"))
        let json = try JSONSerialization.jsonObject(with: Data(GraphFormat.json.render(graph).utf8)) as? [String: Any]
        #expect((json?["nodes"] as? [[String: Any]])?.count == 3)
    }

    @Test func filtersByRootAndModule() throws {
        #expect(try graph.filtered(root: "Receipt", module: nil).nodes.map(\.id) == ["ReceiptDependencies"])
        #expect(try graph.filtered(root: nil, module: "CheckoutFeature").nodes.map(\.id) == ["CheckoutFeatureDependencies", "ReceiptDependencies"])
        #expect(throws: LintError.self) { try graph.filtered(root: "Nothing", module: nil) }
    }

    @Test func explainsWhyATypeNeedsADependency() throws {
        let paths = try graph.paths(to: "PrintingDependency", from: "AppDependencies")
        #expect(paths.map { $0.map(\.id) } == [["AppDependencies", "CheckoutFeatureDependencies", "ReceiptDependencies"]])
        #expect(try graph.paths(to: "ClockDependency", from: "CheckoutFeature").isEmpty)
    }
}
