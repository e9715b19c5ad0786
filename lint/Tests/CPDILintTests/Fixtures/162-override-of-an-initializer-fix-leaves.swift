// A subclass's override of an initializer that --fix leaves (it has an overload with the same labels)
// is left too: reordering it alone would override nothing.
typealias ReceiptDependencies = LoggingDependency

class Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies
    let order: String

    init(order: Int, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.order = "\(order)"
    }

    init(order: String, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.order = order
    }
}

typealias GiftReceiptDependencies = ReceiptDependencies // Required by superclass Receipt

final class GiftReceipt<Dependencies: GiftReceiptDependencies>: Receipt<Dependencies> {
    override init(order: Int, dependencies: Dependencies) { // expect: dependencies-first
        super.init(order: "gift-\(order)", dependencies: dependencies) // expect: dependencies-first
    }
}
