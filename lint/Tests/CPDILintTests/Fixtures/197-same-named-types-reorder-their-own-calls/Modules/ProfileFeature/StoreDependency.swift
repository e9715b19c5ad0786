/// The profile's store.
public protocol StoreDependency {
    var store: Int { get }
}
