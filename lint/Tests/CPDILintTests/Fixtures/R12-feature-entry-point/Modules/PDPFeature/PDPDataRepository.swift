// The spliced-in repository; PDPDataRepositoryDependencies is public only because the public PDPFeatureDependencies is built from it (the compiler requires it), which the rulebook allows.
public typealias PDPDataRepositoryDependencies = LoggingDependency

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
