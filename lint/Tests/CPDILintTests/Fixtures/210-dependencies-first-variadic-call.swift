// Bad: `dependencies` after a variadic parameter. The call that passes several values to it is the same
// function's call and is reported with it (it changes together with the declaration); --fix leaves both,
// since a variadic parameter's calls cannot all be matched.
typealias Journal_writeDependencies = LoggingDependency

typealias Journal_stampDependencies = LoggingDependency

enum Journal {
    static func write(_ lines: String..., dependencies: some Journal_writeDependencies) { // expect: dependencies-first
        for line in lines { dependencies.logger.log(line) }
    }

    static func stamp(tags: String..., dependencies: some Journal_stampDependencies) { // expect: dependencies-first
        for tag in tags { dependencies.logger.log(tag) }
    }
}

typealias CheckoutDependencies = Journal_writeDependencies // Required by Journal.write
    & Journal_stampDependencies // Required by Journal.stamp

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies

    func finish() {
        Journal.write("paid", "closed", dependencies: dependencies) // expect: dependencies-first
        Journal.write("paid", dependencies: dependencies) // expect: dependencies-first
        Journal.stamp(tags: "a", "b", "c", dependencies: dependencies) // expect: dependencies-first
    }
}
