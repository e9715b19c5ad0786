import Kit

struct AdminDependencies: LoggingDependency {
    let logger: any Logging
}

func startAdmin(logger: any Logging) {
    AdminDependencies(logger: logger).logger.log("admin")
}
