#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// With `CPDI_LINT_PHASES=1`, each phase of a run (reading, parsing, indexing, checking) says on standard
/// error how long it took, how much processor time every thread spent in it, and the peak memory so far:
/// where a benchmark's time goes (Benchmarks/README.md).
public enum PhaseClock {
    private static let isOn = getenv("CPDI_LINT_PHASES").map { String(cString: $0) == "1" } ?? false
    nonisolated(unsafe) private static var last = now()

    /// Starts the first phase.
    public static func start() {
        guard isOn else { return }
        last = now()
    }

    /// Ends the phase `name`, which began where the last one ended (or ``start()`` was called).
    public static func mark(_ name: String) {
        guard isOn else { return }
        let current = now()
        let wall = (current.wall - last.wall) / 1_000_000, processor = (current.processor - last.processor) / 1_000_000
        StandardStreams.error("phase \(name): \(wall) ms, processor \(processor) ms, peak \(current.peak >> 20) MB\n")
        last = current
    }

    /// Wall-clock and processor nanoseconds, and the peak resident bytes.
    private static func now() -> (wall: Int, processor: Int, peak: Int) {
        var clock = timespec()
        clock_gettime(CLOCK_MONOTONIC, &clock)
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let peak = usage.ru_maxrss * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        let peak = usage.ru_maxrss
        #endif
        let processor = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000_000 + Int(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000
        return (clock.tv_sec * 1_000_000_000 + clock.tv_nsec, processor, peak)
    }
}
