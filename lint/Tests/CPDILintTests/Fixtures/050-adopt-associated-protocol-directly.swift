// Correct: a type adopts a protocol with an associated Dependencies type in its declaration and forwards its typealias.
typealias AuditedDependencies = LoggingDependency

protocol Audited {
    associatedtype Dependencies: AuditedDependencies
    var dependencies: Dependencies { get }
}

extension Audited {
    func audit(_ event: String) { dependencies.logger.log(event) }
}

typealias RefundDependencies = PrintingDependency
    & AuditedDependencies // Required by Audited

struct Refund<Dependencies: RefundDependencies>: Audited {
    let dependencies: Dependencies

    func print() { dependencies.printer.print("refund") }
}
