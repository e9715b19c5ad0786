// The adopter's own file.
typealias RefundDependencies = AuditedDependencies // Required by Audited
    & TrackingDependency

struct Refund<Dependencies: RefundDependencies> {
    let dependencies: Dependencies

    func start() { dependencies.tracker.trackEvent("refund") }
}
