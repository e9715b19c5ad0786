public typealias CoordinatorDependencies = LoggingDependency

struct Coordinator<Dependencies: CoordinatorDependencies> {
    let dependencies: Dependencies

    func start() {
        dependencies.logger.log("cart")
        Row(dependencies: dependencies).show() // expect: missing-forwarding
    }
}
