struct PrintLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

struct AppDependencies: Checkout.ReceiptDependencies {
    let logger: any Logging = PrintLogger()
}

func printReceipt() {
    Checkout.Receipt(dependencies: AppDependencies()).print()
}
