// The typealias moves above the view controller, which keeps it as the type of `dependencies`:
// the storyboard creates it, and Interface Builder cannot create a generic class.
import Foundation

typealias ReceiptViewControllerDependencies = PrintingDependency

final class ReceiptViewController {
    @IBOutlet var totalLabel: String!
    let dependencies: ReceiptViewControllerDependencies

    init?(dependencies: ReceiptViewControllerDependencies, coder: NSCoder) {
        self.dependencies = dependencies
    }

    @IBAction func printReceipt(_ sender: Any) {
        dependencies.printer.print(totalLabel)
    }
}
