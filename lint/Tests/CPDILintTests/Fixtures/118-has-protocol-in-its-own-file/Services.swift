// Bad: a `Has…` protocol declared in a file that mentions no dependencies typealias is still read: its property can be set.
protocol TimeService {
    var now: Int { get }
}

protocol HasTimeService { // expect: dependency-protocol
    var timeService: any TimeService { get set }
}
