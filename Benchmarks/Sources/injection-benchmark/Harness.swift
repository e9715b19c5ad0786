import Foundation

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Times closures in alternating rounds and reports medians in nanoseconds per operation.
struct Harness {
    let rounds: Int

    /// For each round, runs every approach once (in a rotating order) for `iterations` operations.
    func measure(iterations: Int, _ approaches: [(name: String, run: (Int) -> Void)]) -> [String: Double] {
        var samples: [String: [Double]] = [:]
        let clock = ContinuousClock()
        for round in 0..<rounds {
            for offset in 0..<approaches.count {
                let approach = approaches[(round + offset) % approaches.count]
                let elapsed = clock.measure { approach.run(iterations) }
                let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
                samples[approach.name, default: []].append(nanoseconds / Double(iterations))
            }
        }
        return samples.mapValues { values in
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }
}
