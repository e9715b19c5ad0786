// Bad: Cart_totalDependencies names a function `total` that Cart does not declare in this file; wrong because a helper's typealias is <Type>_<function>Dependencies for a function declared beside it.
typealias Cart_totalDependencies = LoggingDependency // expect: typealias-name

struct Cart {
    func count() -> Int { 0 }
}
