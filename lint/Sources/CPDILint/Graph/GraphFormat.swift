/// How `cpdi-lint graph` prints the graph.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// A tree for a terminal.
    case text
    /// Graphviz: `cpdi-lint graph --format dot | dot -Tsvg > graph.svg`.
    case dot
    /// A Mermaid flowchart to paste into Markdown.
    case mermaid
    /// Every node as JSON, for scripts.
    case json

    /// `graph` in this format.
    public func render(_ graph: DependencyGraph) -> String {
        switch self {
        case .text: Self.text(graph)
        case .dot: Self.dot(graph)
        case .mermaid: Self.mermaid(graph)
        case .json: Self.json(graph)
        }
    }

    private static func badge(_ node: DependencyGraph.Node) -> String {
        switch node.kind {
        case .feature: " [feature]"
        case .root: " [composition root]"
        case .splice: " [splice]"
        case .type, .function: ""
        }
    }

    private static func text(_ graph: DependencyGraph) -> String {
        let byID = Dictionary(graph.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let forwarded = Set(graph.nodes.flatMap { $0.forwards + ($0.kind == .splice ? [] : $0.spliced) })
        let tops = graph.nodes.filter { !forwarded.contains($0.id) }
        var output = ""
        var expanded = Set<String>()
        func write(_ node: DependencyGraph.Node, prefix: String, isLast: Bool, isTop: Bool) {
            let branch = isTop ? "" : (isLast ? "└─ " : "├─ ")
            let title = node.id == node.owner ? node.id : "\(node.owner) (\(node.id))"
            output += prefix + branch + title + badge(node)
            let childPrefix = isTop ? "" : prefix + (isLast ? "   " : "│  ")
            guard expanded.insert(node.id).inserted else {
                output += " …\n"
                return
            }
            output += "\n"
            if !node.uses.isEmpty { output += childPrefix + "   uses " + node.uses.joined(separator: ", ") + "\n" }
            let children = (node.forwards + (node.kind == .splice ? [] : node.spliced)).compactMap { byID[$0] }
            for (index, child) in children.enumerated() {
                write(child, prefix: childPrefix, isLast: index == children.count - 1, isTop: false)
            }
            if isTop { output += "   needs " + (node.needs.isEmpty ? "nothing" : node.needs.joined(separator: ", ")) + "\n\n" }
        }
        for node in tops { write(node, prefix: "", isLast: true, isTop: true) }
        return output
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func dot(_ graph: DependencyGraph) -> String {
        var output = "digraph cpdi {\n  rankdir=LR;\n  node [fontname=\"Helvetica\", fontsize=10, shape=box, style=rounded];\n  edge [color=\"#888888\"];\n"
        let leaves = Set(graph.nodes.flatMap(\.uses))
        let modules = Set(graph.nodes.compactMap(\.module) + leaves.compactMap { graph.protocolModules[$0] }).sorted()
        func attributes(_ node: DependencyGraph.Node) -> String {
            switch node.kind {
            case .feature: "penwidth=2, color=\"#1f6feb\""
            case .root: "shape=doubleoctagon, style=bold"
            case .splice: "style=\"rounded,dashed\""
            case .function: "shape=note"
            case .type: ""
            }
        }
        for module in modules {
            output += "  subgraph \(quoted("cluster_" + module)) {\n    label=\(quoted(module));\n"
            output += Names.isFeatureModule(module) ? "    style=\"filled,rounded\"; fillcolor=\"#eef5ff\";\n" : "    style=rounded; color=\"#cccccc\";\n"
            for node in graph.nodes where node.module == module {
                output += "    \(quoted(node.id)) [label=\(quoted(node.owner)), \(attributes(node))];\n"
            }
            for leaf in leaves.sorted() where graph.protocolModules[leaf] == module {
                output += "    \(quoted(leaf)) [shape=ellipse, style=filled, fillcolor=\"#f4f4f4\"];\n"
            }
            output += "  }\n"
        }
        for node in graph.nodes where node.module == nil {
            output += "  \(quoted(node.id)) [label=\(quoted(node.owner)), \(attributes(node))];\n"
        }
        for leaf in leaves.sorted() where graph.protocolModules[leaf] == nil {
            output += "  \(quoted(leaf)) [shape=ellipse, style=filled, fillcolor=\"#f4f4f4\"];\n"
        }
        let present = Set(graph.nodes.map(\.id))
        for node in graph.nodes {
            for target in node.forwards where present.contains(target) { output += "  \(quoted(node.id)) -> \(quoted(target));\n" }
            for target in node.uses { output += "  \(quoted(node.id)) -> \(quoted(target)) [style=dotted];\n" }
            if node.kind != .splice {
                for target in node.spliced where present.contains(target) {
                    output += "  \(quoted(node.id)) -> \(quoted(target)) [style=dashed, label=\"spliced\", fontsize=8];\n"
                }
            }
        }
        return output + "}\n"
    }

    private static func mermaid(_ graph: DependencyGraph) -> String {
        var ids: [String: String] = [:]
        func id(_ name: String) -> String {
            if let existing = ids[name] { return existing }
            let new = "n\(ids.count)"
            ids[name] = new
            return new
        }
        var output = "flowchart LR\n"
        let leaves = Set(graph.nodes.flatMap(\.uses))
        let modules = Set(graph.nodes.compactMap(\.module) + leaves.compactMap { graph.protocolModules[$0] }).sorted()
        for module in modules {
            output += "  subgraph \(module)\n"
            for node in graph.nodes where node.module == module {
                let shape = node.kind == .root ? "[[\"\(node.owner)\"]]" : node.kind == .splice ? "[/\"\(node.owner)\"/]" : "[\"\(node.owner)\"]"
                output += "    \(id(node.id))\(shape)\n"
            }
            for leaf in leaves.sorted() where graph.protocolModules[leaf] == module {
                output += "    \(id(leaf))([\"\(leaf)\"])\n"
            }
            output += "  end\n"
        }
        for node in graph.nodes where node.module == nil { output += "  \(id(node.id))[\"\(node.owner)\"]\n" }
        for leaf in leaves.sorted() where graph.protocolModules[leaf] == nil { output += "  \(id(leaf))([\"\(leaf)\"])\n" }
        let present = Set(graph.nodes.map(\.id))
        for node in graph.nodes {
            for target in node.forwards where present.contains(target) { output += "  \(id(node.id)) --> \(id(target))\n" }
            for target in node.uses { output += "  \(id(node.id)) -.-> \(id(target))\n" }
            if node.kind != .splice {
                for target in node.spliced where present.contains(target) { output += "  \(id(node.id)) == spliced ==> \(id(target))\n" }
            }
        }
        return output
    }

    private static func json(_ graph: DependencyGraph) -> String {
        JSON.object([
            ("nodes", JSON.array(graph.nodes.map { node in
                JSON.object([
                    ("id", JSON.string(node.id)),
                    ("owner", JSON.string(node.owner)),
                    ("kind", JSON.string(node.kind.rawValue)),
                    ("module", node.module.map(JSON.string) ?? "null"),
                    ("location", JSON.string(node.location)),
                    ("uses", "[" + node.uses.map(JSON.string).joined(separator: ", ") + "]"),
                    ("forwards", "[" + node.forwards.map(JSON.string).joined(separator: ", ") + "]"),
                    ("needs", "[" + node.needs.map(JSON.string).joined(separator: ", ") + "]"),
                    ("spliced", "[" + node.spliced.map(JSON.string).joined(separator: ", ") + "]"),
                ], indent: "    ")
            }, indent: "  ")),
        ], indent: "") + "\n"
    }
}
