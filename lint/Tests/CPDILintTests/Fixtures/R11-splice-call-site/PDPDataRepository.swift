// The narrowly scoped repository the rulebook splices in (its code is not in the rulebook): a concrete class that uses its own dependencies while loading and does not keep them.
typealias PDPDataRepositoryDependencies = LoggingDependency

protocol PDPDataRepositoryDependency {
    var pdpDataRepository: PDPDataRepository { get }
}

final class PDPDataRepository {
    let productName: String

    init<Dependencies: PDPDataRepositoryDependencies>(dependencies: Dependencies, sku: String = "ABC") {
        dependencies.logger.log("loading \(sku)")
        productName = "Product \(sku)"
    }
}
