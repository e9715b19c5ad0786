import CPDILint
import Testing

/// `--fix`: each fix keeps formatting, is idempotent, and leaves no finding of its rule behind.
@Suite struct FixTests {
    func fix(_ files: [(String, String)]) -> [String: String] {
        let sources = files.map { ($0.0, Array($0.1.utf8)) }
        var result = Dictionary(files.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        for change in Linter().fixes(sources: sources) {
            result[change.path] = String(decoding: change.fixed, as: UTF8.self)
        }
        return result
    }

    func findings(_ files: [String: String]) -> [Finding] {
        Linter().lint(sources: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    }

    let receipt = ("Receipt.swift", """
        typealias ReceiptDependencies = PrintingDependency

        struct Receipt<Dependencies: ReceiptDependencies> {
            let dependencies: Dependencies
        }
        """)

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

    @Test func leavesAPublicTypealiasAloneRatherThanNameAnInternalOne() {
        let feature = ("CheckoutFeature.swift", """
            public typealias CheckoutFeatureDependencies = LoggingDependency

            public struct CheckoutFeature<Dependencies: CheckoutFeatureDependencies> {
                let dependencies: Dependencies
                public func finish() { Receipt(dependencies: dependencies).print() }
            }
            """)
        #expect(Linter().fixes(sources: [receipt, feature].map { ($0.0, Array($0.1.utf8)) }).isEmpty)
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
                }
                """),
        ])
        #expect(fixed["Pricing.swift"]?.contains("""
                    dependencies: Dependencies, // the cart to price
                    of cart: Cart
            """) == true)
        #expect(fixed["Cart.swift"]?.contains("Pricing.total(dependencies: dependencies, of: self)") == true)
        #expect(findings(fixed).filter { $0.ruleID == "dependencies-first" }.isEmpty)
    }

    @Test func doesNotReorderWhenADefaultValueMakesItMoreThanAReordering() {
        let source = ("Receipt.swift", """
            struct Receipt<Dependencies: ReceiptDependencies> {
                init(copies: Int = 1, dependencies: Dependencies) {}
            }
            """)
        #expect(Linter().fixes(sources: [(source.0, Array(source.1.utf8))]).isEmpty)
    }

    @Test func removesAnUnusedDependencyWithItsLine() {
        let logging = ("Logging.swift", "protocol LoggingDependency {\n    var logger: any Logging { get }\n}\nprotocol PrintingDependency {\n    var printer: any Printing { get }\n}\n")
        let fixed = fix([logging, ("Receipt.swift", """
            typealias ReceiptDependencies = PrintingDependency
                & LoggingDependency // Logs every print

            struct Receipt<Dependencies: ReceiptDependencies> {
                let dependencies: Dependencies
                func print() { dependencies.printer.print() }
            }
            """)])
        #expect(fixed["Receipt.swift"]?.hasPrefix("typealias ReceiptDependencies = PrintingDependency\n\nstruct") == true)

        let first = fix([logging, ("Receipt.swift", "typealias ReceiptDependencies = LoggingDependency & PrintingDependency\nstruct Receipt<Dependencies: ReceiptDependencies> {\n    let dependencies: Dependencies\n    func print() { dependencies.printer.print() }\n}\n")])
        #expect(first["Receipt.swift"]?.hasPrefix("typealias ReceiptDependencies = PrintingDependency\n") == true)
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
}
