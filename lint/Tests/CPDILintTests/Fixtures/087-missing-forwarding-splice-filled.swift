// Bad: Checkout fills SplicedPaymentDependencies with its dependencies but does not forward PaymentExternalDependencies; compiles by coincidence.
typealias PaymentDependencies = LoggingDependency
    & PrintingDependency

typealias PaymentExternalDependencies = LoggingDependency

struct SplicedPaymentDependencies<ExternalDependencies: PaymentExternalDependencies>: PaymentDependencies {
    let externalDependencies: ExternalDependencies
    let printer: any Printing

    var logger: any Logging { externalDependencies.logger }
}

struct Payment<ExternalDependencies: PaymentExternalDependencies> {
    let dependencies: SplicedPaymentDependencies<ExternalDependencies>

    func pay() {
        dependencies.logger.log("pay")
        dependencies.printer.print("paid")
    }
}

typealias CheckoutDependencies = LoggingDependency
    & TrackingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func pay(printer: any Printing) {
        dependencies.tracker.trackEvent("pay")
        let spliced = SplicedPaymentDependencies(externalDependencies: dependencies, printer: printer) // expect: missing-forwarding
        Payment(dependencies: spliced).pay()
    }
}
