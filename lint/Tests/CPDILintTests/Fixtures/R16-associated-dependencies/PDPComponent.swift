// Rulebook's PDPComponent protocol with an associated Dependencies type; lints clean. Slip corrected: `let dependencies: Dependencies` inside a protocol → `var dependencies: Dependencies { get }`.
typealias PDPComponentDependencies = LoggingDependency

protocol PDPComponent {
    associatedtype Dependencies: PDPComponentDependencies
    var dependencies: Dependencies { get }
}

extension PDPComponent {
    func log(message: String) {
        dependencies.logger.log(message: "PDPComponent: " + message)
    }
}
