// A: FLAG (Proton PurchasePlan, TelemetryService, ContactViewsFactory): `AnyObject & Has…`, nested,
// held `unowned` because the container is a class that owns this object.
struct PurchasePlan {
    typealias Dependencies = AnyObject & HasClock // expect: typealias-name
    private unowned let dependencies: Dependencies
    init(dependencies: Dependencies) { self.dependencies = dependencies }
    func execute() -> Int { dependencies.clock.now }
}

// B: ACCEPT. The same thing in CPDI form; `AnyObject` in the composition and `unowned` stay legal.
typealias RefundPlanDependencies = AnyObject & HasClock

struct RefundPlan<Dependencies: RefundPlanDependencies> {
    unowned let dependencies: Dependencies
    func execute() -> Int { dependencies.clock.now }
}
