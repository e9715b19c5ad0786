protocol Clock {
    func now() -> Int
}

protocol Calendar {
    func today() -> String
}

protocol ClockDependency { var clock: any Clock { get } }

protocol CalendarDependency { var calendar: any Calendar { get } }

typealias AgendaDependencies = ClockDependency & CalendarDependency

struct Agenda<Dependencies: AgendaDependencies> {
    let dependencies: Dependencies

    func header() -> String { "\(dependencies.calendar.today()) \(dependencies.clock.now())" }
}
