// Bad: the parent lists LoggingDependency instead of forwarding ReminderCellDependencies for the cell it creates; compiles by coincidence.
typealias ReminderListViewDependencies = LoggingDependency
    & TrackingDependency

struct ReminderListView<Dependencies: ReminderListViewDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        VStack {
            Button("Add") { dependencies.tracker.trackEvent("add") }
            ReminderCellView(dependencies: dependencies) // expect: missing-forwarding
        }
    }
}
