protocol Clock {
    func now() -> Int
}

protocol Calendar {
    func today() -> String
}

// One dependency protocol that vends two things.
protocol TimeDependency {
    var clock: any Clock { get }
    var calendar: any Calendar { get }
}

typealias AgendaDependencies = TimeDependency

struct Agenda<Dependencies: AgendaDependencies> {
    let dependencies: Dependencies

    func header() -> String { "\(dependencies.calendar.today()) \(dependencies.clock.now())" }
}
