// The extension that uses the logger and the printer.
extension Receipt {
    func print() {
        dependencies.logger.log("printing")
        dependencies.printer.print("receipt")
    }
}
