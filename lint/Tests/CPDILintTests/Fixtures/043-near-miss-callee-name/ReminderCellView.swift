// Bad: ReminderCellView's typealias is named ReminderCellDependencies (near miss); wrong because it must be ReminderCellViewDependencies. One finding; the parent forwards it by that name, so forwarding holds.
typealias ReminderCellDependencies = LoggingDependency // expect: typealias-name

struct ReminderCellView<Dependencies: ReminderCellDependencies>: View {
    let dependencies: Dependencies

    var body: some View {
        Text("Reminder").onAppear { dependencies.logger.log("cell") }
    }
}
