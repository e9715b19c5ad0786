/// Prints receipts.
public protocol PrintingDependency {
    /// Prints `text`.
    func print(_ text: String)
}

/// What a receipt needs.
public typealias ReceiptFeatureDependencies = PrintingDependency

/// A receipt for an order.
public struct ReceiptFeature<Dependencies: ReceiptFeatureDependencies> {
    let dependencies: Dependencies

    /// A receipt printed with `dependencies`.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Prints the receipt.
    public func print() {
        dependencies.print("Thank you")
    }
}
