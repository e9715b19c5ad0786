public protocol ClockDependency {
    var clock: any Clock { get }
}
