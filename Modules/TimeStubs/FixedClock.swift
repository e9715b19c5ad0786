import Foundation
import Time

/// A clock that always tells the date it was given, unless moved on.
public final class FixedClock: WallClock {
    /// The date `now()` returns.
    public var date: Date

    /// Stops the clock at `date` (by default 2026-01-15 09:30 UTC).
    public init(date: Date = Date(timeIntervalSince1970: 1_768_469_400)) {
        self.date = date
    }

    /// The fixed date.
    public func now() -> Date { date }
}
