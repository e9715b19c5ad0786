// The adopter's own file.
typealias RefundDependencies = TrackingDependency
    & AuditedDependencies // Required by Audited

struct Refund<Dependencies: RefundDependencies> {
    let dependencies: Dependencies

    func start() { dependencies.tracker.trackEvent("refund") }
}
