import Foundation

/// Tells the current date, so code that stamps records can be tested at a fixed time.
public protocol WallClock {
    /// The current date.
    func now() -> Date
}

/// Vends the app's clock.
public protocol WallClockDependency {
    /// The clock to read the date from.
    var clock: any WallClock { get }
}

/// The system's real-time clock.
public struct SystemClock: WallClock {
    /// Creates the clock.
    public init() {}

    /// The current date.
    public func now() -> Date { Date() }
}

extension Date {
    /// The calendar day in the local time zone, as `2026-01-15`.
    public var calendarDay: String {
        formatted(Date.ISO8601FormatStyle(timeZone: .current).year().month().day())
    }
}
