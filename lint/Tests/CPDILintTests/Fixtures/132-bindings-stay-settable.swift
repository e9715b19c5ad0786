// Good: dependencies reached through a binding stay settable. `$dependencies.session.selectedTab` needs a
// writable key path at every step, so neither `{ get }` nor `let dependencies` would compile; a cell
// configured after it is dequeued keeps them in an optional `var`. (Bindable and Binding stand in for SwiftUI's.)
protocol TabSession: AnyObject { var selectedTab: Int { get set } }
protocol HasTabSession { var session: any TabSession { get set } }

@propertyWrapper struct Bindable<Value> {
    var wrappedValue: Value
    var projectedValue: Binding<Value> { Binding(get: { wrappedValue }) }
}
@dynamicMemberLookup struct Binding<Value> {
    let get: () -> Value
    subscript<T>(dynamicMember path: WritableKeyPath<Value, T>) -> Binding<T> { Binding<T>(get: { get()[keyPath: path] }) }
}

typealias TabsViewDependencies = HasTabSession

struct TabsView<Dependencies: TabsViewDependencies> {
    @Bindable var dependencies: Dependencies

    func body() -> Binding<Int> { $dependencies.session.selectedTab }
}


typealias ShopCellDependencies = HasTabSession

final class ShopCell<Dependencies: ShopCellDependencies> {
    var dependencies: Dependencies?

    func configure(dependencies: Dependencies) { self.dependencies = dependencies }
}
