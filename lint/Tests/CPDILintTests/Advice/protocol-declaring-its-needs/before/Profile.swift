// A protocol named …Dependencies that declares what it needs itself, taken as an existential by a
// builder and stored by a reducer.
protocol Navigating {
    func open(_ screen: String)
}

protocol ProfileReducerDependencies {
    var navigator: (any Navigating)? { get }
}

struct ProfileBuilder {
    func build(dependencies: any ProfileReducerDependencies) -> ProfileReducer {
        ProfileReducer(dependencies: dependencies)
    }
}

struct ProfileReducer {
    let dependencies: any ProfileReducerDependencies

    func reduce() { dependencies.navigator?.open("profile") }
}
