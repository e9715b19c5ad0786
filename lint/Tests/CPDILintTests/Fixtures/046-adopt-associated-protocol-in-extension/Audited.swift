// Correct: Refund adopts Audited (a protocol with an associated Dependencies type) in an extension in another file, and RefundDependencies forwards AuditedDependencies.
typealias AuditedDependencies = LoggingDependency

protocol Audited {
    associatedtype Dependencies: AuditedDependencies
    var dependencies: Dependencies { get }
}

extension Audited {
    func audit(_ event: String) { dependencies.logger.log("audit: \(event)") }
}
