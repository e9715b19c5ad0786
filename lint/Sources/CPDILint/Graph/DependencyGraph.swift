import Foundation

/// The typealias graph of a codebase: every `…Dependencies` typealias, what it lists directly, what it
/// forwards, and the leaf `…Dependency` protocols it needs in the end; plus the composition roots and
/// splices that satisfy them.
public struct DependencyGraph: Sendable {
    /// What a node stands for.
    public enum Kind: String, Sendable {
        /// A feature's public `…FeatureDependencies`.
        case feature
        /// A concrete type that conforms to typealiases and so satisfies them: a composition root.
        case root
        /// A `Spliced…Dependencies` type.
        case splice
        /// Any other type's typealias.
        case type
        /// A helper function's `Type_functionDependencies`.
        case function
    }

    /// One typealias (or root, or splice).
    public struct Node: Sendable {
        /// The typealias's name, or the root's or splice's type name.
        public let id: String
        /// The type (or `Type.function`) the node belongs to.
        public let owner: String
        /// What the node stands for.
        public let kind: Kind
        /// The module, from the file's path.
        public let module: String?
        /// `path:line` of the declaration.
        public let location: String
        /// `…Dependency` protocols listed directly.
        public let uses: [String]
        /// Typealiases listed (forwarded).
        public let forwards: [String]
        /// Every `…Dependency` protocol reachable.
        public let needs: [String]
        /// For an `…ExternalDependencies` typealias: the splices generic over it, which add the
        /// narrowly scoped dependencies; for a splice: its external typealias.
        public var spliced: [String] = []
    }

    /// Every node, sorted by id.
    public let nodes: [Node]
    /// Leaf protocol → its module.
    public let protocolModules: [String: String]

    init(files: [FileFacts], index: ProjectIndex) {
        var nodes: [Node] = []
        let aliases = Set(index.typealiases.keys.filter { $0.hasSuffix(Names.dependencies) })
        // A typealias name declared in more than one module is one node per module, `Module.Name`, so
        // same-named typealiases are never merged; a reference resolves to its own module's first.
        var declaringModules: [String: Set<String>] = [:]
        for file in files {
            for alias in file.typealiases where alias.name.hasSuffix(Names.dependencies) {
                declaringModules[alias.qualifiedName, default: []].insert(file.module ?? "")
            }
        }
        func id(_ name: String, in module: String?) -> String {
            guard let modules = declaringModules[name], modules.count > 1 else { return name }
            return (module ?? "").isEmpty ? name : "\(module!).\(name)"
        }
        func resolve(_ name: String, from module: String?) -> [String] {
            guard let modules = declaringModules[name], modules.count > 1 else { return [name] }
            if modules.contains(module ?? "") { return [id(name, in: module)] }
            return modules.sorted().map { id(name, in: $0) }
        }
        var components: [String: [String]] = [:] // node id → the names its typealias lists
        var moduleOfID: [String: String?] = [:]
        for file in files {
            for alias in file.typealiases where alias.name.hasSuffix(Names.dependencies) {
                let key = id(alias.qualifiedName, in: file.module)
                components[key, default: []] += alias.components.map(\.name)
                moduleOfID[key] = file.module
            }
        }
        func needs(_ names: [String], from module: String?) -> [String] {
            var all = Set<String>()
            var seen = Set<String>()
            var pending = names.map { ($0, module) }
            while let (name, module) = pending.popLast() {
                guard aliases.contains(name) else {
                    if index.isDependencyProtocolName(name) { all.insert(name) }
                    continue
                }
                for resolved in resolve(name, from: module) where seen.insert(resolved).inserted {
                    let owner = moduleOfID[resolved] ?? module
                    pending += (components[resolved] ?? []).map { ($0, owner) }
                }
            }
            return all.sorted()
        }
        for file in files {
            for alias in file.typealiases where alias.name.hasSuffix(Names.dependencies) {
                let names = alias.components.map(\.name)
                // A nested `typealias Dependencies` is its type's, by its qualified name.
                let owner = alias.enclosingTypes.isEmpty ? Names.owner(ofTypealias: alias.name) : nil
                let kind: Kind = alias.name.hasSuffix(Names.featureDependencies) ? .feature : owner?.function != nil ? .function : .type
                let ownerName = owner.map { o in o.function.map { "\(o.type).\($0)" } ?? o.type + (o.isExternal ? " (external)" : "") }
                    ?? alias.enclosingTypes.last ?? alias.name
                nodes.append(Node(
                    id: id(alias.qualifiedName, in: file.module), owner: ownerName, kind: kind, module: file.module,
                    location: "\(file.path):\(alias.line)",
                    uses: names.filter { !aliases.contains($0) && index.isDependencyProtocolName($0) },
                    forwards: names.filter(aliases.contains).flatMap { resolve($0, from: file.module) },
                    needs: needs(names, from: file.module)
                ))
            }
            for type in file.types where type.kind == .class || type.kind == .struct {
                let conformances = type.inherited.map(\.name).filter(aliases.contains)
                let isSplice = Names.isSpliceName(type.name) || index.isSplice(type.name)
                guard !conformances.isEmpty, isSplice || type.genericParameters.isEmpty else { continue }
                let external = type.genericParameters.flatMap(\.constraints).filter(aliases.contains)
                nodes.append(Node(
                    id: type.name, owner: type.name, kind: isSplice ? .splice : .root, module: file.module,
                    location: "\(file.path):\(file.lines.line(of: type.offset))",
                    uses: [], forwards: conformances.flatMap { resolve($0, from: file.module) },
                    needs: needs(conformances, from: file.module),
                    spliced: isSplice ? external.flatMap { resolve($0, from: file.module) } : []
                ))
            }
        }
        for splice in nodes where splice.kind == .splice {
            for external in splice.spliced {
                for index in nodes.indices where nodes[index].id == external { nodes[index].spliced.append(splice.id) }
            }
        }
        self.nodes = nodes.sorted { $0.id < $1.id }
        var modules: [String: String] = [:]
        for file in files {
            for type in file.types where type.kind == .protocol && index.isDependencyProtocolName(type.name) {
                modules[type.name] = file.module
            }
        }
        protocolModules = modules
    }

