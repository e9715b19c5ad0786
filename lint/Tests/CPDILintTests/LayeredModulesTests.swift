import CPDILint
import Testing

/// A layered app (devstack's DataLayer): a module with no feature entry point exports a type other
/// modules create. The advice must say to give the module an entry point first, or following it
/// would break the modules that use the type; a type no other module creates just becomes internal.
@Suite struct LayeredModulesTests {
    func findings(_ files: [String: String]) -> [Finding] {
        Linter().lint(sources: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    }

    let repository = """
        public protocol HasNetwork {
            var network: Int { get }
        }

        public typealias AnalyticsRepositoryDependencies = HasNetwork

        public struct AnalyticsRepository<Dependencies: AnalyticsRepositoryDependencies> {
            let dependencies: Dependencies
            public init(dependencies: Dependencies) { self.dependencies = dependencies }
        }
        """

    /// Another module that creates the repository.
    let app = """
        import DataLayer

        struct AppDependencies: HasNetwork {
            let network = 1
        }

        func start() {
            _ = AnalyticsRepository(dependencies: AppDependencies())
        }
        """

    /// A module seen through another's `@_exported import`: the forward needs no import of its own.
    @Test func aModuleReExportedByAnImportNeedsNoImportOfItsOwn() throws {
        let files = [
            "Sources/Kit/KitFeature.swift": """
                public protocol HasLogger {
                    var logger: Int { get }
                }

                public typealias KitFeatureDependencies = HasLogger

                public struct KitFeature<Dependencies: KitFeatureDependencies> {
                    let dependencies: Dependencies
                    public init(dependencies: Dependencies) { self.dependencies = dependencies }
                }
                """,
            "Sources/Shell/Exports.swift": "@_exported import Kit\n",
            "Sources/App/AppRoot.swift": """
                import Shell

                typealias AppRootDependencies = HasLogger

                struct AppRoot<Dependencies: AppRootDependencies> {
                    let dependencies: Dependencies
                    func start() { _ = KitFeature(dependencies: dependencies) }
                }
                """,
        ]
        let message = try #require(findings(files).first { $0.ruleID == "missing-forwarding" }?.message)
        #expect(message.hasSuffix("add `& KitFeatureDependencies // Required by KitFeature` to it."), "\(message)")
        let fixed = Linter().fixes(sources: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
        let root = try #require(fixed.first { $0.path == "Sources/App/AppRoot.swift" })
        #expect(!String(decoding: root.fixed, as: UTF8.self).contains("import Kit"))

        // Imported only in some builds, or one declaration of it: the forward needs the whole module, in every
        // build, and the import goes outside the `#if`.
        for partial in ["#if DEBUG\n@_exported import Kit\n#endif\n", "@_exported import struct Kit.KitFeature\n", "/*\n@_exported import Kit\n*/\n"] {
            var files = files
            files["Sources/Shell/Exports.swift"] = nil
            files["Sources/App/AppRoot.swift"] = partial + files["Sources/App/AppRoot.swift"]!.replacingOccurrences(of: "import Shell\n", with: "")
            files["Sources/App/Start.swift"] = "import Kit\n\nextension AppRoot {\n    func begin() { _ = KitFeature(dependencies: dependencies) }\n}\n"
            let fixed = Linter().fixes(sources: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
            let text = try String(decoding: #require(fixed.first { $0.path == "Sources/App/AppRoot.swift" }).fixed, as: UTF8.self)
            let lines = text.components(separatedBy: "\n")
            let added = try #require(lines.firstIndex(of: "import Kit"), "\(text)")
            #expect(added < (lines.firstIndex(of: "#if DEBUG") ?? lines.count) && added > (lines.firstIndex(of: "*/") ?? -1), "\(text)")
        }
    }

    @Test func aModuleWithoutAnEntryPointIsToldToGetOneFirst() throws {
        let message = try #require(findings(["Sources/DataLayer/AnalyticsRepository.swift": repository, "Sources/App/App.swift": app]).first { $0.ruleID == "public-typealias" }?.message)
        #expect(message.contains("give 'DataLayer' one public entry point that creates 'AnalyticsRepository' for other modules"), "\(message)")
        #expect(!message.contains("reach it through the module's feature entry point"))
    }

    @Test func aModuleWithAnEntryPointIsToldToUseIt() throws {
        let feature = """
            public typealias DataLayerFeatureDependencies = HasNetwork

            public struct DataLayerFeature<Dependencies: DataLayerFeatureDependencies> {
                let dependencies: Dependencies
                public init(dependencies: Dependencies) { self.dependencies = dependencies }
            }
            """
        let found = findings(["Sources/DataLayer/AnalyticsRepository.swift": repository, "Sources/DataLayer/DataLayerFeature.swift": feature, "Sources/App/App.swift": app])
        let message = try #require(found.first { $0.ruleID == "public-typealias" }?.message)
        #expect(message.contains("make 'AnalyticsRepository' internal (tests that create it then need `@testable import`), and reach it through the module's feature entry point"), "\(message)")
    }

    @Test func aTypeNoOtherModuleCreatesIsToldToBecomeInternal() throws {
        let message = try #require(findings(["Sources/DataLayer/AnalyticsRepository.swift": repository]).first { $0.ruleID == "public-typealias" }?.message)
        #expect(message.contains("no other module here creates 'AnalyticsRepository': make 'AnalyticsRepository' internal"), "\(message)")
        #expect(!message.contains("give 'DataLayer' one public entry point"), "\(message)")
    }

    @Test func movingANestedTypealiasOutQualifiesWhatIsDeclaredBesideIt() throws {
        let code = """
            protocol HasClock {
                var clock: Int { get }
            }

            final class UserManager {
                typealias HasServices = HasClock
                typealias Dependencies = HasServices
                private let dependencies: Dependencies
                init(dependencies: Dependencies) { self.dependencies = dependencies }
            }
            """
        let message = try #require(findings(["Sources/App/UserManager.swift": code]).first { $0.ruleID == "typealias-name" }?.message)
        #expect(message.contains("as 'UserManagerDependencies' (there, write 'UserManager.HasServices' for what is declared inside 'UserManager')"), "\(message)")
    }
}
