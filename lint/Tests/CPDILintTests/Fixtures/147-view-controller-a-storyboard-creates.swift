// View controllers a storyboard creates: their `@IBOutlet`s and `@IBAction`s say so, and so do their
// initializers, which all take the storyboard's `coder`. Interface Builder cannot name a generic class,
// so they keep their typealias as the type of `dependencies`: typealias-name still moves a nested
// typealias above its type, without asking the type to become generic, and generic-dependencies asks
// nothing of them. A controller with outlets that is created in code can be generic, and is told so.
import Foundation

final class ReceiptViewController {
    typealias Dependencies = PrintingDependency // expect: typealias-name

    @IBOutlet var totalLabel: String!
    let dependencies: Dependencies

    init?(dependencies: Dependencies, coder: NSCoder) {
        self.dependencies = dependencies
    }

    @IBAction func printReceipt(_ sender: Any) {
        dependencies.printer.print(totalLabel)
    }
}

typealias ReceiptListViewControllerDependencies = PrintingDependency

final class ReceiptListViewController {
    @IBOutlet var titleLabel: String!
    let dependencies: any ReceiptListViewControllerDependencies

    init?(dependencies: any ReceiptListViewControllerDependencies, coder: NSCoder) {
        self.dependencies = dependencies
    }

    func show() {
        dependencies.printer.print(titleLabel)
    }
}

typealias ReceiptFooterControllerDependencies = PrintingDependency

final class ReceiptFooterController {
    @IBOutlet var footerLabel: String!
    let dependencies: any ReceiptFooterControllerDependencies // expect: generic-dependencies

    init(dependencies: any ReceiptFooterControllerDependencies) {
        self.dependencies = dependencies
    }

    func show() {
        dependencies.printer.print(footerLabel)
    }
}
