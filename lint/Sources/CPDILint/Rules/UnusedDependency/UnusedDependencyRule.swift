/// Flags a `…Dependency` protocol listed in a typealias whose property its file never uses.
struct UnusedDependencyRule: Rule {
    let description = RuleDescription(
        id: "unused-dependency",
        summary: "Opt-in. A dependency protocol listed directly in a dependencies typealias has its property used by a type or function that takes the typealias.",
        rationale: "Requirements nobody uses make every composition root provide more than it must, and hide what the type really needs.",
        severity: .warning,
        triggering: [
            Example(files: [
                ("Logging.swift", """
                    protocol LoggingDependency {
                        var logger: any Logging { get }
                    }
                    """),
                ("Receipt.swift", """
                    typealias ReceiptDependencies = ↓LoggingDependency
                        & PrintingDependency

                    struct Receipt<Dependencies: ReceiptDependencies> {
                        let dependencies: Dependencies
                        func print() { dependencies.printer.print("receipt") }
                    }
                    """),
            ]),
        ],
        nonTriggering: [
            Example(files: [
                ("Logging.swift", """
                    protocol LoggingDependency {
                        var logger: any Logging { get }
                    }
                    """),
                ("Receipt.swift", """
                    typealias ReceiptDependencies = LoggingDependency

                    struct Receipt<Dependencies: ReceiptDependencies> {
                        let dependencies: Dependencies
                        func print() { dependencies.logger.log("printed") }
                    }
                    """),
            ]),
        ],
        isOnByDefault: false
    )

    var models: [any IndexModel.Type] { [ForwardingModel.self, OpaqueAliases.self, NamesUsedByAlias.self, ConstrainedExtensionMembers.self, SpliceForwards.self] }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        file.typealiases.flatMap { alias in
            index.unusedComponents(of: alias).map { component, property in
                RawFinding(
                    offset: component.offset,
                    message: "'\(alias.name)' lists '\(component.name)', but nothing that takes '\(alias.name)' uses '\(property)' in any of its files; remove it, or forward the typealias of whatever needs it."
                )
            }
        }
    }
}
