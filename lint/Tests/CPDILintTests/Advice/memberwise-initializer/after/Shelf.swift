// A struct without an initializer of its own is created through its memberwise initializer, which
// takes the stored properties in the order they are declared.
typealias BadgeDependencies = TrackingDependency

struct Badge<Dependencies: BadgeDependencies> {
    let dependencies: Dependencies
    let title: String

    func tap() { dependencies.tracker.trackAddToCart() }
}

typealias ShelfDependencies = BadgeDependencies // Required by Badge

struct Shelf<Dependencies: ShelfDependencies> {
    let dependencies: Dependencies

    func badges() -> [Badge<Dependencies>] {
        ["New", "Sale"].map { Badge(dependencies: dependencies, title: $0) }
    }
}
