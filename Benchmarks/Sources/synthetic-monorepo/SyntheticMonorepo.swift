import Foundation

/// `synthetic-monorepo --style cpdi|manual --features N [--protocols K] --output DIR`
///
/// Writes a package of N feature modules over K service protocols. Each feature has a leaf, a
/// middle and a top type (the top creates the middle, the middle the leaf: three levels of
/// forwarding) and a scope spliced in at its entry point; an app composes every feature. The
/// `manual` style is the same program with initializer injection.
@main
enum SyntheticMonorepo {
    static func main() throws {
        let arguments = CommandLine.arguments
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard let style = value("--style"), ["cpdi", "manual"].contains(style),
              let features = value("--features").flatMap(Int.init), features > 0,
              let output = value("--output")
        else {
            FileHandle.standardError.write(Data("usage: synthetic-monorepo --style cpdi|manual --features N [--protocols K] --output DIR\n".utf8))
            exit(64)
        }
        let protocols = value("--protocols").flatMap(Int.init) ?? 30
        let generator = Generator(features: features, protocols: protocols, cpdi: style == "cpdi")
        let root = URL(fileURLWithPath: output)
        try? FileManager.default.removeItem(at: root)
        for (path, contents) in generator.files() {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }
}

/// Writes the files of one synthetic package.
struct Generator {
    let features: Int
    let protocols: Int
    let cpdi: Bool

    /// The services feature `i`'s leaf, middle and top use: a fixed spread over the K protocols.
    func services(_ feature: Int, level: Int) -> [Int] {
        (0..<2).map { (feature * 7 + level * 11 + $0 * 13) % protocols }
    }

    func files() -> [(String, String)] {
        var files = [("Package.swift", manifest()), ("Sources/Core/Services.swift", core())]
        for feature in 0..<features {
            files += cpdi ? cpdiFeature(feature) : manualFeature(feature)
        }
        files.append(("Sources/App/main.swift", cpdi ? cpdiApp() : manualApp()))
        return files
    }

    private func manifest() -> String {
        let names = (0..<features).map { "\"Feature\($0)\"" }.joined(separator: ", ")
        let targets = (0..<features).map { "        .target(name: \"Feature\($0)\", dependencies: [\"Core\"])," }.joined(separator: "\n")
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Synthetic",
                targets: [
                    .target(name: "Core"),
            \(targets)
                    .executableTarget(name: "App", dependencies: ["Core", \(names)]),
                ]
            )

            """
    }

    private func core() -> String {
        var text = ""
        for k in 0..<protocols {
            text += """
                public protocol Service\(k): AnyObject { func value() -> Int }
                public protocol Service\(k)Dependency { var service\(k): any Service\(k) { get } }
                public final class LiveService\(k): Service\(k) {
                    public init() {}
                    public func value() -> Int { \(k) }
                }

                """
        }
        text += """
            public final class Session {
                public let id: Int
                public init(id: Int) { self.id = id }
            }
            public protocol SessionDependency { var session: Session { get } }

            """
        return text
    }

    private func list(_ services: [Int], suffix: String) -> String {
        services.map { "Service\($0)\(suffix)" }.joined(separator: " & ")
    }

    private func sum(_ services: [Int], prefix: String) -> String {
        services.map { "\(prefix)service\($0).value()" }.joined(separator: " + ")
    }

    private func cpdiFeature(_ i: Int) -> [(String, String)] {
        let leaf = services(i, level: 0), middle = services(i, level: 1), top = services(i, level: 2)
        let external = Array(Set(leaf + middle + top)).sorted()
        return [
            ("Sources/Feature\(i)/Leaf\(i).swift", """
                import Core

                typealias Leaf\(i)Dependencies = \(list(leaf, suffix: "Dependency"))

                struct Leaf\(i)<Dependencies: Leaf\(i)Dependencies> {
                    let dependencies: Dependencies
                    func run() -> Int { \(sum(leaf, prefix: "dependencies.")) }
                }

                """),
            ("Sources/Feature\(i)/Middle\(i).swift", """
                import Core

                typealias Middle\(i)Dependencies = \(list(middle, suffix: "Dependency"))
                    & Leaf\(i)Dependencies // Required by Leaf\(i)

                struct Middle\(i)<Dependencies: Middle\(i)Dependencies> {
                    let dependencies: Dependencies
                    func run() -> Int { Leaf\(i)(dependencies: dependencies).run() + \(sum(middle, prefix: "dependencies.")) }
                }

                """),
            ("Sources/Feature\(i)/Top\(i).swift", """
                import Core

                public typealias Top\(i)ExternalDependencies = \(list(external, suffix: "Dependency"))

                typealias Top\(i)Dependencies = Top\(i)ExternalDependencies
                    & Middle\(i)Dependencies // Required by Middle\(i)
                    & SessionDependency

