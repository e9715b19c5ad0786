// Bad: a protocol named …Dependencies that declares what it needs itself. The advice names one
// `…Dependency` protocol per property, with its type, and the typealias that composes them.
protocol Navigating {
    func open(_ screen: String)
}

protocol ProfileScreenDependencies { // expect: composed-protocol
    var navigator: (any Navigating)? { get }
}
