// A protocol with an associated Dependencies type and its AuditedDependencies typealias.
typealias AuditedDependencies = LoggingDependency

protocol Audited {
    associatedtype Dependencies: AuditedDependencies
    var dependencies: Dependencies { get }
}

extension Audited {
    func audit(_ event: String) { dependencies.logger.log("audit: \(event)") }
}
