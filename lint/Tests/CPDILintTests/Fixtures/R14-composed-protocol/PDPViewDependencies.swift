// Rulebook "composed protocol" (bad): dependencies composed with a protocol instead of a typealias; wrong because such protocols clash ("duplicate conformance") when composed with typealiases that forward the same sub-dependencies.
protocol PDPViewDependencies: TrackingDependency & ProductImageViewDependencies { // expect: composed-protocol
    // ...
}
