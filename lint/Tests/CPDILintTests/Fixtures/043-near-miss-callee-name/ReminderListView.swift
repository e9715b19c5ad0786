// The parent forwards the near-miss typealias by its actual name.
typealias ReminderListViewDependencies = ReminderCellDependencies // Required by ReminderCellView

struct ReminderListView<Dependencies: ReminderListViewDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        ReminderCellView(dependencies: dependencies)
    }
}
