// Named after no type: the typealias of SearchBar under another name.
typealias SearchBarDependencies = LoggingDependency

struct SearchBar<Dependencies: SearchBarDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("search") }
}
