// Correct: protocols inheriting ordinary protocols (AnyObject, Sendable, another service protocol) are not compositions of dependencies.
protocol RemoteLogging: Logging, AnyObject, Sendable {
    func flush()
}
