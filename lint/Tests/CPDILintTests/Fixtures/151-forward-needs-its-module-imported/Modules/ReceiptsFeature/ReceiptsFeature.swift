// A feature module's entry point, which the till module creates from an extension in another file.
public typealias ReceiptsFeatureDependencies = PrintingDependency

public struct ReceiptsFeature<Dependencies: ReceiptsFeatureDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    public func printLast() { dependencies.printer.print("last receipt") }
}
