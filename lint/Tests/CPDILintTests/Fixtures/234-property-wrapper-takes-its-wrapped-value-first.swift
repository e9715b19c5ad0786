// A property wrapper's initializer takes the wrapped value first: the compiler passes it so in
// `@Tracked(dependencies: dependencies) var count = 3`. `dependencies` right after it is first among
// what the code passes; further back, it is told to come right after it, and `--fix` leaves it (moved to
// the very front, the wrapper would stop compiling).
typealias TrackedDependencies = TrackingDependency

@propertyWrapper
struct Tracked<Value, Dependencies: TrackedDependencies> {
    let dependencies: Dependencies
    private var value: Value

    init(wrappedValue: Value, dependencies: Dependencies) {
        self.dependencies = dependencies
        value = wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        set {
            dependencies.tracker.trackEvent("\(newValue)")
            value = newValue
        }
    }
}

typealias LabeledDependencies = TrackingDependency

@propertyWrapper
struct Labeled<Value, Dependencies: LabeledDependencies> {
    let dependencies: Dependencies
    let label: String
    var wrappedValue: Value

    init(wrappedValue: Value, label: String, dependencies: Dependencies) { // expect: dependencies-first
        self.dependencies = dependencies
        self.label = label
        self.wrappedValue = wrappedValue
    }
}

typealias CounterDependencies = TrackedDependencies // Required by Tracked
    & LabeledDependencies // Required by Labeled

struct Counter<Dependencies: CounterDependencies> {
    @Tracked<Int, Dependencies> var count: Int
    @Labeled<Int, Dependencies> var total: Int

    init(dependencies: Dependencies) {
        _count = Tracked(wrappedValue: 3, dependencies: dependencies)
        _total = Labeled(wrappedValue: 0, label: "total", dependencies: dependencies) // expect: dependencies-first
    }
}
