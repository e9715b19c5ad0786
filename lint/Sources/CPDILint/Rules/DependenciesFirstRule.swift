/// Flags a `dependencies` parameter or argument that is not the first.
struct DependenciesFirstRule: Rule {
    let description = RuleDescription(
        id: "dependencies-first",
        summary: "A parameter or argument labelled `dependencies` comes first, in initializer, function and subscript declarations and at call sites.",
        rationale: "One fixed place makes dependencies easy to spot and every call read the same way.",
        severity: .error,
        triggering: [
            Example("""
                struct Receipt<Dependencies: ReceiptDependencies> {
                    init(order: Order, ↓dependencies: Dependencies) {}
                }
                """),
            Example("let receipt = Receipt(order: order, ↓dependencies: dependencies)"),
            Example("Pricing.total(of: cart, ↓dependencies: dependencies)"),
        ],
        nonTriggering: [
            Example("""
                struct Receipt<Dependencies: ReceiptDependencies> {
                    init(dependencies: Dependencies, order: Order) {}
                }
                """),
            Example("let receipt = Receipt(dependencies: dependencies, order: order)"),
            Example("let spliced = SplicedReceiptDependencies(externalDependencies: dependencies, printer: printer)"),
        ]
    )

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        var findings: [RawFinding] = []
        for function in file.functions {
            if let position = function.parameterLabels.firstIndex(where: { $0.label == "dependencies" }), position > 0 {
                findings.append(RawFinding(
                    offset: function.parameterLabels[position].offset,
                    message: "'dependencies' is parameter \(position + 1) of '\(function.name)'; make it the first parameter."
                ))
            }
        }
        for call in file.calls {
            if let position = call.labels.firstIndex(where: { $0.label == "dependencies" }), position > 0 {
                findings.append(RawFinding(
                    offset: call.labels[position].offset,
                    message: "'dependencies:' is argument \(position + 1) here; pass it first."
                ))
            }
        }
        return findings
    }
}
