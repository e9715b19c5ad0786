// Bad: children that get the owner's dependencies under a label of their own initializer's: a child
// whose initializer calls them `environment`, and a helper method called on a stored property of a known
// type, when another type has a method of the same name and labels (the forward names the right one).
typealias PaneDependencies = TrackingDependency

struct Pane<Dependencies: PaneDependencies> {
    let dependencies: Dependencies

    init(environment: Dependencies) { dependencies = environment }
}

typealias GalleryDependencies = LoggingDependency
    & TrackingDependency

struct Gallery<Dependencies: GalleryDependencies> {
    let dependencies: Dependencies

    func open() {
        dependencies.logger.log("open")
        _ = Pane(environment: dependencies) // expect: missing-forwarding
    }
}

typealias Cart_totalDependencies = PrintingDependency

struct Cart {
    func total<Dependencies: Cart_totalDependencies>(dependencies: Dependencies) -> Int {
        dependencies.printer.print("cart")
        return 0
    }
}

typealias Invoice_totalDependencies = TrackingDependency

struct Invoice {
    func total<Dependencies: Invoice_totalDependencies>(dependencies: Dependencies) -> Int {
        dependencies.tracker.trackAddToCart()
        return 1
    }
}

typealias BillingDependencies = LoggingDependency
    & TrackingDependency

struct Billing<Dependencies: BillingDependencies> {
    let dependencies: Dependencies
    let invoice: Invoice

    func sum() -> Int {
        dependencies.logger.log("sum")
        return invoice.total(dependencies: dependencies) // expect: missing-forwarding
    }
}
