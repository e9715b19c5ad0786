// The extension in another file that creates the child.
extension Checkout {
    func printReceipt() {
        Receipt(dependencies: dependencies).print()
    }
}
