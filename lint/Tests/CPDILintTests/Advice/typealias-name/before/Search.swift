// Named after no type: the typealias of SearchBar under another name.
typealias SearchingDependencies = LoggingDependency

struct SearchBar<Dependencies: SearchingDependencies> {
    let dependencies: Dependencies

    func show() { dependencies.logger.log("search") }
}
