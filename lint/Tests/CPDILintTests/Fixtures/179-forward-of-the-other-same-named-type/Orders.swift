typealias OrdersRowDependencies = LoggingDependency

enum Orders {
    struct Row<Dependencies: OrdersRowDependencies> {
        let dependencies: Dependencies
        let orderID: Int

        func show() { dependencies.logger.log("order \(orderID)") }
    }
}
