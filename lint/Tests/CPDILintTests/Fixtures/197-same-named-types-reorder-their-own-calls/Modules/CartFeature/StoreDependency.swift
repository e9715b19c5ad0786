/// The cart's store.
public protocol StoreDependency {
    var store: Int { get }
}
