// Bad: a file in the MapFeature module imports DetailsFeature; wrong because features never import each other. (The import sits in `#if canImport` so the fixture typechecks as one module; it still imports the feature.)
#if canImport(DetailsFeature)
import DetailsFeature // expect: feature-imports
#endif

typealias MapCommandsDependencies = LoggingDependency

struct MapCommands<Dependencies: MapCommandsDependencies> {
    let dependencies: Dependencies

    func run() { dependencies.logger.log("map") }
}
