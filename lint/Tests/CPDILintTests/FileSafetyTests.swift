import Foundation
import Testing
@testable import CPDILint

/// What `--fix` and reading do to a tree: edits in place or none at all, and nothing unread passes.
/// The device, FIFO, ownership, full-disk and interruption cases are process tests of the binary in
/// `lint/Scripts/write-safety-proof.sh`.
@Suite struct FileSafetyTests {
    let scratch: Scratch

    init() throws {
        scratch = try Scratch()
    }

    let declaration = "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n    init(order: Int, dependencies: Dependencies) { self.dependencies = dependencies }\n}\n"
    let call = "func make<Dependencies: ReceiptDependencies>(dependencies: Dependencies) { _ = Receipt(order: 1, dependencies: dependencies) }\n"

    func inode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
    }

    /// A job started with `&` runs with `SIGINT` ignored: the handlers after it are put back all the same,
    /// so a `SIGTERM` after the writes ends the run instead of being swallowed.
    @Test func putsBackEveryHandlerAfterAnIgnoredOne() {
        let interrupt = signal(SIGINT, SIG_IGN)
        let terminate = signal(SIGTERM, SIG_DFL)
        defer {
            signal(SIGINT, interrupt)
            signal(SIGTERM, terminate)
        }
        DeferredSignals().release()
        #expect(unsafeBitCast(signal(SIGTERM, SIG_DFL), to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self))
        #expect(unsafeBitCast(signal(SIGINT, SIG_IGN), to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self))
    }

    @Test func editsAFileThroughItsLinksKeepingItsModeAndInode() throws {
        try scratch.write("Sources/App/Receipt.swift", declaration)
        try scratch.write("Sources/App/Use.swift", call)
        let receipt = scratch.path("Sources/App/Receipt.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: receipt)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Link.swift"), withDestinationPath: receipt)
        try FileManager.default.linkItem(atPath: scratch.path("Sources/App/Use.swift"), toPath: scratch.path("Hard.swift"))
        let before = try inode(receipt)
        let linter = Linter()
        let changes = linter.fixes(try linter.read(paths: [scratch.path("Link.swift"), scratch.path("Hard.swift"), scratch.path("Sources")]))
        // Each file once, under its name in the target that compiles it.
        #expect(changes.map(\.path) == [scratch.path("Sources/App/Receipt.swift"), scratch.path("Sources/App/Use.swift")])
        try FixWriter.write(changes)
        #expect(try String(contentsOfFile: receipt, encoding: .utf8).contains("init(dependencies: Dependencies, order: Int)"))
        #expect(try String(contentsOfFile: scratch.path("Sources/App/Use.swift"), encoding: .utf8).contains("Receipt(dependencies: dependencies, order: 1)"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("Link.swift")) == receipt)
        #expect(try inode(receipt) == before)
        #expect(try inode(scratch.path("Hard.swift")) == inode(scratch.path("Sources/App/Use.swift")))
        #expect(try FileManager.default.attributesOfItem(atPath: receipt)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("Sources/App")).sorted() == ["Receipt.swift", "Use.swift"])
    }

    @Test func writesNothingWhenAFileChangedSinceItWasRead() throws {
        try scratch.write("Sources/App/Receipt.swift", declaration)
        try scratch.write("Sources/App/Use.swift", call)
        let linter = Linter()
        let changes = linter.fixes(try linter.read(paths: [scratch.path("Sources")]))
        #expect(changes.count == 2)
        // An editor saves the second file after it was read.
        let edited = call + "// a new line\n"
        try scratch.write("Sources/App/Use.swift", edited)
        #expect(throws: LintError.self) { try FixWriter.write(changes) }
        do {
            try FixWriter.write(changes)
        } catch {
            #expect(error.description.contains("Use.swift changed after cpdi-lint read it; it was not overwritten"))
            #expect(error.description.contains("Nothing was changed."))
        }
        #expect(try String(contentsOfFile: scratch.path("Sources/App/Receipt.swift"), encoding: .utf8) == declaration)
        #expect(try String(contentsOfFile: scratch.path("Sources/App/Use.swift"), encoding: .utf8) == edited)
    }

    @Test func leavesAReadOnlyFileAloneWhoeverRunsIt() throws {
        try scratch.write("Sources/App/Receipt.swift", declaration)
        try scratch.write("Sources/App/Use.swift", call)
        let linter = Linter()
        let changes = linter.fixes(try linter.read(paths: [scratch.path("Sources")]))
        #expect(changes.count == 2)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: scratch.path("Sources/App/Use.swift"))
        let error = #expect(throws: LintError.self) { try FixWriter.write(changes) }
        #expect(error?.description.contains("is read-only") == true, "\(error?.description ?? "")")
        #expect(try String(contentsOfFile: scratch.path("Sources/App/Receipt.swift"), encoding: .utf8) == declaration)
        #expect(try String(contentsOfFile: scratch.path("Sources/App/Use.swift"), encoding: .utf8) == call)
    }

    @Test func anUndoKeepsAnEditSavedAfterTheFix() throws {
        try scratch.write("Sources/App/Receipt.swift", declaration)
        try scratch.write("Sources/App/Use.swift", call)
        let linter = Linter()
        let changes = linter.fixes(try linter.read(paths: [scratch.path("Sources")]))
        #expect(changes.count == 2)
        try FixWriter.write(changes)
        // Someone saves the first file after it was fixed; then the run is undone (as when a later write fails).
        let first = try #require(changes.first)
        let saved = String(decoding: first.fixed, as: UTF8.self) + "// saved after the fix\n"
        try Data(saved.utf8).write(to: URL(fileURLWithPath: first.path))
        let message = FixWriter.undo(changes)
        #expect(message.contains("saved by someone else after cpdi-lint fixed them"), "\(message)")
        #expect(try String(contentsOfFile: first.path, encoding: .utf8) == saved)
        #expect(try Array(String(contentsOfFile: changes[1].path, encoding: .utf8).utf8) == changes[1].original)
    }

    @Test func refusesWhatItCannotReadByName() throws {
        try scratch.write("Sources/App/Receipt.swift", declaration)
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("struct A {}\n".data(using: .utf16LittleEndian)!)
        try utf16.write(to: URL(fileURLWithPath: scratch.path("Sources/App/Wide.swift")))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Sources/App/Gone.swift"), withDestinationPath: scratch.path("Nowhere.swift"))
        let input = try Linter().read(paths: [scratch.path("Sources")])
        #expect(input.files.map(\.path) == [scratch.path("Sources/App/Receipt.swift")])
        #expect(input.unread.map(\.path) == [scratch.path("Sources/App/Gone.swift"), scratch.path("Sources/App/Wide.swift")])
        #expect(input.unread.map(\.reason) == ["it is a symbolic link to nothing", "it is UTF-16; cpdi-lint and the compiler read UTF-8, so save it as UTF-8"])
        #expect(throws: LintError.self) { try Linter().lint(paths: [scratch.path("Sources")]) }
    }

    /// A link named like a Swift file that leads to a folder of Swift files, and a Swift file whose name is
    /// not UTF-8 (whose repaired spelling names another file here), are code that was not read: the run fails.
    @Test func refusesALinkedFolderNamedLikeASourceAndANameThatIsNotUTF8() throws {
        try scratch.write("Shared/Bad.swift", declaration)
        try scratch.write("Sources/App/Receipt.swift", declaration)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Sources/App/Shared.swift"), withDestinationPath: scratch.path("Shared"))
        var input = try Linter().read(paths: [scratch.path("Sources")])
        #expect(input.unread.map(\.path) == [scratch.path("Sources/App/Shared.swift")])
        try FileManager.default.removeItem(atPath: scratch.path("Sources/App/Shared.swift"))
        let folder = scratch.path("Sources/App/")
        let bad = Array(folder.utf8) + Array("Cart".utf8) + [0xFF] + Array(".swift".utf8)
        let descriptor = open(bad.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_EXCL, 0o600)
        #expect(descriptor >= 0)
        close(descriptor)
        try scratch.write("Sources/App/Cart\u{FFFD}.swift", "struct Harmless {}\n")
        input = try Linter().read(paths: [scratch.path("Sources")])
        #expect(input.unread.map(\.reason) == ["its name is not UTF-8, so it cannot be opened by name; rename it"])
        #expect(input.files.count == 2)
    }

    /// A file linked into a target from a folder in none is the target's, whichever name the walk meets first.
    @Test func aFileLinkedIntoATargetIsTheTargets() throws {
        try scratch.write("Shared/Cart.swift", declaration)
        try scratch.write("Sources/Shop/Shelf.swift", declaration.replacingOccurrences(of: "Receipt", with: "Shelf"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Sources/Shop/Cart.swift"), withDestinationPath: scratch.path("Shared/Cart.swift"))
        let input = try Linter().read(paths: [scratch.path("Shared"), scratch.path("Sources")])
        #expect(input.files.map(\.path).sorted() == [scratch.path("Sources/Shop/Cart.swift"), scratch.path("Sources/Shop/Shelf.swift")])
    }

    @Test func refusesBytesThatAreNotUTF8AsTheCompilerDoes() {
        // Latin-1 in a comment, UTF-16 without a byte order mark, a truncated sequence, a surrogate.
        for bytes: [UInt8] in [[0x2F, 0x2F, 0x20, 0xE9, 0x0A], [0x2D, 0x4E, 0x87, 0x65], [0x61, 0xE2, 0x82], [0xED, 0xA0, 0x80]] {
            #expect(SourceSet.encodingProblem(bytes)?.contains("is not UTF-8") == true, "\(bytes)")
        }
        // Well-formed UTF-8 of every length passes.
        #expect(SourceSet.encodingProblem(Array("// café 中文 😀 𝒳\nlet x = 1\n".utf8)) == nil)
    }

    @Test func aLinkToAFolderOfSwiftFilesIsNamedAsUnread() throws {
        try scratch.write("Shared/Receipt.swift", declaration)
        try scratch.write("Assets/logo.txt", "logo")
        try scratch.write("Sources/App/Use.swift", "struct Use {}\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Sources/Linked"), withDestinationPath: scratch.path("Shared"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Sources/Images"), withDestinationPath: scratch.path("Assets"))
        let input = try Linter().read(paths: [scratch.path("Sources")])
        #expect(input.files.map(\.path) == [scratch.path("Sources/App/Use.swift")])
        // The link to Swift files is named; the link to a folder without any is not.
        #expect(input.unread.map(\.path) == [scratch.path("Sources/Linked")])
        #expect(input.unread.first?.reason.contains("does not follow folder links") == true)
    }

    @Test func skipsAFolderReachedThroughALinkNamedLikeASwiftFile() throws {
        try scratch.write("Sources/App/Receipt.swift", "struct Receipt<Dependencies: ReceiptDependencies> { let order: Int; let dependencies: Dependencies }\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("Folder.swift"), withDestinationPath: scratch.path("Sources/App"))
        let input = try Linter().read(paths: [scratch.root.path])
        #expect(input.unread.isEmpty)
        #expect(input.files.map(\.path) == [scratch.path("Sources/App/Receipt.swift")])
    }

    @Test func countsLinesAsTheCompilerDoes() {
        let table = LineTable(Array("a\rb\r\nc\nd\r\re".utf8))
        #expect((0..<11).map { table.location(of: $0).line } == [1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6])
        #expect(table.location(of: 10).column == 1)
    }

    @Test func keepsAFilesLineBreaksInItsFixes() {
        for lineBreak in ["\r\n", "\r"] {
            let owner = "typealias CheckoutDependencies = LoggingDependency\nstruct Checkout<Dependencies: CheckoutDependencies> {\n    let dependencies: Dependencies\n    func finish() { Receipt(dependencies: dependencies).print() }\n}\n"
                .replacingOccurrences(of: "\n", with: lineBreak)
            let child = "typealias ReceiptDependencies = PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n}\n"
            let changes = Linter().fixes(sources: [("Checkout.swift", Array(owner.utf8)), ("Receipt.swift", Array(child.utf8))])
            let fixed = String(decoding: changes.first { $0.path == "Checkout.swift" }?.fixed ?? [], as: UTF8.self)
            #expect(fixed.contains("& ReceiptDependencies // Required by Receipt"))
            #expect(fixed.replacingOccurrences(of: lineBreak, with: "").contains("\n") == false)
            let findings = Linter().lint(sources: [("Checkout.swift", Array(owner.utf8)), ("Receipt.swift", Array(child.utf8))])
            // The finding is on the line of the call, counted as the compiler counts it.
            #expect(findings.first { $0.ruleID == "missing-forwarding" }?.line == 4)
        }
    }

    @Test func matchesGlobsAsBeforeWithoutBacktracking() {
        #expect(Glob("**/Generated").matches("Sources/App/Generated/File.swift"))
        #expect(Glob("**/Generated").matches("Generated"))
        #expect(Glob("Sources/*/Generated").matches("Sources/App/Generated/A.swift"))
        #expect(!Glob("Sources/*/Generated").matches("Sources/App/Deep/Generated/A.swift"))
        #expect(Glob("Sources/?pp").matches("Sources/App/A.swift"))
        #expect(!Glob("Sources/?pp").matches("Sources/Apps/A.swift"))
        #expect(!Glob("Sources/App").matches("Sources/AppKit/A.swift"))
        let deep = (1...40).map { "d\($0)" }.joined(separator: "/")
        let repeated = String(repeating: "**/", count: 25)
        #expect(Glob(repeated + "Generated").matches(deep + "/Generated/A.swift"))
        #expect(!Glob(repeated + "Generated").matches(deep + "/Other/A.swift"))
        #expect(!Glob(repeated + "x/" + repeated + "Generated").matches(deep + "/Other/A.swift"))
    }

    /// A `--fix` killed midway leaves its journal; only the working copy it was written for replays it,
    /// and a file left as the fix followed by the old tail (killed between the write and the truncate)
    /// is put back.
    @Test func aJournalIsReplayedOnlyInItsOwnWorkingCopy() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: scratch.path("repo/.git"), withIntermediateDirectories: true)
        let original = Array((declaration + "// a comment that the fix removes, long enough to leave a tail\n").utf8)
        let fixed = Array(("// fixed\n" + declaration).utf8)
        try Data(original).write(to: URL(fileURLWithPath: scratch.path("repo/Receipt.swift")))
        let repository = try #require(FixJournal.repository(holding: scratch.path("repo")))
        let journal = try #require(FixJournal(recording: [FileChange(path: scratch.path("repo/Receipt.swift"), original: original, fixed: fixed)], in: repository))
        // Written, not yet truncated: the fix, then what is left of the original.
        let halfway = fixed + original[fixed.count...]
        try Data(halfway).write(to: URL(fileURLWithPath: scratch.path("repo/Receipt.swift")))
        journal.abandon()
        try manager.copyItem(atPath: scratch.path("repo"), toPath: scratch.path("copy"))
        let copy = try #require(FixJournal.repository(holding: scratch.path("copy")))

        let copyNotes = FixJournal.recover(in: copy)
        #expect(copyNotes.count == 1 && copyNotes[0].contains("another copy of this repository"), "\(copyNotes)")
        #expect(manager.contents(atPath: scratch.path("copy/Receipt.swift")) == Data(halfway))
        #expect(manager.contents(atPath: scratch.path("repo/Receipt.swift")) == Data(halfway))
        #expect(FixJournal.pending(in: copy).count == 1)

        #expect(FixJournal.pending(in: repository).count == 1)
        let notes = FixJournal.recover(in: repository)
        #expect(notes.count == 1 && notes[0].contains("put back"), "\(notes)")
        #expect(manager.contents(atPath: scratch.path("repo/Receipt.swift")) == Data(original))
        #expect(FixJournal.pending(in: repository).isEmpty)
    }

    /// A killed `--fix` whose files were edited since is not undone around the edit: the files that hold the
    /// fix keep it (undone alone, they could stop the build), only a file cut short is put back, and the
    /// journal stays until the user has checked them.
    @Test func aJournalWithAFileEditedSinceUndoesNothingAroundTheEdit() throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: scratch.path("repo/.git"), withIntermediateDirectories: true)
        let files = ["Badge", "Shelf", "Row"].map { scratch.path("repo/\($0).swift") }
        let originals = ["Badge", "Shelf", "Row"].map { Array("struct \($0) { let title: String }\n// the fix removes this long comment\n".utf8) }
        let fixes = ["Badge", "Shelf", "Row"].map { Array("struct \($0) {}\n".utf8) }
        for (file, original) in zip(files, originals) { try Data(original).write(to: URL(fileURLWithPath: file)) }
        let repository = try #require(FixJournal.repository(holding: scratch.path("repo")))
        let journal = try #require(FixJournal(recording: zip(files, zip(originals, fixes)).map { FileChange(path: $0, original: $1.0, fixed: $1.1) }, in: repository))
        // Badge fixed; Shelf fixed, then edited; Row cut short while written.
        try Data(fixes[0]).write(to: URL(fileURLWithPath: files[0]))
        try Data(fixes[1] + Array("// mine\n".utf8)).write(to: URL(fileURLWithPath: files[1]))
        let cut = fixes[2] + originals[2][fixes[2].count...]
        try Data(cut).write(to: URL(fileURLWithPath: files[2]))
        journal.abandon()

        let notes = FixJournal.recover(in: repository)
        #expect(notes.count == 1 && notes[0].contains("Shelf.swift") && notes[0].contains("edited since"), "\(notes)")
        #expect(manager.contents(atPath: files[0]) == Data(fixes[0]))
        #expect(manager.contents(atPath: files[1]) == Data(fixes[1] + Array("// mine\n".utf8)))
        #expect(manager.contents(atPath: files[2]) == Data(originals[2]))
        #expect(FixJournal.pending(in: repository).count == 1)
        // Asked again, it says the same and changes nothing.
        #expect(FixJournal.recover(in: repository).count == 1)
        #expect(manager.contents(atPath: files[0]) == Data(fixes[0]))
    }

    /// What writing a fix in place leaves at any moment is told from an edit made since.
    @Test func aPartlyWrittenFixIsToldFromAnEdit() {
        let original = Array("abcdefgh".utf8), shorter = Array("ABC".utf8), longer = Array("ABCDEFGHIJ".utf8)
        #expect(FixJournal.isPartlyWritten(Array("ABCdefgh".utf8), original: original, fixed: shorter))
        #expect(FixJournal.isPartlyWritten(Array("ABcdefgh".utf8), original: original, fixed: shorter))
        #expect(FixJournal.isPartlyWritten(shorter, original: original, fixed: shorter))
        #expect(FixJournal.isPartlyWritten(Array("ABCDEFGHI".utf8), original: original, fixed: longer))
        #expect(!FixJournal.isPartlyWritten(Array("ABCdefgX".utf8), original: original, fixed: shorter))
        #expect(!FixJournal.isPartlyWritten(Array("AB".utf8), original: original, fixed: shorter))
        #expect(!FixJournal.isPartlyWritten(Array("ABCDEFG".utf8), original: original, fixed: longer))
    }

    /// `new` places its files through folders it holds open: a folder swapped for a symbolic link after
    /// the path was checked stops the placement instead of redirecting it, and taking back removes only
    /// what was placed and created.
    @Test func aFolderSwappedForALinkRedirectsNoNewFile() throws {
        let manager = FileManager.default
        try scratch.write("staged/One.swift", "// one\n")
        try scratch.write("package/Package.swift", "// swift-tools-version: 6.0\n")
        try scratch.write("outside/Other.swift", "// other\n")
        let placement = try FolderPlacement(package: scratch.path("package"))
        try placement.link(scratch.path("staged/One.swift"), to: "Sources/Feature/One.swift")
        #expect(manager.fileExists(atPath: scratch.path("package/Sources/Feature/One.swift")))
        // The checked folder `Tests` becomes a link to a folder outside.
        try manager.createSymbolicLink(atPath: scratch.path("package/Tests"), withDestinationPath: scratch.path("outside"))
        #expect(throws: LintError.self) { try placement.link(self.scratch.path("staged/One.swift"), to: "Tests/FeatureTests/One.swift") }
        #expect(try manager.contentsOfDirectory(atPath: scratch.path("outside")) == ["Other.swift"])
        #expect(throws: LintError.self) { try placement.link(self.scratch.path("staged/One.swift"), to: "Sources/Feature/One.swift") }
        placement.takeBack()
        #expect(!manager.fileExists(atPath: scratch.path("package/Sources")))
        #expect(manager.fileExists(atPath: scratch.path("staged/One.swift")))
        #expect(manager.fileExists(atPath: scratch.path("package/Tests")))
    }
}
