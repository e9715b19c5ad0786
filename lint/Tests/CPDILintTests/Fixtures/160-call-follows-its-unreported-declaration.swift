// Correct: a call passes `dependencies:` second because its declaration takes it second, and that
// declaration's `dependencies` is not CPDI's (a builder's `T.Dependencies`): the call is not reported.
protocol Buildable {
    associatedtype Dependencies
    init(dependencies: Dependencies)
}

func build<T: Buildable>(_ type: T.Type, dependencies: T.Dependencies) -> T {
    T(dependencies: dependencies)
}

struct Label: Buildable {
    let dependencies: String
}

let label = build(Label.self, dependencies: "text")
