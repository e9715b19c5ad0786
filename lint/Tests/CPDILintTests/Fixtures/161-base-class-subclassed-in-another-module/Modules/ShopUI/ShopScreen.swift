// Correct: an open base class that another module subclasses, forwarding its typealias as the
// rulebook's superclass forwarding does; the compiler needs both public.
public typealias ShopScreenDependencies = LoggingDependency

open class ShopScreen<Dependencies: ShopScreenDependencies> {
    public let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    open func show() { dependencies.logger.log("screen") }
}
