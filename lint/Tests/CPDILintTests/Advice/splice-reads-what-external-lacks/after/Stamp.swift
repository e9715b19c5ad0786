// A splice forwards `clock` from its external dependencies, whose typealias does not provide it.
public protocol Clock {
    func now() -> Int
}

public protocol ClockDependency {
    var clock: any Clock { get }
}

typealias StampViewDependencies = ClockDependency
    & LoggingDependency

public typealias StampViewExternalDependencies = LoggingDependency
    & ClockDependency

struct SplicedStampViewDependencies<ExternalDependencies: StampViewExternalDependencies>: StampViewDependencies {
    let externalDependencies: ExternalDependencies

    var clock: any Clock { externalDependencies.clock }
    var logger: any Logging { externalDependencies.logger }
}

struct StampView<Dependencies: StampViewDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("\(dependencies.clock.now())") }
}

public typealias StampFeatureDependencies = StampViewExternalDependencies

/// Shows the time stamp.
public struct StampFeature<Dependencies: StampFeatureDependencies> {
    let dependencies: Dependencies

    /// Creates the feature.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Shows it.
    public func start() {
        StampView(dependencies: SplicedStampViewDependencies(externalDependencies: dependencies)).show()
    }
}
