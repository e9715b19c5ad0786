struct PrintLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

public struct LiveServices {
    public let logger: any Logging = PrintLogger()

    public init() {}
}
