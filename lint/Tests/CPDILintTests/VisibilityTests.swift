import CPDILint
import Testing

/// Names resolve through modules and imports: what a file sees is its module and what it imports.
@Suite struct VisibilityTests {
    func findings(_ files: [String: String]) -> [Finding] {
        Linter().lint(sources: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    }

    let kit = """
        public protocol HasClock { var clock: Int { get } }

        public typealias KitFeatureDependencies = HasClock

        public struct KitFeature<Dependencies: KitFeatureDependencies> {
            let dependencies: Dependencies
            public init(dependencies: Dependencies) { self.dependencies = dependencies }
            public func start() -> Int { dependencies.clock }
        }
        """

    func app(importing module: String) -> String {
        """
        import \(module)

        public protocol HasName { var name: String { get } }

        typealias AppRootDependencies = HasName & HasClock

        struct AppRoot<Dependencies: AppRootDependencies> {
            let dependencies: Dependencies
            func run() -> Int { dependencies.name.count + KitFeature(dependencies: dependencies).start() }
        }
        """
    }

    @Test func aTargetPlacedByItsManifestIsImportedByItsName() {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "Shop", targets: [
                .target(name: "ShopKit", path: "Sources/Kit"),
                .executableTarget(name: "App", dependencies: ["ShopKit"]),
            ])
            """
        let found = findings(["Package.swift": manifest, "Sources/Kit/KitFeature.swift": kit, "Sources/App/AppRoot.swift": app(importing: "ShopKit")])
        #expect(found.map(\.ruleID) == ["missing-forwarding"], "\(found.map(\.message))")
    }

    @Test func aModuleThatIsNotImportedIsNotSeen() {
        // Without the import the app cannot name KitFeature, and nothing is said about forwarding it.
        let found = findings(["Package.swift": "// swift-tools-version: 6.0\n", "Sources/Kit/KitFeature.swift": kit, "Sources/App/AppRoot.swift": app(importing: "Foundation")])
        #expect(!found.contains { $0.ruleID == "missing-forwarding" }, "\(found.map(\.message))")
        let imported = findings(["Package.swift": "// swift-tools-version: 6.0\n", "Sources/Kit/KitFeature.swift": kit, "Sources/App/AppRoot.swift": app(importing: "Kit")])
        #expect(imported.map(\.ruleID) == ["missing-forwarding"], "\(imported.map(\.message))")
    }
}
