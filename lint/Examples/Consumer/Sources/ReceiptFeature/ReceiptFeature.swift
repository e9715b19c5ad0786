/// Prints text.
public protocol Printing {
    /// Prints `text`.
    func print(_ text: String)
}

/// Gives access to a printer.
public protocol PrintingDependency {
    /// The printer.
    var printer: any Printing { get }
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
        dependencies.printer.print("Thank you")
    }
}
