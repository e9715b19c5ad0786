import Foundation

/// Which files see which, as the compiler decides: a file sees its own module and the modules its
/// module imports (and what they import), and nothing else.
///
/// A module is a SwiftPM target folder (`Sources/<Name>`, `Modules/<Name>`, `Apps/<Name>`,
/// `Tests/<Name>`, `Plugins/<Name>`, a folder its manifest names with `path:`, or a name from the `modules`
/// map) of one package: the deepest folder
/// above it with a `Package.swift`, `.xcodeproj`, `.xcworkspace` or `project.yml`. The other files of a
/// package, and every file of an app project (whose `Sources/<Group>` folders are groups, not targets),
/// are one module of that package. `import Name` means the module `Name` of the same
/// package, else of the nearest package that has one, so two apps with a `Home` module never see each
/// other's. Files under no package at all are seen by every module.
///
/// The rules run once per module that nothing imports (an app, a test target, a tool): over it and
/// everything it imports. A module several of them import (a local package two apps share) is checked
/// with each, and reports what any of them shows; `--fix` edits it once, from the largest of them.
enum Visibility {
    /// One lint pass: the files its index is built from, those of them it reports on, and those of
    /// them it fixes (each file is fixed in one pass only).
    struct Pass: Equatable {
        var members: [Int]
        var reported: [Int]
        var fixed: [Int]
    }

    /// A module of one package (`nil`: the package's files outside any target folder).
    private struct Module: Hashable {
        var package: String?
        var name: String?
    }

    /// The passes for files at `paths`, in `modules` (a target folder's name or `nil`), importing
    /// `imports`, in the package folders ``packageFolders(_:)`` found for them.
    static func passes(paths: [String], modules: [String?], imports: [[String]], packages: PackageFolders) -> [Pass] {
        let all = Array(paths.indices)
        let owners = zip(paths, modules).map { Module(package: packages.package(of: $0.0), name: $0.1) }
        var files: [Module: [Int]] = [:]
        for (number, owner) in owners.enumerated() { files[owner, default: []].append(number) }
        // Files under no package are everyone's: fixtures' preludes, a folder of loose files.
        let everyones = Module(package: nil, name: nil)
        var byName: [String: [Module]] = [:]
        for module in files.keys { if let name = module.name { byName[name, default: []].append(module) } }
        var imported: [Module: Set<Module>] = [:]
        for (module, numbers) in files {
            let names = Set(numbers.flatMap { imports[$0] })
            for name in names {
                for target in resolve(name, from: module, candidates: byName[name] ?? []) where target != module {
                    imported[module, default: []].insert(target)
                }
            }
        }
        let importedByOthers = Set(imported.values.flatMap { $0 })
        var tops = files.keys.filter { $0 != everyones && !importedByOthers.contains($0) }
        var covered: Set<Module> = []
        var closures: [Set<Module>] = []
        func close(_ top: Module) {
            var seen: Set<Module> = [top]
            var pending = [top]
            while let module = pending.popLast() {
                for next in imported[module] ?? [] where seen.insert(next).inserted { pending.append(next) }
            }
            covered.formUnion(seen)
            closures.append(seen)
        }
        tops.sort { ($0.package ?? "", $0.name ?? "") < ($1.package ?? "", $1.name ?? "") }
        tops.forEach(close)
        // Modules only a cycle of imports reaches.
        for module in files.keys.sorted(by: { ($0.package ?? "", $0.name ?? "") < ($1.package ?? "", $1.name ?? "") })
        where module != everyones && !covered.contains(module) {
            close(module)
        }
        guard closures.count > 1 else { return [Pass(members: all, reported: all, fixed: all)] }
        let shared = files[everyones] ?? []
        var passes = closures.map { closure -> Pass in
            let own = closure.flatMap { files[$0] ?? [] }
            let members = (own + shared).sorted()
            return Pass(members: members, reported: members, fixed: [])
        }
        // Each file is fixed once: in the largest pass that holds it.
        var fixedSomewhere: Set<Int> = []
        for position in passes.indices.sorted(by: { passes[$0].members.count > passes[$1].members.count }) {
            passes[position].fixed = passes[position].members.filter { fixedSomewhere.insert($0).inserted }
        }
        return passes
    }

    /// The paths of the files that more than one of `passes` is built from.
    static func sharedPaths(_ passes: [Pass], _ paths: [String]) -> Set<String> {
        guard passes.count > 1 else { return [] }
        var seen: Set<Int> = [], shared: Set<String> = []
        for pass in passes {
            for number in pass.members where !seen.insert(number).inserted { shared.insert(paths[number]) }
        }
        return shared
    }

    /// The modules `import name` in `module` means: the same package's, else the nearest package's.
    private static func resolve(_ name: String, from module: Module, candidates: [Module]) -> [Module] {
        guard candidates.count > 1 else { return candidates }
        if let own = candidates.first(where: { $0.package == module.package }) { return [own] }
        let distances = candidates.map { distance(module.package ?? "", $0.package ?? "") }
        let nearest = distances.min()!
        return zip(candidates, distances).filter { $0.1 == nearest }.map(\.0)
    }

    /// How many folders apart two folders are.
    private static func distance(_ first: String, _ second: String) -> Int {
        let a = first.split(separator: "/"), b = second.split(separator: "/")
        let common = zip(a, b).prefix { $0 == $1 }.count
        return a.count + b.count - 2 * common
    }

    /// The folders that hold a package: a `Package.swift` among the paths read, or an app project on
    /// disk (an Xcode project or workspace, XcodeGen's `project.yml`).
    struct PackageFolders {
        var folders: Set<String>
        /// Those of ``folders`` that hold an app project and no `Package.swift` read.
        var apps: Set<String>

        /// The deepest package folder that holds `path`.
        func package(of path: String) -> String? {
            var folder = Visibility.folder(of: path)
            while true {
                if folders.contains(folder) { return folder }
                guard !folder.isEmpty, folder != "/" else { return nil }
                folder = Visibility.folder(of: folder)
            }
        }

        /// Whether `path` belongs to an app project rather than a SwiftPM package: there, `Sources/<X>`
        /// is a group of the app's one module, not a target.
        func isInApp(_ path: String) -> Bool {
            package(of: path).map(apps.contains) ?? false
        }
    }

    /// The package folders of the files at `paths`, each folder above them listed once.
    /// `listed` are folders whose entries were already read (by file discovery), each with whether
    /// one of them marks an app project (``isProjectMarker(_:)``): they are not listed again.
    static func packageFolders(_ paths: [String], listed: [String: Bool] = [:]) -> PackageFolders {
        let folders = paths.map(folder(of:))
        let manifests = Set(zip(paths, folders).filter { Paths.isManifest($0.0) }.map(\.1))
        var result = manifests
        var checked: [String: Bool] = [:]
        for start in Set(folders) {
            var folder = start
            while checked[folder] == nil {
                let isProject = listed[folder] ?? FolderWalk.names(in: folder).contains(where: isProjectMarker)
                checked[folder] = isProject
                if isProject { result.insert(folder) }
                guard !folder.isEmpty, folder != "/" else { break }
                folder = Self.folder(of: folder)
            }
        }
        return PackageFolders(folders: result, apps: result.subtracting(manifests))
    }

    /// Whether a folder entry named `name` makes the folder an app project's (an Xcode project or
    /// workspace, or XcodeGen's `project.yml`).
    static func isProjectMarker(_ name: some StringProtocol) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name == "project.yml"
    }

    /// The folder a path is in, as written (`A/B/c.swift` → `A/B`, `c.swift` → ``, `/c.swift` → `/`).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
