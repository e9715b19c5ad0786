// Correct: a dependency protocol with a primary associated type and one get-only property of that type.
protocol Storing {
    func save(_ value: String)
}

protocol StoreDependency<Store> {
    associatedtype Store: Storing
    var store: Store { get }
}
