// Bad, once: MainView nests its typealias and only names it in a generic argument (it keeps no dependencies). The one finding is at the typealias; nothing tells MainView to become generic over its own nested typealias (`MainView<Dependencies: MainView.Dependencies>` would reference itself).
struct Resource<Value> {}

struct MainView {
    typealias Dependencies = LoggingDependency // expect: typealias-name

    let resource: Resource<MainView.Dependencies>
}
