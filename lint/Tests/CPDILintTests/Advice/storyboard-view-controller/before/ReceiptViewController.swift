// A view controller a storyboard creates, with its typealias nested in it.
import Foundation

final class ReceiptViewController {
    typealias Dependencies = PrintingDependency

    @IBOutlet var totalLabel: String!
    let dependencies: Dependencies

    init?(dependencies: Dependencies, coder: NSCoder) {
        self.dependencies = dependencies
    }

    @IBAction func printReceipt(_ sender: Any) {
        dependencies.printer.print(totalLabel)
    }
}