    private init(nodes: [Node], protocolModules: [String: String]) {
        self.nodes = nodes
        self.protocolModules = protocolModules
    }

    /// The nodes reachable from the typealias or type `root`, or those in `module`.
    public func filtered(root: String?, module: String?) throws(LintError) -> DependencyGraph {
        var kept = nodes
        if let root {
            let starts = nodes.filter { $0.matches(root) }.map(\.id)
            guard !starts.isEmpty else { throw LintError("No typealias, root or splice named '\(root)' in the linted files.") }
            var seen = Set<String>()
            var pending = starts
            while let id = pending.popLast() {
                guard seen.insert(id).inserted, let node = nodes.first(where: { $0.id == id }) else { continue }
                pending += node.forwards + (node.kind == .splice ? [] : node.spliced)
            }
            kept = kept.filter { seen.contains($0.id) }
        }
        if let module {
            kept = kept.filter { $0.module == module }
            guard !kept.isEmpty else { throw LintError("No dependencies typealias in a module named '\(module)'.") }
        }
        return DependencyGraph(nodes: kept, protocolModules: protocolModules)
    }

    /// Every forwarding path from `start` (a type or typealias) to a typealias that lists `leaf` directly.
    public func paths(to leaf: String, from start: String) throws(LintError) -> [[Node]] {
        let starts = nodes.filter { $0.matches(start) }
        guard !starts.isEmpty else { throw LintError("No typealias, root or splice named '\(start)' in the linted files.") }
        let byID = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var paths: [[Node]] = []
        func walk(_ node: Node, _ path: [Node]) {
            guard paths.count < 50, !path.contains(where: { $0.id == node.id }) else { return }
            let path = path + [node]
            if node.uses.contains(leaf) { paths.append(path) }
            for next in (node.forwards + (node.kind == .splice ? [] : node.spliced)).compactMap({ byID[$0] }) { walk(next, path) }
        }
        for node in starts { walk(node, []) }
        return paths
    }
}

extension DependencyGraph.Node {
    /// Whether `name` names this node: its id, its owner or its owner's typealias, with or without the
    /// `Module.` that tells same-named typealiases of different modules apart.
    func matches(_ name: String) -> Bool {
        let bare = id.split(separator: ".").last.map(String.init) ?? id
        return [id, bare, owner].contains(name) || [id, bare].contains("\(name)Dependencies")
    }
}
