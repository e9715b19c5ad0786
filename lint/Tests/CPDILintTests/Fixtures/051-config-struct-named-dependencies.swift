// Correct (not CPDI): a configuration struct named Dependencies and a property of that type; no CPDI rule applies.
struct Dependencies {
    var timeout = 30
    var retries = 3
}

struct HTTPClient {
    let dependencies: Dependencies

    init(timeout: Int, dependencies: Dependencies = Dependencies()) {
        self.dependencies = dependencies
    }
}
