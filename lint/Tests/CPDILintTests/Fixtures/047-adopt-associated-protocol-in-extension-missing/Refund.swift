// Bad: Refund adopts Audited in Refund+Audited.swift but RefundDependencies lists LoggingDependency instead of forwarding AuditedDependencies; compiles by coincidence.
typealias RefundDependencies = LoggingDependency
    & TrackingDependency

struct Refund<Dependencies: RefundDependencies> {
    let dependencies: Dependencies

    func start() { dependencies.tracker.trackEvent("refund") }
}