                struct Top\(i)<Dependencies: Top\(i)Dependencies> {
                    let dependencies: Dependencies
                    func run() -> Int { Middle\(i)(dependencies: dependencies).run() + \(sum(top, prefix: "dependencies.")) + dependencies.session.id }
                }

                struct SplicedTop\(i)Dependencies<ExternalDependencies: Top\(i)ExternalDependencies>: Top\(i)Dependencies {
                    let externalDependencies: ExternalDependencies
                    let session: Session
                \(external.map { "    var service\($0): any Service\($0) { externalDependencies.service\($0) }" }.joined(separator: "\n"))
                }

                """),
            ("Sources/Feature\(i)/Feature\(i)Feature.swift", """
                import Core

                public typealias Feature\(i)FeatureDependencies = Top\(i)ExternalDependencies

                public struct Feature\(i)Feature<Dependencies: Feature\(i)FeatureDependencies> {
                    let dependencies: Dependencies
                    public init(dependencies: Dependencies) { self.dependencies = dependencies }
                    public func run(sessionID: Int) -> Int {
                        Top\(i)(dependencies: SplicedTop\(i)Dependencies(externalDependencies: dependencies, session: Session(id: sessionID))).run()
                    }
                }

                """),
        ]
    }

    private func manualFeature(_ i: Int) -> [(String, String)] {
        let leaf = services(i, level: 0), middle = services(i, level: 1), top = services(i, level: 2)
        let external = Array(Set(leaf + middle + top)).sorted()
        func stored(_ services: [Int]) -> String { services.map { "    let service\($0): any Service\($0)" }.joined(separator: "\n") }
        func arguments(_ services: [Int]) -> String { services.map { "service\($0): service\($0)" }.joined(separator: ", ") }
        return [
            ("Sources/Feature\(i)/Leaf\(i).swift", """
                import Core

                struct Leaf\(i) {
                \(stored(leaf))
                    func run() -> Int { \(sum(leaf, prefix: "")) }
                }

                """),
            ("Sources/Feature\(i)/Middle\(i).swift", """
                import Core

                struct Middle\(i) {
                \(stored(Array(Set(middle + leaf)).sorted()))
                    func run() -> Int { Leaf\(i)(\(arguments(leaf))).run() + \(sum(middle, prefix: "")) }
                }

                """),
            ("Sources/Feature\(i)/Top\(i).swift", """
                import Core

                struct Top\(i) {
                \(stored(external))
                    let session: Session
                    func run() -> Int { Middle\(i)(\(arguments(Array(Set(middle + leaf)).sorted()))).run() + \(sum(top, prefix: "")) + session.id }
                }

                """),
            ("Sources/Feature\(i)/Feature\(i)Feature.swift", """
                import Core

                public struct Feature\(i)Feature {
                \(stored(external))
                    public init(\(external.map { "service\($0): any Service\($0)" }.joined(separator: ", "))) {
                \(external.map { "        self.service\($0) = service\($0)" }.joined(separator: "\n"))
                    }
                    public func run(sessionID: Int) -> Int {
                        Top\(i)(\(arguments(external)), session: Session(id: sessionID)).run()
                    }
                }

                """),
        ]
    }

    private func cpdiApp() -> String {
        let imports = (0..<features).map { "import Feature\($0)" }.joined(separator: "\n")
        // The root conforms to what each feature asks for, as the rulebook's callers do.
        let conformances = (0..<features).map { "    Feature\($0)FeatureDependencies" }.joined(separator: ",\n")
        let properties = (0..<protocols).map { "    let service\($0): any Service\($0) = LiveService\($0)()" }.joined(separator: "\n")
        let runs = (0..<features).map { "total += Feature\($0)Feature(dependencies: app).run(sessionID: \($0))" }.joined(separator: "\n")
        return """
            import Core
            \(imports)

            final class AppDependencies:
            \(conformances)
            {
            \(properties)
            }

            let app = AppDependencies()
            var total = 0
            \(runs)
            print(total)

            """
    }

    private func manualApp() -> String {
        let imports = (0..<features).map { "import Feature\($0)" }.joined(separator: "\n")
        let services = (0..<protocols).map { "let service\($0): any Service\($0) = LiveService\($0)()" }.joined(separator: "\n")
        let runs = (0..<features).map { i -> String in
            let external = Array(Set(self.services(i, level: 0) + self.services(i, level: 1) + self.services(i, level: 2))).sorted()
            return "total += Feature\(i)Feature(\(external.map { "service\($0): service\($0)" }.joined(separator: ", "))).run(sessionID: \(i))"
        }.joined(separator: "\n")
        return """
            import Core
            \(imports)

            \(services)
            var total = 0
            \(runs)
            print(total)

            """
    }
}
