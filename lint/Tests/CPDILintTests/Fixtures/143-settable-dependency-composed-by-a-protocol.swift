// A `…Dependency` protocol with a settable property, composed by a protocol: the protocol composes
// dependencies however its requirement is spelled.
protocol Connection {}

protocol ConnectionHandlerDependency {
    var connection: any Connection { get set }
}

protocol PreviewDependenciesProtocol: ConnectionHandlerDependency {} // expect: composed-protocol
