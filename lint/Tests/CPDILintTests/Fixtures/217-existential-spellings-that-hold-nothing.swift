// Good: a service locator's key paths rooted at the root's composition, a cast to it and its metatype
// hold no dependencies: `KeyPath<AllServices, T>` selects a member, and nothing here is kept as an
// existential. No finding.
protocol Clock {
    func now() -> Int
}

struct SystemClock: Clock {
    func now() -> Int { 0 }
}

protocol ClockDependency {
    var clock: any Clock { get }
}

typealias AllServicesDependencies = ClockDependency

protocol ServiceLocating: AnyObject {
    subscript<T>(_ keyPath: KeyPath<AllServicesDependencies, T>) -> T { get }
}

final class ServiceLocator: AllServicesDependencies, ServiceLocating {
    let clock: any Clock = SystemClock()
    let kind: any AllServicesDependencies.Type = ServiceLocator.self

    subscript<T>(_ keyPath: KeyPath<AllServicesDependencies, T>) -> T {
        (self as AllServicesDependencies)[keyPath: keyPath]
    }
}

@propertyWrapper
struct Located<T> {
    private let keyPath: KeyPath<AllServicesDependencies, T>
    private let locator: any ServiceLocating

    var wrappedValue: T { locator[keyPath] }

    init(_ keyPath: KeyPath<AllServicesDependencies, T>, in locator: any ServiceLocating) {
        self.keyPath = keyPath
        self.locator = locator
    }
}
