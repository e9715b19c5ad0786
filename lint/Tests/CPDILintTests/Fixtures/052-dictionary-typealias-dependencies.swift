// Correct (not CPDI): `typealias Dependencies = [String: Any]` for a plain dictionary.
typealias Dependencies = [String: Any]

struct Container {
    var dependencies: Dependencies = [:]

    func value(for key: String, dependencies extra: Dependencies) -> Any? {
        extra[key] ?? dependencies[key]
    }
}
