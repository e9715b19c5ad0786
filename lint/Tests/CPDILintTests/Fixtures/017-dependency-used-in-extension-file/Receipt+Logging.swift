// The extension that uses the logger.
extension Receipt {
    func logPrinted() { dependencies.logger.log("printed") }
}
