// `super.init` and `Self(…)` are matched to the initializer they call, like any other call: each is
// reported with it and changes with it. (A call to a declaration outside the linted files gets no
// finding: AdoptionTests.)
typealias StampDependencies = LoggingDependency

class Stamp<Dependencies: StampDependencies> {
    let dependencies: Dependencies

    required init(ink: String, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
    }

    func copy() -> Self {
        Self(ink: "red", dependencies: dependencies) // expect: dependencies-first
    }
}

typealias DatedStampDependencies = StampDependencies // Required by superclass Stamp

final class DatedStamp<Dependencies: DatedStampDependencies>: Stamp<Dependencies> {
    init(dependencies: Dependencies) {
        super.init(ink: "blue", dependencies: dependencies) // expect: dependencies-first
    }

    required init(ink: String, dependencies: Dependencies) { // expect: dependencies-first
        super.init(ink: ink, dependencies: dependencies) // expect: dependencies-first
    }
}
