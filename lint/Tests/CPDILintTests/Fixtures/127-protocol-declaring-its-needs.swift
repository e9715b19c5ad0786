// Bad: a protocol named …Dependencies that declares what it needs itself, taken as an existential by a
// builder and stored by a reducer. The advice names one
// `…Dependency` protocol per property, with its type, and the typealias that composes them.
protocol Navigating {
    func open(_ screen: String)
}

protocol ProfileScreenDependencies { // expect: composed-protocol
    var navigator: (any Navigating)? { get }
}

// Its existential uses are reported in the same run, with advice that compiles while it is still a
// protocol and after it becomes a typealias.
struct ProfileBuilder {
    func build(dependencies: any ProfileScreenDependencies) -> ProfileReducer { // expect: generic-dependencies
        ProfileReducer(dependencies: dependencies)
    }
}

struct ProfileReducer {
    let dependencies: any ProfileScreenDependencies // expect: generic-dependencies

    func reduce() { dependencies.navigator?.open("profile") }
}
