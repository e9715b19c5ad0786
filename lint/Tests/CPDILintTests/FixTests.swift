import Foundation
import CPDILint
import Testing

/// `--fix`: each fix keeps formatting, is idempotent, and leaves no finding of its rule behind.
@Suite struct FixTests {
    func fix(_ files: [(String, String)], configuration: Configuration = Configuration()) -> [String: String] {
        let sources = files.map { ($0.0, Array($0.1.utf8)) }
        var result = Dictionary(files.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        for change in Linter(configuration: configuration).fixes(sources: sources) {
            result[change.path] = String(decoding: change.fixed, as: UTF8.self)
        }
        return result
    }

    func findings(_ files: [String: String]) -> [Finding] {
        Linter().lint(sources: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    }

    let logging = ("Logging.swift", "protocol LoggingDependency {\n    var logger: any Logging { get }\n}\nprotocol PrintingDependency {\n    var printer: any Printing { get }\n}\n")

    let receipt = ("Receipt.swift", """
        typealias ReceiptDependencies = PrintingDependency

        struct Receipt<Dependencies: ReceiptDependencies> {
            let dependencies: Dependencies
        }
        """)

    /// Several forwards added to one typealias go in by role among themselves too, a child's before a
    /// helper's, so that the opt-in forwarding-order finds nothing in what --fix wrote.
    @Test func addsAChildsAndAHelpersForwardsInForwardingOrder() throws {
        let audit = ("Audit.swift", """
            typealias Audit_recordDependencies = LoggingDependency

            enum Audit {
                static func record(dependencies: some Audit_recordDependencies) { dependencies.logger.log("audit") }
            }
            """)
        let checkout = ("Checkout.swift", """
            typealias CheckoutDependencies = LoggingDependency

            struct Checkout<Dependencies: CheckoutDependencies> {
                let dependencies: Dependencies

                func finish() {
                    Receipt(dependencies: dependencies)
                    Audit.record(dependencies: dependencies)
                }
            }
            """)
        let ordered = try Configuration(json: Data(#"{"rules": {"forwarding-order": "on"}}"#.utf8), from: ".cpdi-lint.json")
        let fixed = fix([logging, receipt, audit, checkout], configuration: ordered)
        #expect(fixed["Checkout.swift"]?.contains("""
            typealias CheckoutDependencies = LoggingDependency
                & ReceiptDependencies // Required by Receipt
                & Audit_recordDependencies // Required by Audit.record
            """) == true, "\(fixed["Checkout.swift"] ?? "")")
        let again = Linter(configuration: ordered).lint(sources: fixed.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
        #expect(!again.contains { $0.ruleID == "forwarding-order" || $0.ruleID == "missing-forwarding" }, "\(again.map(\.message))")
    }

    /// A call is reported with the overload it calls, and not at all when that declaration's finding is
    /// suppressed: a call cannot change the order on its own.
    @Test func reportsACallWithItsOwnOverloadUnlessTheDeclarationIsSuppressed() throws {
        let keypad = ("Keypad.swift", """
            typealias KeypadDependencies = PrintingDependency

            final class Keypad<Dependencies: KeypadDependencies> {
                let dependencies: Dependencies
                init(root: Int, dependencies: Dependencies, items: [Int], at index: Int) { self.dependencies = dependencies }
                init(root: Int, dependencies: Dependencies) { self.dependencies = dependencies }
            }

            func show<Dependencies: KeypadDependencies>(dependencies: Dependencies) { _ = Keypad(root: 1, dependencies: dependencies) }
            """)
        let message = try #require(findings([logging.0: logging.1, keypad.0: keypad.1]).first { $0.line == 9 && $0.ruleID == "dependencies-first" }?.message)
        #expect(message.contains("making it the first parameter of 'Keypad.init(root:dependencies:)'"), "\(message)")
        let suppressed = keypad.1.replacingOccurrences(
            of: "    init(root: Int, dependencies: Dependencies) {",
            with: "    // cpdi-lint:disable-next-line dependencies-first - the order is public API until 2.0\n    init(root: Int, dependencies: Dependencies) {"
        )
        let lines = findings([logging.0: logging.1, keypad.0: suppressed]).filter { $0.ruleID == "dependencies-first" }.map(\.line)
        #expect(lines == [5], "the other overload's declaration only")
    }

    /// A nested `Shared.Setup` beside a `Setup`: their typealiases, moved above them, must not collide.
    @Test func namesANestedTypesTypealiasByItsPathWhenItsNameIsTaken() {
        let code = """
            final class Setup {
                typealias Dependencies = PrintingDependency
                private let dependencies: Dependencies
                init(dependencies: Dependencies) { self.dependencies = dependencies }
            }

            enum Shared {
                final class Setup {
                    typealias Dependencies = PrintingDependency
                    private let dependencies: Dependencies
                    init(dependencies: Dependencies) { self.dependencies = dependencies }
                }
            }
            """
        let names = findings([logging.0: logging.1, "Setup.swift": code]).filter { $0.ruleID == "typealias-name" }.map(\.message).map { message in
            message.components(separatedBy: "as '").dropFirst().first?.prefix { $0 != "'" }.description ?? ""
        }
        #expect(names.sorted() == ["SetupDependencies", "SharedSetupDependencies"], "\(names)")
    }

    /// In an XcodeGen app (`project.yml`, no `Package.swift`), `Sources/<Folder>` is a group of the one
    /// app module, not a SwiftPM target: the root struct in one folder is known in the others.
    @Test func readsAnXcodeGenAppsSourcesFoldersAsOneModule() throws {
        let scratch = try Scratch()
        try scratch.write("project.yml", "name: Memento\ntargets:\n  Memento:\n    type: application\n    sources: Sources\n")
        try scratch.write("Sources/Application/AppDependency.swift", "protocol HasStore {\n    var store: Int { get }\n}\n\nstruct AppDependency: HasStore {\n    let store = 1\n}\n")
        try scratch.write("Sources/Coordinators/AppCoordinator.swift", "final class AppCoordinator {\n    private let dependencies: AppDependency\n\n    init() {\n        dependencies = AppDependency()\n    }\n}\n")
        let linter = Linter()
        let found = linter.lint(try linter.read(paths: [scratch.root.path]))
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// An Xcode app's folders are groups of one module: a child in another folder is forwarded like one beside it.
    @Test func forwardsAChildInAnotherFolderOfAnXcodeApp() {
        let home = ("Scenes/Home/HomeCoordinator.swift", "final class HomeCoordinator {\n    typealias Dependencies = HasTheme\n    private let dependencies: Dependencies\n    init(dependencies: Dependencies) { self.dependencies = dependencies }\n    func showSettings() { _ = SettingsCoordinator(dependencies: dependencies) }\n}\n")
        let settings = ("Scenes/Settings/SettingsCoordinator.swift", "protocol HasTheme { var theme: Int { get } }\n\nfinal class SettingsCoordinator {\n    typealias Dependencies = HasTheme\n    private let dependencies: Dependencies\n    init(dependencies: Dependencies) { self.dependencies = dependencies }\n}\n")
        let fixed = fix([home, settings])
        #expect(fixed[home.0]?.contains("    typealias Dependencies = HasTheme\n        & SettingsCoordinator.Dependencies // Required by SettingsCoordinator\n") == true, "\(fixed[home.0] ?? "")")
        #expect(findings(fixed).filter { $0.ruleID == "missing-forwarding" }.isEmpty)
    }

    @Test func writesASplicesForwardingMembersAndNamesWhatItMustStoreItself() {
        let protocols = ("Protocols.swift", """
            protocol LoggingDependency {
                var logger: any Logging { get }
            }
            protocol ClockDependency {
                var clock: any Clock { get }
            }
            protocol RepositoryDependency {
                var repository: Repository { get }
            }
            """)
        let splice = ("Splice.swift", """
            typealias PDPViewExternalDependencies = ClockDependency & LoggingDependency
            typealias PDPViewDependencies = PDPViewExternalDependencies & RepositoryDependency

            struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies {
                let externalDependencies: ExternalDependencies // Obtained from outside callers
            }
            """)
        let message = findings([protocols.0: protocols.1, splice.0: splice.1]).first { $0.ruleID == "missing-requirements" }?.message
        #expect(message == "'SplicedPDPViewDependencies' lacks 3 properties its dependencies typealiases require; "
            + "forward `var clock: any Clock { externalDependencies.clock }` (ClockDependency), `var logger: any Logging { externalDependencies.logger }` (LoggingDependency) "
            + "from its external dependencies (`--fix` writes them); and store `repository: Repository` (RepositoryDependency, asked for by PDPViewDependencies) itself (its creators pass it), "
            + "or, where the outer scope provides it, add `& RepositoryDependency` to 'PDPViewExternalDependencies' and forward `var repository: Repository { externalDependencies.repository }`.")
        let fixed = fix([protocols, splice])
        #expect(fixed["Splice.swift"] == """
            typealias PDPViewExternalDependencies = ClockDependency & LoggingDependency
            typealias PDPViewDependencies = PDPViewExternalDependencies & RepositoryDependency

            struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies {
                let externalDependencies: ExternalDependencies // Obtained from outside callers
                var clock: any Clock { externalDependencies.clock }
                var logger: any Logging { externalDependencies.logger }
            }
            """)
    }

    @Test func writesTheMembersOfASpliceDeclaredOnOneLineOnLinesOfTheirOwn() {
        let protocols = ("Protocols.swift", """
            protocol LoggingDependency {
                var logger: any Logging { get }
            }
            """)
        let splice = ("Splice.swift", """
            typealias PDPViewExternalDependencies = LoggingDependency
            typealias PDPViewDependencies = PDPViewExternalDependencies

            struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies { let externalDependencies: ExternalDependencies }
            """)
        #expect(fix([protocols, splice])["Splice.swift"] == """
            typealias PDPViewExternalDependencies = LoggingDependency
            typealias PDPViewDependencies = PDPViewExternalDependencies

            struct SplicedPDPViewDependencies<ExternalDependencies: PDPViewExternalDependencies>: PDPViewDependencies { let externalDependencies: ExternalDependencies
                var logger: any Logging { externalDependencies.logger }
            }
            """)
    }

    @Test func namesEveryPropertyARootLacksWithTheTypealiasThatAsksForIt() {
        let code = """
            protocol LoggingDependency {
                var logger: any Logging { get }
            }
            protocol ClockDependency {
                var clock: any Clock { get }
            }
            typealias ReceiptDependencies = ClockDependency
            typealias CheckoutFeatureDependencies = LoggingDependency & ReceiptDependencies

            struct AppDependencies: CheckoutFeatureDependencies {}
            """
        let found = findings(["App.swift": code]).filter { $0.ruleID == "missing-requirements" }
        #expect(found.map(\.message) == [
            "'AppDependencies' lacks 2 properties its dependencies typealiases require; provide `logger: any Logging` (LoggingDependency, asked for by CheckoutFeatureDependencies), "
                + "`clock: any Clock` (ClockDependency, asked for by ReceiptDependencies).",
        ])
    }

    @Test func addsTheMissingTypealiasInTheFilesStyle() {
        let checkout = ("Checkout.swift", """
            typealias CheckoutDependencies = LoggingDependency
                & PaymentsDependency // Charges the card

            struct Checkout<Dependencies: CheckoutDependencies> {
                let dependencies: Dependencies
                func finish() { Receipt(dependencies: dependencies).print() }
            }
            """)
        let fixed = fix([receipt, checkout])
        #expect(fixed["Checkout.swift"] == """
            typealias CheckoutDependencies = LoggingDependency
                & PaymentsDependency // Charges the card
                & ReceiptDependencies // Required by Receipt

            struct Checkout<Dependencies: CheckoutDependencies> {
                let dependencies: Dependencies
                func finish() { Receipt(dependencies: dependencies).print() }
            }
            """)
        #expect(findings(fixed).filter { $0.ruleID == "missing-forwarding" }.isEmpty)
        #expect(Linter().fixes(sources: fixed.map { ($0.key, Array($0.value.utf8)) }).isEmpty, "a second --fix changes nothing")
    }

    @Test func startsANewLineUnderAOneLineTypealias() {
        let fixed = fix([receipt, ("Checkout.swift", """
            typealias CheckoutDependencies = LoggingDependency

            struct Checkout<Dependencies: CheckoutDependencies> {
                let dependencies: Dependencies
                func finish() { Receipt(dependencies: dependencies).print() }
            }
            """)])
        #expect(fixed["Checkout.swift"]?.hasPrefix("""
            typealias CheckoutDependencies = LoggingDependency
                & ReceiptDependencies // Required by Receipt

            """) == true)
    }

    @Test func forwardsOnTheLineWhenCodeFollowsTheTypealiasThere() {
        let fixed = fix([logging, receipt, ("Checkout.swift", """
            typealias CheckoutDependencies = LoggingDependency & PrintingDependency; struct Checkout<Dependencies: CheckoutDependencies> {
                let dependencies: Dependencies
                func finish() { Receipt(dependencies: dependencies).print() }
            }
            """)])
        #expect(fixed["Checkout.swift"]?.hasPrefix(
            "typealias CheckoutDependencies = LoggingDependency & PrintingDependency & ReceiptDependencies; struct Checkout<"
        ) == true, "\(fixed["Checkout.swift"] ?? "")")
        #expect(findings(fixed).filter { $0.ruleID == "missing-forwarding" }.isEmpty)
    }

    @Test func forwardsAnInternalChildsTypealiasFromAnEntryPointAndMakesItPublic() {
        let feature = ("CheckoutFeature.swift", """
            public typealias CheckoutFeatureDependencies = LoggingDependency

            public struct CheckoutFeature<Dependencies: CheckoutFeatureDependencies> {
                let dependencies: Dependencies
                public func finish() { Receipt(dependencies: dependencies).print() }
            }
            """)
        // The entry point forwards the child's typealias, as the rulebook's forwards PDPDataRepositoryDependencies,
        // which the compiler then needs public: both edits are made.
        let both = fix([receipt, feature])
        #expect(both["CheckoutFeature.swift"]?.hasPrefix("public typealias CheckoutFeatureDependencies = LoggingDependency\n    & ReceiptDependencies // Required by Receipt\n") == true, "\(both["CheckoutFeature.swift"] ?? "")")
        #expect(both["Receipt.swift"]?.hasPrefix("public typealias ReceiptDependencies = PrintingDependency") == true, "\(both["Receipt.swift"] ?? "")")
        // Unless that protocol is internal too: then no public typealias can name it, and nothing is written.
        let internalProtocol = ("Printing.swift", "protocol PrintingDependency {\n    var printer: any Printing { get }\n}\n")
        #expect(Linter().fixes(sources: [receipt, feature, internalProtocol].map { ($0.0, Array($0.1.utf8)) }).isEmpty)
    }

    @Test func movesDependenciesFirstInTheDeclarationAndEveryCallTogether() {
        let fixed = fix([
            ("Pricing.swift", """
                typealias Pricing_totalDependencies = TaxesDependency

                enum Pricing {
                    static func total<Dependencies: Pricing_totalDependencies>(
                        of cart: Cart, // the cart to price
                        dependencies: Dependencies
                    ) -> Int { 0 }
                }
                """),
            ("Cart.swift", """
                typealias CartDependencies = Pricing_totalDependencies // Required by Pricing.total

                struct Cart<Dependencies: CartDependencies> {
                    let dependencies: Dependencies
                    var total: Int { Pricing.total(of: self, dependencies: dependencies) }
                    var again: Int {
                        Pricing.total(
                            // Priced as it stands.
                            of: self, /* not a copy */
                            dependencies: dependencies
                        )
                    }
                }
                """),
        ])
        // A comment stays with the parameter or argument it describes.
        #expect(fixed["Pricing.swift"]?.contains("""
                    dependencies: Dependencies,
                    of cart: Cart // the cart to price
            """) == true)
        #expect(fixed["Cart.swift"]?.contains("Pricing.total(dependencies: dependencies, of: self)") == true)
        #expect(fixed["Cart.swift"]?.contains("""
                    Pricing.total(
                        dependencies: dependencies,
                        // Priced as it stands.
                        of: self /* not a copy */
                    )
            """) == true, "\(fixed["Cart.swift"] ?? "")")
        #expect(findings(fixed).filter { $0.ruleID == "dependencies-first" }.isEmpty)
    }

    /// A public entry point's child is made public with its forward, and so is the grandchild whose forward
    /// into that child the same run adds: a public typealias names only public ones.
    @Test func makesPublicWhatAForwardIntoANewlyPublicTypealiasNames() throws {
        let feature = ("Feed.swift", """
            public protocol Journal { func write(_ s: String) }
            public protocol JournalDependency { var journal: any Journal { get } }

            public typealias FeedFeatureDependencies = JournalDependency

            public struct FeedFeature<Dependencies: FeedFeatureDependencies> {
                let dependencies: Dependencies
                public init(dependencies: Dependencies) { self.dependencies = dependencies }
                public func start() { FeedScreen(dependencies: dependencies).show() }
            }

            typealias FeedScreenDependencies = JournalDependency

            struct FeedScreen<Dependencies: FeedScreenDependencies> {
                let dependencies: Dependencies
                func show() { FeedRow(dependencies: dependencies).show() }
            }

            typealias FeedRowDependencies = JournalDependency

            struct FeedRow<Dependencies: FeedRowDependencies> {
                let dependencies: Dependencies
                func show() { dependencies.journal.write("row") }
            }
            """)
        let fixed = fix([feature])
        let text = try #require(fixed["Feed.swift"])
        #expect(text.contains("public typealias FeedScreenDependencies = JournalDependency\n    & FeedRowDependencies // Required by FeedRow"))
        #expect(text.contains("public typealias FeedRowDependencies = JournalDependency"))
        #expect(findings(fixed).isEmpty)
        try FixtureTests.typeCheckApps([("Feed.swift", text)])
    }

    /// A forward added in one round covers a protocol listed beside it, which the next round removes (the
    /// opt-in unused-dependency): a typealias that forwards this one and uses the property keeps it, since
    /// it lists it itself.
    @Test func removesWhatANewForwardCoversWhenWhatForwardsItListsItToo() throws {
        let badge = ("Badge.swift", """
            typealias BadgeDependencies = PrintingDependency

            struct Badge<Dependencies: BadgeDependencies> {
                let dependencies: Dependencies
                func show() { dependencies.printer.print("badge") }
            }
            """)
        let header = ("Header.swift", """
            typealias HeaderDependencies = LoggingDependency & PrintingDependency // Used directly

            struct Header<Dependencies: HeaderDependencies> {
                let dependencies: Dependencies
                func show() {
                    dependencies.logger.log("header")
                    Badge(dependencies: dependencies).show()
                }
            }
            """)
        let home = ("Home.swift", """
            typealias HomeDependencies = PrintingDependency & HeaderDependencies // Required by Header

            struct Home<Dependencies: HomeDependencies> {
                let dependencies: Dependencies
                func show() {
                    dependencies.printer.print("home")
                    Header(dependencies: dependencies).show()
                }
            }
            """)
        let unused = try Configuration(json: Data(#"{"rules": {"unused-dependency": "on"}}"#.utf8), from: ".cpdi-lint.json")
        let fixed = fix([logging, badge, header, home], configuration: unused)
        #expect(fixed["Header.swift"]?.hasPrefix("typealias HeaderDependencies = LoggingDependency // Used directly\n    & BadgeDependencies // Required by Badge\n") == true, "\(fixed["Header.swift"] ?? "")")
        #expect(fixed["Home.swift"] == home.1)
        let sources = fixed.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) }
        #expect(Linter(configuration: unused).lint(sources: sources).isEmpty)
    }

    /// A protocol's requirement and what meets it (a conformance on the declaration, one in an extension,
    /// the protocol's own extension) move together with every call of that name and labels, through the
    /// protocol or a concrete type; a method of that name and labels in a type that does not adopt the
    /// protocol leaves them all, since a call could mean either.
    @Test func movesARequirementWithWhatMeetsItAndTheirCalls() {
        let presenting = ("Presenting.swift", """
            typealias Presenting_presentDependencies = LoggingDependency

            protocol Presenting {
                func present<Dependencies: Presenting_presentDependencies>(screen: String, dependencies: Dependencies)
            }

            extension Presenting {
                func presentHome<Dependencies: Presenting_presentDependencies>(dependencies: Dependencies) {
                    present(screen: "home", dependencies: dependencies)
                }
            }
            """)
        let presenters = ("Presenters.swift", """
            struct SheetPresenter: Presenting {
                func present<Dependencies: Presenting_presentDependencies>(screen: String, dependencies: Dependencies) {
                    dependencies.logger.log("sheet \\(screen)")
                }
            }

            struct PushPresenter {}

            extension PushPresenter: Presenting {
                func present<Dependencies: Presenting_presentDependencies>(screen: String, dependencies: Dependencies) {
                    dependencies.logger.log("push \\(screen)")
                }
            }
            """)
        let checkout = ("Checkout.swift", """
            typealias CheckoutDependencies = Presenting_presentDependencies // Required by Presenting.present

            struct Checkout<Dependencies: CheckoutDependencies> {
                let dependencies: Dependencies
                let presenter: any Presenting

                func finish() {
                    presenter.present(screen: "receipt", dependencies: dependencies)
                    SheetPresenter().present(screen: "sheet", dependencies: dependencies)
                }
            }
            """)
        let fixed = fix([logging, presenting, presenters, checkout])
        #expect(fixed["Presenting.swift"]?.contains("func present<Dependencies: Presenting_presentDependencies>(dependencies: Dependencies, screen: String)") == true)
        #expect(fixed["Presenting.swift"]?.contains("present(dependencies: dependencies, screen: \"home\")") == true)
        #expect(fixed["Presenters.swift"]?.components(separatedBy: "(dependencies: Dependencies, screen: String)").count == 3)
        #expect(fixed["Checkout.swift"]?.contains("presenter.present(dependencies: dependencies, screen: \"receipt\")") == true)
        #expect(fixed["Checkout.swift"]?.contains("SheetPresenter().present(dependencies: dependencies, screen: \"sheet\")") == true)
        #expect(findings(fixed).filter { $0.ruleID == "dependencies-first" }.isEmpty)

        // The same name and labels in a type outside the protocol: nothing moves, and each says why.
        let banner = ("Banner.swift", """
            struct Banner {
                func present<Dependencies: Presenting_presentDependencies>(screen: String, dependencies: Dependencies) {
                    dependencies.logger.log("banner \\(screen)")
                }
            }
            """)
        let files = [logging, presenting, presenters, checkout, banner]
        #expect(fix(files) == Dictionary(uniqueKeysWithValues: files.map { ($0.0, $0.1) }))
        let left = findings(Dictionary(uniqueKeysWithValues: files.map { ($0.0, $0.1) })).filter { $0.ruleID == "dependencies-first" }
        #expect(!left.isEmpty && left.allSatisfy { !$0.message.contains("--fix changes both") })
        #expect(left.contains { $0.message.contains("--fix leaves it: other declarations share its name and labels") })
    }

    /// A call passed to another call that is reordered too: the inner one is fixed first and the outer
    /// one in the next round, each with its declaration, never half of one.
    @Test func reordersACallInsideAnotherWithItsDeclaration() {
        let fixed = fix([
            logging,
            ("Views.swift", """
                typealias BadgeDependencies = LoggingDependency

                struct Badge<Dependencies: BadgeDependencies> {
                    let dependencies: Dependencies
                    init(level: Int, dependencies: Dependencies) { self.dependencies = dependencies }
                }

                typealias CardDependencies = LoggingDependency
                    & BadgeDependencies // Required by Badge

                struct Card<Dependencies: CardDependencies> {
                    let dependencies: Dependencies
                    init(badge: Badge<Dependencies>, dependencies: Dependencies) { self.dependencies = dependencies }
                    func copy() -> Self { Card(badge: Badge(level: 1, dependencies: dependencies), dependencies: dependencies) }
                }
                """),
        ])
        #expect(fixed["Views.swift"]?.contains("Card(dependencies: dependencies, badge: Badge(dependencies: dependencies, level: 1))") == true, "\(fixed["Views.swift"] ?? "")")
        #expect(fixed["Views.swift"]?.contains("init(dependencies: Dependencies, badge: Badge<Dependencies>)") == true)
        #expect(findings(fixed).filter { $0.ruleID == "dependencies-first" }.isEmpty)
    }

    /// Calls of one declaration inside each other, as deep as they go: reordered inside and out at once.
    @Test func reordersCallsOfOneDeclarationInsideEachOther() {
        let fixed = fix([
            logging,
            ("Row.swift", """
                typealias RowDependencies = LoggingDependency

                struct Row<Dependencies: RowDependencies> {
                    let dependencies: Dependencies
                    let title: String
                    init(title: String, dependencies: Dependencies) {
                        self.dependencies = dependencies
                        self.title = title
                    }
                    func nested() -> Row {
                        Row(title: Row(title: Row(title: "c", dependencies: dependencies).title, dependencies: dependencies).title, dependencies: dependencies)
                    }
                    func laidOut() -> Row {
                        Row(
                            title: Row(
                                title: "b", // inner
                                dependencies: dependencies
                            ).title, // outer
                            dependencies: dependencies
                        )
                    }
                }
                """),
        ])
        let row = fixed["Row.swift"] ?? ""
        #expect(row.contains("Row(dependencies: dependencies, title: Row(dependencies: dependencies, title: Row(dependencies: dependencies, title: \"c\").title).title)"), "\(row)")
        #expect(row.contains("""
                    Row(
                        dependencies: dependencies,
                        title: Row(
                            dependencies: dependencies,
                            title: "b" // inner
                        ).title // outer
                    )
            """), "\(row)")
        #expect(findings(fixed).filter { $0.ruleID == "dependencies-first" }.isEmpty)
    }

    @Test func reordersADeclarationWithDefaultsAndEveryCallWhateverItLeavesOut() throws {
        let receipt = ("Receipt.swift", """
            typealias ReceiptDependencies = PrintingDependency

            struct Receipt<Dependencies: ReceiptDependencies> {
                init(copies: Int = 1, dependencies: Dependencies, footer: String = "") {}
            }

            func printAll<Dependencies: ReceiptDependencies>(dependencies: Dependencies) {
                _ = Receipt(dependencies: dependencies)
                _ = Receipt(copies: 2, dependencies: dependencies)
                _ = Receipt(copies: 3, dependencies: dependencies, footer: "thanks")
            }
            """)
        let changes = Linter().fixes(sources: [(receipt.0, Array(receipt.1.utf8))])
        let fixed = try #require(changes.first.map { String(decoding: $0.fixed, as: UTF8.self) })
        #expect(fixed.contains("init(dependencies: Dependencies, copies: Int = 1, footer: String = \"\")"), "\(fixed)")
        #expect(fixed.contains("_ = Receipt(dependencies: dependencies)\n"))
        #expect(fixed.contains("_ = Receipt(dependencies: dependencies, copies: 2)"))
        #expect(fixed.contains("_ = Receipt(dependencies: dependencies, copies: 3, footer: \"thanks\")"))
    }

    @Test func doesNotReorderWhenAnotherDeclarationCouldTakeTheSameCall() {
        let source = ("Receipt.swift", """
            struct Receipt<Dependencies: ReceiptDependencies> {
                init(copies: Int = 1, dependencies: Dependencies) {}
                init(copies: Int, dependencies: Dependencies, footer: String = "") {}
            }
            """)
        #expect(Linter().fixes(sources: [(source.0, Array(source.1.utf8))]).isEmpty)
    }

    @Test func removesAnUnusedDependencyWithItsLine() throws {
        let on = try Configuration(json: Data(#"{"rules": {"unused-dependency": "on"}}"#.utf8), from: ".cpdi-lint.json")
        #expect(fix([logging, ("Receipt.swift", "typealias ReceiptDependencies = LoggingDependency & PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n    func print() { dependencies.printer.print() }\n}\n")])["Receipt.swift"]?.hasPrefix("typealias ReceiptDependencies = LoggingDependency & ") == true,
                "unused-dependency is off by default, and so is its fix")
        let fixed = fix([logging, ("Receipt.swift", """
            typealias ReceiptDependencies = PrintingDependency
                & LoggingDependency // Logs every print

            struct Receipt<Dependencies: ReceiptDependencies> {
                let dependencies: Dependencies
                func print() { dependencies.printer.print() }
            }
            """)], configuration: on)
        #expect(fixed["Receipt.swift"]?.hasPrefix("typealias ReceiptDependencies = PrintingDependency\n\nstruct") == true)

        let first = fix([logging, ("Receipt.swift", "typealias ReceiptDependencies = LoggingDependency & PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n    func print() { dependencies.printer.print() }\n}\n")], configuration: on)
        #expect(first["Receipt.swift"]?.hasPrefix("typealias ReceiptDependencies = PrintingDependency\n") == true)
    }

    /// Code after a typealias on its last line (`…; let version = 2`) is never removed or split from it,
    /// and a removed protocol takes its own comment, not the one before it.
    @Test func keepsCodeAndCommentsBesideATypealiasItEdits() throws {
        let on = try Configuration(json: Data(#"{"rules": {"unused-dependency": "on"}}"#.utf8), from: ".cpdi-lint.json")
        let fixed = fix([logging, ("Receipt.swift", """
            typealias ReceiptDependencies = PrintingDependency
                & LoggingDependency; let version = 2 // bumped by CI
            typealias LabelDependencies = PrintingDependency /* prints */ & LoggingDependency /* logs */ & PricingDependency /* prices */

            struct Receipt<Dependencies: ReceiptDependencies> {
                let dependencies: Dependencies
                func print() { dependencies.printer.print(version) }
            }
            struct Label<Dependencies: LabelDependencies> {
                let dependencies: Dependencies
                func print() { dependencies.printer.print(dependencies.pricer.price) }
            }
            """)], configuration: on)["Receipt.swift"] ?? ""
        #expect(fixed.contains("typealias ReceiptDependencies = PrintingDependency\n    ; let version = 2 // bumped by CI\n"), "\(fixed)")
        #expect(fixed.contains("typealias LabelDependencies = PrintingDependency /* prints */ & PricingDependency /* prices */\n"), "\(fixed)")
        // A forward after a block comment and code goes before them, on the typealias's line.
        let forwarded = fix([logging, receipt, ("Checkout.swift", """
            typealias CheckoutDependencies = LoggingDependency /* logs */; let version = 2
            struct Checkout<Dependencies: CheckoutDependencies> {
                let dependencies: Dependencies
                func finish() { Receipt(dependencies: dependencies).print(version) }
            }
            """)])["Checkout.swift"] ?? ""
        #expect(forwarded.hasPrefix("typealias CheckoutDependencies = LoggingDependency & ReceiptDependencies /* logs */; let version = 2\n"), "\(forwarded)")
        #expect(fix([logging, receipt, ("Checkout.swift", forwarded)])["Checkout.swift"] == forwarded)
    }

    /// A label escaped with backticks on one side only is still one label: the declaration and the call
    /// move together, and an escaped `dependencies` is reported like any other.
    @Test func readsALabelWithBackticksAsTheSameLabel() {
        let fixed = fix([logging, ("Stock.swift", """
            typealias StockDependencies = LoggingDependency

            struct Stock<Dependencies: StockDependencies> {
                let dependencies: Dependencies
                init(amount: Int, `dependencies`: Dependencies) { self.dependencies = dependencies }
                func load(`in` region: String, dependencies: Dependencies) -> Int { 0 }
                func total() -> Int { load(in: "eu", dependencies: dependencies) + Stock(amount: 1, dependencies: dependencies).load(`in`: "us", dependencies: dependencies) }
                static func `for`(_ sku: String, dependencies: Dependencies) -> Stock { Stock(amount: 2, dependencies: dependencies) }
                func again() -> Stock { Stock.for("a", dependencies: dependencies) }
            }
            """)])["Stock.swift"] ?? ""
        #expect(fixed.contains("init(`dependencies`: Dependencies, amount: Int)"), "\(fixed)")
        #expect(fixed.contains("func load(dependencies: Dependencies, `in` region: String)"), "\(fixed)")
        #expect(fixed.contains("load(dependencies: dependencies, in: \"eu\") + Stock(dependencies: dependencies, amount: 1).load(dependencies: dependencies, `in`: \"us\")"), "\(fixed)")
        // A function's name escaped where it is declared and not where it is called.
        #expect(fixed.contains("static func `for`(dependencies: Dependencies, _ sku: String)") && fixed.contains("Stock.for(dependencies: dependencies, \"a\")"), "\(fixed)")
    }

    /// `type(of: self).init(…)` is a call of the type's own initializer and moves with it; `callAsFunction`,
    /// called through values, is left and says so.
    @Test func reordersAnInitializerCalledThroughTypeOfSelfAndLeavesCallAsFunction() {
        let fixed = fix([logging, ("Screen.swift", """
            typealias ScreenDependencies = LoggingDependency

            class Screen<Dependencies: ScreenDependencies> {
                let dependencies: Dependencies
                required init(title: String, dependencies: Dependencies) { self.dependencies = dependencies }
                func copy() -> Self { type(of: self).init(title: "copy", dependencies: dependencies) }
                func callAsFunction(title: String, dependencies: Dependencies) -> Int { 0 }
                func use(_ screen: Screen) -> Int { screen(title: "a", dependencies: dependencies) }
            }
            """)])
        let screen = fixed["Screen.swift"] ?? ""
        #expect(screen.contains("required init(dependencies: Dependencies, title: String)") && screen.contains("type(of: self).init(dependencies: dependencies, title: \"copy\")"), "\(screen)")
        #expect(screen.contains("func callAsFunction(title: String, dependencies: Dependencies)"))
        #expect(findings(fixed).contains { $0.ruleID == "dependencies-first" && $0.message.contains("--fix leaves it: it is callAsFunction") })
    }

    /// A struct whose initializers are all inside `#if` branches has no memberwise initializer: it is not
    /// advised to call one.
    @Test func initializersInIfBranchesLeaveNoMemberwiseInitializer() {
        let row = ("Row.swift", """
            typealias RowDependencies = LoggingDependency

            struct Row<Dependencies: RowDependencies> {
                let dependencies: Dependencies
                let sku: String
            #if DEBUG
                init(sku: String, dependencies: Dependencies, file: String = #file) { self.dependencies = dependencies; self.sku = sku + file }
            #else
                init(sku: String, dependencies: Dependencies) { self.dependencies = dependencies; self.sku = sku }
            #endif
            }
            """)
        let messages = findings(Dictionary(uniqueKeysWithValues: [logging, row])).map(\.message)
        #expect(messages.count == 2 && !messages.contains { $0.contains("memberwise") }, "\(messages)")
    }

    @Test func printsAUnifiedDiffForADryRun() throws {
        let change = try #require(Linter().fixes(sources: [receipt, ("Checkout.swift", """
            typealias CheckoutDependencies = LoggingDependency

            struct Checkout<Dependencies: CheckoutDependencies> {
                let dependencies: Dependencies
                func finish() { Receipt(dependencies: dependencies).print() }
            }
            """)].map { ($0.0, Array($0.1.utf8)) }).first)
        #expect(Linter.diff(change) == """
            --- a/Checkout.swift
            +++ b/Checkout.swift
            @@ -1,4 +1,5 @@
             typealias CheckoutDependencies = LoggingDependency
            +    & ReceiptDependencies // Required by Receipt
             
             struct Checkout<Dependencies: CheckoutDependencies> {
                 let dependencies: Dependencies

            """)
    }

    /// A parameter that spans lines moves with the file's own line breaks: CRLF stays CRLF, never CR CR LF.
    @Test func movesAParameterOverSeveralLinesOfACRLFFileKeepingItsLineBreaks() {
        let tile = "typealias TileDependencies = LoggingDependency\r\n\r\nstruct Tile<Dependencies: TileDependencies> {\r\n    let dependencies: Dependencies\r\n    init(\r\n        onTap: @escaping () -> Void = {\r\n        },\r\n        dependencies: Dependencies\r\n    ) { self.dependencies = dependencies }\r\n}\r\n"
        let fixed = fix([logging, ("Tile.swift", tile)])["Tile.swift"] ?? ""
        #expect(fixed.contains("init(\r\n        dependencies: Dependencies,\r\n        onTap: @escaping () -> Void = {\r\n        }\r\n    )"), "\(fixed.debugDescription)")
        let bytes = Array(fixed.utf8)
        #expect(!bytes.elementsEqual(tile.utf8) && !zip(bytes, bytes.dropFirst()).contains { $0 == 13 && $1 == 13 })
    }

    @Test func printsADiffThatAppliesToCRLFFilesAndIsSafeForATerminal() {
        let diff = Linter.diff(path: "A\u{1B}[31m.swift", "let a = 1\r\n// \u{1B}]0;title\u{07}\r\nlet b = 2", "let a = 1\r\n// \u{1B}]0;title\u{07}\r\nlet b = 3")
        #expect(diff == """
            --- a/A\\u{1B}[31m.swift
            +++ b/A\\u{1B}[31m.swift
            @@ -1,3 +1,3 @@
             let a = 1\r
             // \\u{1B}]0;title\\u{7}\r
            -let b = 2
            \\ No newline at end of file
            +let b = 3
            \\ No newline at end of file

            """, "\(diff)")
        // A file whose lines end in a lone CR is shown a line at a time.
        #expect(Linter.diff(path: "B.swift", "a\rb\r", "a\rc\r") == "--- a/B.swift\n+++ b/B.swift\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n")
    }

    @Test func insertsInTheRulebooksOrderWithItsComments() {
        let base = ("Screen.swift", """
            typealias ScreenDependencies = TrackingDependency

            class Screen<Dependencies: ScreenDependencies> {
                let dependencies: Dependencies
                init(dependencies: Dependencies) { self.dependencies = dependencies }
            }
            """)
        let cart = ("CartScreen.swift", """
            typealias CartScreenDependencies = LoggingDependency
                & TrackingDependency

            final class CartScreen<Dependencies: CartScreenDependencies>: Screen<Dependencies> {
                func show() { Receipt(dependencies: dependencies).print() }
            }
            """)
        let fixed = fix([base, receipt, cart])
        #expect(fixed["CartScreen.swift"] == """
            typealias CartScreenDependencies = ScreenDependencies // Required by superclass Screen
                & LoggingDependency
                & TrackingDependency
                & ReceiptDependencies // Required by Receipt

            final class CartScreen<Dependencies: CartScreenDependencies>: Screen<Dependencies> {
                func show() { Receipt(dependencies: dependencies).print() }
            }
            """)
        #expect(findings(fixed).isEmpty, "\(findings(fixed).map(\.message))")
    }

    @Test func leavesFilesWithoutFindingsByteForByte() {
        let clean = ("Checkout.swift", "typealias CheckoutDependencies = LoggingDependency\n    & ReceiptDependencies // Required by Receipt\n\nstruct Checkout<Dependencies: CheckoutDependencies> {\n    let dependencies: Dependencies\n    func finish() { dependencies.logger.log(\"done\"); Receipt(dependencies: dependencies).print() }\n}\n")
        let printing = ("Receipt.swift", "typealias ReceiptDependencies = PrintingDependency\n\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n    func print() { dependencies.printer.print() }\n}\n")
        let sources = [printing, clean, logging].map { ($0.0, Array($0.1.utf8)) }
        #expect(Linter().lint(sources: sources).isEmpty)
        #expect(Linter().fixes(sources: sources).isEmpty)
    }

    @Test func neverRemovesAProtocolAnExtensionInAnotherFileUses() {
        let checkout = ("Checkout.swift", "typealias CheckoutDependencies = LoggingDependency\n    & PrintingDependency\n\nstruct Checkout<Dependencies: CheckoutDependencies> {\n    let dependencies: Dependencies\n    func finish() { dependencies.printer.print() }\n}\n")
        let extended = ("Checkout+Log.swift", "extension Checkout {\n    func log() { dependencies.logger.log(\"done\") }\n}\n")
        let sources = [checkout, extended, logging].map { ($0.0, Array($0.1.utf8)) }
        #expect(Linter().lint(sources: sources).filter { $0.ruleID == "unused-dependency" }.isEmpty)
        #expect(Linter().fixes(sources: sources).isEmpty)
    }

    @Test func reportsButDoesNotReorderCallsItCannotResolve() {
        let helpers = ("Helpers.swift", """
            typealias Pricing_totalDependencies = TaxesDependency

            enum Pricing {
                static func total<Dependencies: Pricing_totalDependencies>(of cart: Int, dependencies: Dependencies) -> Int { cart }
            }

            enum Shipping {
                static func total(of cart: Int, dependencies: [String]) -> Int { cart }
            }
            """)
        let sources = [helpers].map { ($0.0, Array($0.1.utf8)) }
        #expect(Linter().lint(sources: sources).contains { $0.ruleID == "dependencies-first" })
        #expect(Linter().fixes(sources: sources).isEmpty, "two functions named total(of:dependencies:): calls could reach either")
    }

    @Test func reordersAnEnumCaseWhereverItIsMadeOrMatched() {
        let route = ("Route.swift", """
            typealias RouteDependencies = PrintingDependency

            enum Route<Dependencies: RouteDependencies> {
                case receipt(order: Int, dependencies: Dependencies)
            }
            """)
        let router = ("Router.swift", """
            func open<Dependencies: RouteDependencies>(_ route: Route<Dependencies>, dependencies: Dependencies) {
                switch route {
                case let .receipt(order, routeDependencies): routeDependencies.printer.print("\\(order)")
                }
                if case .receipt(order: 1, _) = route { _ = Route.receipt(order: 2, dependencies: dependencies) }
            }
            """)
        let fixed = fix([logging, route, router])
        #expect(fixed["Route.swift"]?.contains("case receipt(dependencies: Dependencies, order: Int)") == true)
        #expect(fixed["Router.swift"]?.contains("case let .receipt(routeDependencies, order):") == true)
        #expect(fixed["Router.swift"]?.contains("if case .receipt(_, order: 1) = route { _ = Route.receipt(dependencies: dependencies, order: 2) }") == true)
        #expect(findings(fixed).filter { $0.ruleID == "dependencies-first" }.isEmpty)
    }

    @Test func leavesAnEnumCaseWithAUseItCannotRewrite() {
        let route = """
            typealias RouteDependencies = PrintingDependency

            enum Route<Dependencies: RouteDependencies> {
                case receipt(order: Int, dependencies: Dependencies)
            }

            """
        let uses = [
            "let make = Route<Never>.receipt(order:dependencies:)",
            "func order(_ route: Route<Never>) -> Int { if case .receipt(let values) = route { values.order } else { 0 } }",
            "enum Other { case receipt(Int, Int) }",
            "struct Receipts { static func receipt(order: Int, dependencies: Int) {} }",
        ]
        for use in uses {
            let sources = [logging, ("Route.swift", route + use + "\n")].map { ($0.0, Array($0.1.utf8)) }
            #expect(Linter().lint(sources: sources).contains { $0.ruleID == "dependencies-first" })
            #expect(Linter().fixes(sources: sources).isEmpty, "\(use)")
        }
    }

    @Test func aDiffTurnsTheOldTextIntoTheNew() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...30, using: &generator)).map { _ in "line \(Int.random(in: 0...5, using: &generator))" }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                if !new.isEmpty, Bool.random(using: &generator) { new.remove(at: Int.random(in: 0..<new.count, using: &generator)) }
                else { new.insert("line \(Int.random(in: 0...9, using: &generator))", at: Int.random(in: 0...new.count, using: &generator)) }
            }
            let diff = Linter.diff(path: "F.swift", old.map { $0 + "\n" }.joined(), new.map { $0 + "\n" }.joined())
            #expect(Self.apply(diff, to: old) == new, "\(old) → \(new)\n\(diff)")
        }
    }

    /// Applies a unified diff's hunks to `lines`, checking every context and removed line.
    static func apply(_ diff: String, to lines: [String]) -> [String]? {
        var result: [String] = []
        var position = 0
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2) where !line.isEmpty {
            if line.hasPrefix("@@") {
                let start = Int(line.split(separator: " ")[1].dropFirst().split(separator: ",")[0])!
                let target = max(0, start - 1)
                guard target >= position, target <= lines.count else { return nil }
                result += lines[position..<target]
                position = target
                continue
            }
            let text = String(line.dropFirst())
            switch line.first {
            case " ", "-":
                guard position < lines.count, lines[position] == text else { return nil }
                if line.first == " " { result.append(text) }
                position += 1
            default:
                result.append(text)
            }
        }
        return result + lines[position...]
    }
}

