// A type's own typealias exported although no other module needs it.
public typealias HeaderDependencies = LoggingDependency

struct Header<Dependencies: HeaderDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("header") }
}
