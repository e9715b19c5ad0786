// A dependency protocol that refines a base protocol named `Dependencies` which only declares methods
// (a service's base, as the GlobalDependencies library writes it) composes nothing: no composed-protocol.
protocol Dependencies {
    func buildGlobal() -> Int
}

protocol PrintingServiceDependency: Dependencies {
    var printingService: any Printing { get }
}

typealias ReceiptDependencies = PrintingServiceDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() {
        dependencies.printingService.print("receipt \(dependencies.buildGlobal())")
    }
}
