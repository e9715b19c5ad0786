public protocol Clock {
    func now() -> Int
}

public protocol ClockDependency {
    var clock: any Clock { get }
}
