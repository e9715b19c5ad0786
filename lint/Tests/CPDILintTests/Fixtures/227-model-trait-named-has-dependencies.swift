// Good: a task planner's model, where a task lists the tasks it depends on. `HasDependencies` is a model's
// role named after its `dependencies` property, composed with another trait for a generic function:
// nothing here is CPDI. No finding.
protocol HasDependencies {
    var dependencies: Set<String> { get }
}

protocol HasEstimate {
    var estimate: Int { get }
}

typealias Schedulable = HasDependencies & HasEstimate

struct PlannedTask: Schedulable, Identifiable {
    let id: String
    let estimate: Int
    let dependencies: Set<String>
}

func readyTasks<T: Schedulable & Identifiable>(_ tasks: [T], done: Set<String>) -> [T] where T.ID == String {
    tasks.filter { $0.dependencies.isSubset(of: done) && !done.contains($0.id) }
}
