// Bad: RefundComponent refines Audited but its typealias lists LoggingDependency instead of forwarding AuditedDependencies; compiles by coincidence. Reported at the refined protocol's name.
typealias AuditedDependencies = LoggingDependency

protocol Audited {
    associatedtype Dependencies: AuditedDependencies
    var dependencies: Dependencies { get }
}

extension Audited {
    func audit(_ event: String) { dependencies.logger.log(event) }
}

typealias RefundComponentDependencies = LoggingDependency
    & TrackingDependency

protocol RefundComponent: Audited where Dependencies: RefundComponentDependencies {} // expect: missing-forwarding

extension RefundComponent {
    func track() { dependencies.tracker.trackEvent("refund") }
}
