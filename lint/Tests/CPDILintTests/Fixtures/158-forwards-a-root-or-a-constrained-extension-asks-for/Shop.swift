// Correct: a typealias may compose another type's when the root that conforms to it creates that
// type with itself, or when a type it uses asks for it in a constrained extension.
typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("receipt") }
}

protocol ReceiptPrinting {
    func printReceipt()
}

protocol ReceiptPrintingDependency {
    var receiptPrinting: any ReceiptPrinting { get }
}

typealias ReceiptPrinterDependencies = ReceiptDependencies // Required by Receipt

struct ReceiptPrinter<Dependencies: ReceiptPrinterDependencies>: ReceiptPrinting {
    let dependencies: Dependencies

    func printReceipt() { Receipt(dependencies: dependencies).print() }
}

typealias RatingDependencies = TrackingDependency

struct Rating<Dependencies: RatingDependencies> {
    let dependencies: Dependencies

    func rate() { dependencies.tracker.trackEvent("rated") }
}

typealias DetailsDependencies = LoggingDependency

struct Details<Dependencies: DetailsDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("details") }
}

extension Details where Dependencies: RatingDependencies {
    func rate() { Rating(dependencies: dependencies).rate() }
}

typealias ShopDependencies = LoggingDependency
    & ReceiptPrintingDependency
    & ReceiptPrinterDependencies // Required by ReceiptPrinter, which the root creates with itself
    & DetailsDependencies // Required by Details
    & RatingDependencies // Required by Details.rate

struct Shop<Dependencies: ShopDependencies> {
    let dependencies: Dependencies

    func checkout() {
        dependencies.logger.log("checkout")
        dependencies.receiptPrinting.printReceipt()
        Details(dependencies: dependencies).rate()
    }
}

struct ShopRoot: ShopDependencies {
    let logger: any Logging
    let printer: any Printing
    let tracker: any Tracking
    var receiptPrinting: any ReceiptPrinting { ReceiptPrinter(dependencies: self) }
}
