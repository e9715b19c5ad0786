// Correct: RefundComponent refines Audited (both with an associated Dependencies type) and its typealias forwards AuditedDependencies; the adopter forwards RefundComponentDependencies.
typealias AuditedDependencies = LoggingDependency

protocol Audited {
    associatedtype Dependencies: AuditedDependencies
    var dependencies: Dependencies { get }
}

extension Audited {
    func audit(_ event: String) { dependencies.logger.log(event) }
}

typealias RefundComponentDependencies = TrackingDependency
    & AuditedDependencies // Required by Audited

protocol RefundComponent: Audited where Dependencies: RefundComponentDependencies {}

extension RefundComponent {
    func track() { dependencies.tracker.trackEvent("refund") }
}

typealias RefundDependencies = RefundComponentDependencies // Required by RefundComponent

struct Refund<Dependencies: RefundDependencies>: RefundComponent {
    let dependencies: Dependencies
}
