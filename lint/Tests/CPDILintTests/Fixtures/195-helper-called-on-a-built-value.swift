// A helper called on a value built before it (`VStack { … }.autoExpand(…)`) is reported on the line of
// the call, where a reader and a suppression look, not on the line where the value starts.
typealias View_autoExpandDependencies = TrackingDependency

extension View {
    func autoExpand<Dependencies: View_autoExpandDependencies>(dependencies: Dependencies) -> some View {
        onAppear { dependencies.tracker.trackEvent("auto_expand") }
    }
}

typealias PDPViewDependencies = LoggingDependency
    & TrackingDependency

struct PDPView<Dependencies: PDPViewDependencies> {
    let dependencies: Dependencies

    var body: some View {
        VStack {
            dependencies.logger.log(message: "pdp")
            return EmptyView()
        }
        .autoExpand(dependencies: dependencies) // expect: missing-forwarding
    }
}
