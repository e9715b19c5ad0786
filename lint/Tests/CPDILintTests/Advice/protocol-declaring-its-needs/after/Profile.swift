// A protocol named …Dependencies that declares what it needs itself, taken as an existential by a
// builder and stored by a reducer.
protocol Navigating {
    func open(_ screen: String)
}

protocol NavigatorDependency { var navigator: (any Navigating)? { get } }

typealias ProfileReducerDependencies = NavigatorDependency

typealias ProfileBuilder_buildDependencies = ProfileReducerDependencies // Required by ProfileReducer

struct ProfileBuilder {
    func build<Dependencies: ProfileBuilder_buildDependencies>(dependencies: Dependencies) -> ProfileReducer<Dependencies> {
        ProfileReducer(dependencies: dependencies)
    }
}

struct ProfileReducer<Dependencies: ProfileReducerDependencies> {
    let dependencies: Dependencies

    func reduce() { dependencies.navigator?.open("profile") }
}
