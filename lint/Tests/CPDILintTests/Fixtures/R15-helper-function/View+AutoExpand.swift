// The rulebook's view modifier helper (its code is not in the rulebook), with its `View_autoExpandDependencies` typealias.
typealias View_autoExpandDependencies = LoggingDependency

extension View {
    func autoExpand<Dependencies: View_autoExpandDependencies>(dependencies: Dependencies) -> some View {
        onAppear {
            dependencies.logger.log("expanded")
        }
    }
}
