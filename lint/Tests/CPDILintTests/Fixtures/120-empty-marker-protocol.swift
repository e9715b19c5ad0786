// ACCEPT. A `Has…` protocol with no requirement, composed by a type that needs nothing (seen in
// real apps as `HasNoDependencies`): it vends no dependency, so there is no property to ask for.
protocol HasNoDependencies {}

typealias AboutScreenDependencies = HasNoDependencies

struct AboutScreen<Dependencies: AboutScreenDependencies> {
    let dependencies: Dependencies
    var title: String { "About" }
}
