// Bad: near-miss typealias name ReminderCellDependencies for ReminderCellView (must be ReminderCellViewDependencies), reported once here.
typealias ReminderCellDependencies = LoggingDependency // expect: typealias-name

struct ReminderCellView<Dependencies: ReminderCellDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        Text("Reminder").onAppear { dependencies.logger.log("cell") }
    }
}
