// A base class that mentions no CPDI name: the root below gets its logger from it.
struct SilentLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

class BaseRoot {
    let logger: any Logging = SilentLogger()
}
