// Bad: a splice constrained only in the extension that declares its conformance (`where
// ExternalDependencies: …`) is a splice like any other: it is not told to be generic over its External
// typealias, which it is, and the member it forwards goes into that extension, the only place that can
// read its external dependencies (--fix writes it there). (Not type-checked: it lacks `logger` until then.)
protocol SearchIndex {
    func find(_ text: String) -> [String]
}

protocol SearchIndexDependency {
    var searchIndex: any SearchIndex { get }
}

typealias SearchViewDependencies = TrackingDependency
    & LoggingDependency
    & SearchIndexDependency

typealias SearchViewExternalDependencies = TrackingDependency
    & LoggingDependency

struct SplicedSearchViewDependencies<ExternalDependencies> {
    let externalDependencies: ExternalDependencies
    let searchIndex: any SearchIndex
}

extension SplicedSearchViewDependencies: SearchViewDependencies where ExternalDependencies: SearchViewExternalDependencies { // expect: missing-requirements
    var tracker: any Tracking { externalDependencies.tracker }
}

struct SearchView<ExternalDependencies: SearchViewExternalDependencies> {
    let dependencies: SplicedSearchViewDependencies<ExternalDependencies>

    func search() -> [String] {
        dependencies.tracker.trackAddToCart()
        dependencies.logger.log("search")
        return dependencies.searchIndex.find("coffee")
    }
}
