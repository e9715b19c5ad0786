// Foo's superclass (not in the rulebook): not generic, since the rulebook inherits plain `FooBase`; uses its dependencies in its initializer.
typealias FooBaseDependencies = PrintingDependency

class FooBase {
    init<Dependencies: FooBaseDependencies>(dependencies: Dependencies) {
        dependencies.printer.print("base")
    }
}
