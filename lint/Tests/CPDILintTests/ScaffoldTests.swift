import CPDILint
import Foundation
import Testing

/// `cpdi-lint new`: what it writes, how it edits the manifest, and what it refuses without writing.
@Suite struct ScaffoldTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cpdi-lint-new-\(UUID().uuidString)")
    let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                // The catalog, kept first.
                .target(name: "Catalog"),
                .testTarget(name: "CatalogTests", dependencies: ["Catalog"])
            ]
        )

        """

    init() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Catalog"), withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
    }

    func contents() throws -> [String: String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try Dictionary(uniqueKeysWithValues: paths.filter { $0.hasSuffix(".swift") }.map {
            ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        })
    }

    @Test func writesAFeatureInSwiftPMsLayoutAndAddsItsTargetsKeepingTheManifest() throws {
        let scaffold = try Scaffold(package: folder)
        try scaffold.write(try scaffold.feature("Favorites"))
        let files = try contents()
        #expect(Set(files.keys) == [
            "Package.swift", "Sources/FavoritesFeature/FavoritesFeature.swift", "Sources/FavoritesFeature/FavoritesScreen.swift",
            "Sources/FavoritesDevApp/FavoritesDevApp.swift", "Tests/FavoritesFeatureTests/FavoritesFeatureTests.swift",
        ])
        #expect(files["Package.swift"] == manifest.replacingOccurrences(of: """
                    .testTarget(name: "CatalogTests", dependencies: ["Catalog"])
                ]
            """, with: """
                    .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
                    .target(name: "FavoritesFeature"),
                    .testTarget(name: "FavoritesFeatureTests", dependencies: ["FavoritesFeature"]),
                    .executableTarget(name: "FavoritesDevApp", dependencies: ["FavoritesFeature"]),
                ]
            """))
        // The written code lints clean, also with every rule on.
        let sources = files.filter { $0.key != "Package.swift" }.map { ($0.key, Array($0.value.utf8)) }
        #expect(Linter().lint(sources: sources).isEmpty)
        let everything = try Configuration(json: Data(#"{"rules": {"forwarding-order": "on", "unused-dependency": "on", "feature-imports": "on"}}"#.utf8), from: folder.appendingPathComponent(".cpdi-lint.json").path)
        #expect(Linter(configuration: everything).lint(sources: sources).isEmpty)
    }

    @Test func givesNewTargetsTheLintPluginTheirSiblingsUse() throws {
        let plugin = #"plugins: [.plugin(name: "CPDILintBuildToolPlugin", package: "cpdi-lint-plugins")]"#
        let withPlugin = manifest.replacingOccurrences(of: #".target(name: "Catalog"),"#, with: #".target(name: "Catalog", "# + plugin + "),")
        try Data(withPlugin.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let scaffold = try Scaffold(package: folder)
        let plan = try scaffold.feature("Favorites")
        let edited = try #require(plan.manifest)
        #expect(edited.contains(#".target(name: "FavoritesFeature", "# + plugin + ")"))
        #expect(edited.contains(#".testTarget(name: "FavoritesFeatureTests", dependencies: ["FavoritesFeature"], "# + plugin + ")"))
        #expect(edited.contains(#".executableTarget(name: "FavoritesDevApp", dependencies: ["FavoritesFeature"], "# + plugin + ")"))
    }

    @Test func followsTheLayoutTheConfigurationNames() throws {
        try Data(#"{"layout": {"modules": "Packages", "apps": "Executables"}}"#.utf8).write(to: folder.appendingPathComponent(".cpdi-lint.json"))
        let scaffold = try Scaffold(package: folder)
        let plan = try scaffold.feature("Orders")
        #expect(plan.files.map(\.path).sorted() == [
            "Executables/OrdersDevApp/OrdersDevApp.swift", "Packages/OrdersFeature/OrdersFeature.swift",
            "Packages/OrdersFeature/OrdersScreen.swift", "Tests/OrdersFeatureTests/OrdersFeatureTests.swift",
        ])
        #expect(plan.manifest?.contains(#".target(name: "OrdersFeature", path: "Packages/OrdersFeature"),"#) == true)
        #expect(plan.manifest?.contains(#".executableTarget(name: "OrdersDevApp", dependencies: ["OrdersFeature"], path: "Executables/OrdersDevApp"),"#) == true)
    }

    @Test func writesADependencyAndItsStub() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/CatalogStubs"), withIntermediateDirectories: true)
        let scaffold = try Scaffold(package: folder)
        try scaffold.write(try scaffold.dependency("URLSessionMaker", module: "Catalog"))
        let files = try contents()
        #expect(files["Sources/Catalog/URLSessionMaker.swift"]?.contains("var urlSessionMaker: any URLSessionMaker { get }") == true)
        #expect(files["Sources/CatalogStubs/InMemoryURLSessionMaker.swift"]?.contains("public final class InMemoryURLSessionMaker: URLSessionMaker") == true)
        #expect(files["Package.swift"] == manifest)
    }

    @Test func findsTheModuleWhereThePackagePutsIt() throws {
        // Modules/ holds new features, but Catalog stays in Sources/, and Kit is where its `path:` says.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Libraries/Kit"), withIntermediateDirectories: true)
        try Data(manifest.replacingOccurrences(of: "// The catalog, kept first.", with: ".target(name: \"Kit\", path: \"Libraries/Kit\"),").utf8)
            .write(to: folder.appendingPathComponent("Package.swift"))
        let scaffold = try Scaffold(package: folder)
        try scaffold.write(try scaffold.dependency("Gateway", module: "Catalog"))
        try scaffold.write(try scaffold.dependency("Printer", module: "Kit"))
        let files = try contents()
        #expect(files["Sources/Catalog/Gateway.swift"] != nil)
        #expect(files["Libraries/Kit/Printer.swift"] != nil)
    }

    @Test func refusesWithoutWritingAnything() throws {
        let scaffold = try Scaffold(package: folder)
        try scaffold.write(try scaffold.feature("Favorites"))
        let before = try contents()
        #expect(throws: LintError.self) { try scaffold.feature("Favorites") }
        #expect(throws: LintError.self) { try scaffold.feature("favorites") }
        #expect(throws: LintError.self) { try scaffold.feature("Fav-orites") }
        #expect(throws: LintError.self) { try scaffold.dependency("Gateway", module: "Missing") }
        #expect(throws: LintError.self) { try Scaffold(package: folder.appendingPathComponent("Sources")) }
        try Data("let package = makePackage()\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let error = #expect(throws: LintError.self) { try Scaffold(package: folder).feature("Orders") }
        #expect(error?.description.contains("add the targets yourself") == true)
        #expect(try contents().filter { $0.key != "Package.swift" } == before.filter { $0.key != "Package.swift" })
    }

    @Test func refusesWhatWouldBreakTheTargetsThereAreAndSaysSoSafely() throws {
        // A target whose folder holds the layout's: a module written there would be compiled into it.
        try Data(manifest.replacingOccurrences(of: ".target(name: \"Catalog\")", with: ".target(name: \"Catalog\", path: \"Sources\")").utf8)
            .write(to: folder.appendingPathComponent("Package.swift"))
        let inside = #expect(throws: LintError.self) { try Scaffold(package: folder).feature("Orders") }
        #expect(inside?.description.contains("inside the target 'Catalog' (Sources)") == true)
        // However the path is spelled.
        for spelled in ["Sources/.", "./Sources/../Sources/", "."] {
            try Data(manifest.replacingOccurrences(of: ".target(name: \"Catalog\")", with: ".target(name: \"Catalog\", path: \"\(spelled)\")").utf8)
                .write(to: folder.appendingPathComponent("Package.swift"))
            #expect(throws: LintError.self, "path: \(spelled)") { try Scaffold(package: folder).feature("Orders") }
        }
        // The layout pointed into a target at SwiftPM's place for it.
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(#"{"layout": {"apps": "Sources/Catalog"}}"#.utf8).write(to: folder.appendingPathComponent(".cpdi-lint.json"))
        let intoCatalog = #expect(throws: LintError.self) { try Scaffold(package: folder).feature("Orders") }
        #expect(intoCatalog?.description.contains("Sources/Catalog/OrdersDevApp would be inside the target 'Catalog'") == true)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".cpdi-lint.json"))
        // A protocol named as a module would hide it.
        #expect(throws: LintError.self) { try Scaffold(package: folder).dependency("Catalog", module: "Catalog") }
        // A name typed with a line break is shown escaped, and a long one is cut short with its length said.
        let forged = #expect(throws: LintError.self) { try Scaffold(package: folder).feature("Fav\nCreated Sources/Evil.swift") }
        #expect(forged?.description.contains("\n") == false)
        #expect(forged?.description.contains("Fav\\u{A}Created") == true)
        let long = #expect(throws: LintError.self) { try Scaffold(package: folder).feature(String(repeating: "A", count: 80)) }
        #expect(long?.description.contains("80 characters") == true)
        // A name that reads as a dependency protocol's, which its own lint would reject.
        #expect(throws: LintError.self) { try Scaffold(package: folder).dependency("Dependencies", module: "Catalog") }
        // A manifest broken as it is, or not UTF-8, is not edited, and the blame is not the edit's.
        try Data(manifest.replacingOccurrences(of: ".target(name: \"Catalog\"),", with: ".target(name: \"Catalog\"").utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let broken = #expect(throws: LintError.self) { try Scaffold(package: folder).feature("Orders") }
        #expect(broken?.description.contains("does not parse as it is (line") == true)
        try Data(Array(manifest.utf8) + [0x2F, 0x2F, 0x20, 0xE9, 0x0A]).write(to: folder.appendingPathComponent("Package.swift"))
        let latin = #expect(throws: LintError.self) { try Scaffold(package: folder).feature("Orders") }
        #expect(latin?.description.contains("not UTF-8") == true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(try contents().keys.sorted() == ["Package.swift"])
    }

    @Test func saysWhatItWroteBeforeAnInterruptThatWaitedEndsTheRun() throws {
        let scaffold = try Scaffold(package: folder)
        let plan = try scaffold.feature("Orders")
        var reported: [String] = []
        try scaffold.write(plan) { reported = (try? contents().keys.sorted()) ?? [] }
        #expect(reported == (plan.files.map(\.path) + ["Package.swift"]).sorted())
    }

    @Test func aNameInACommentDeclaresNoTarget() throws {
        let commented = manifest.replacingOccurrences(of: "// The catalog, kept first.", with: "// .target(name: \"OrdersFeature\"), // TODO \"OrdersDevApp\"")
        try Data(commented.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let scaffold = try Scaffold(package: folder)
        try scaffold.write(try scaffold.feature("Orders"))
        #expect(try contents()["Sources/OrdersFeature/OrdersFeature.swift"] != nil)
        #expect(throws: LintError.self) { try scaffold.feature("Orders") }
    }

    @Test func aStagingFolderARepositoryBringsRemovesNothingOutsideThePackage() throws {
        let manager = FileManager.default
        let outside = folder.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: outside) }
        try manager.createDirectory(at: outside.appendingPathComponent("keys"), withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: outside.appendingPathComponent("keys/key"))
        // A link in the package to the outside folder, and two folders named like staging folders: one
        // whose files are a link to it, one holding a copy of the key under the linked path.
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("keys").path, withDestinationPath: outside.appendingPathComponent("keys").path)
        let linked = folder.appendingPathComponent(".cpdi-lint-new-\(UUID().uuidString)")
        try manager.createDirectory(at: linked, withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: linked.appendingPathComponent("files").path, withDestinationPath: outside.path)
        let copied = folder.appendingPathComponent(".cpdi-lint-new-\(UUID().uuidString)")
        try manager.createDirectory(at: copied.appendingPathComponent("files/keys"), withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: copied.appendingPathComponent("files/keys/key"))
        let scaffold = try Scaffold(package: folder)
        try scaffold.locked { () throws(LintError) in }
        #expect(manager.fileExists(atPath: outside.appendingPathComponent("keys/key").path))
        // A folder holding a link is no staging folder of ours, and is left as it is.
        #expect(manager.fileExists(atPath: linked.appendingPathComponent("files").path))
    }

    @Test func refusesToWriteThroughALinkedFolder() throws {
        let manager = FileManager.default
        let outside = folder.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: outside) }
        try manager.createDirectory(at: outside, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Tests").path, withDestinationPath: outside.path)
        let scaffold = try Scaffold(package: folder)
        let error = #expect(throws: LintError.self) { try scaffold.write(try scaffold.feature("Favorites")) }
        #expect(error?.description.contains("symbolic link") == true, "\(error?.description ?? "")")
        #expect(try manager.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
    }

    /// A `new` killed after placing its files and before its manifest edit: the next run takes the files
    /// back and says so, unless someone has edited one since (in place, so it is still the placed file),
    /// when nothing is removed and the run stops, naming it.
    @Test func anInterruptedRunIsTakenBackUnlessItsFilesWereEdited() throws {
        let manager = FileManager.default
        func interruptedRun(placing path: String) throws -> URL {
            let staging = folder.appendingPathComponent(".cpdi-lint-new-\(UUID().uuidString)")
            for side in ["files", "written"] {
                let url = staging.appendingPathComponent(side).appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("struct Placed {}\n".utf8).write(to: url)
            }
            try Data(manifest.utf8).write(to: staging.appendingPathComponent("Package.swift.before"))
            try Data((manifest + "// targets\n").utf8).write(to: staging.appendingPathComponent("Package.swift.after"))
            let placed = folder.appendingPathComponent(path)
            try manager.createDirectory(at: placed.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.linkItem(at: staging.appendingPathComponent("files").appendingPathComponent(path), to: placed)
            return placed
        }
        let scaffold = try Scaffold(package: folder)
        let untouched = try interruptedRun(placing: "Sources/OrdersFeature/OrdersFeature.swift")
        var notes: [String] = []
        try scaffold.locked(noting: { notes.append($0) }) { () throws(LintError) in }
        #expect(!manager.fileExists(atPath: untouched.path))
        #expect(notes.count == 1 && notes[0].contains("Sources/OrdersFeature/OrdersFeature.swift"), "\(notes)")

        let edited = try interruptedRun(placing: "Sources/FavoritesFeature/FavoritesFeature.swift")
        let handle = try FileHandle(forWritingTo: edited)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("struct MyWork {}\n".utf8))
        try handle.close()
        let error = #expect(throws: LintError.self) { try scaffold.locked { () throws(LintError) in } }
        #expect(error?.description.contains("was edited since; nothing was removed") == true, "\(error?.description ?? "")")
        #expect(try String(contentsOf: edited, encoding: .utf8).contains("struct MyWork {}"))
    }
}
