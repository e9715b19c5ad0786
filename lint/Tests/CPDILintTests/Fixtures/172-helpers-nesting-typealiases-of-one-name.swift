// Two namespaces each nest a helper's typealias under the same name: a forward written with its
// qualifier names that one, so the caller that forwards both is clean. (The names themselves are
// typealias-name's to report.)
enum Inbox {
    typealias GetItemsDependencies = LoggingDependency // expect: typealias-name

    static func getItems<Dependencies: GetItemsDependencies>(dependencies: Dependencies) -> [String] {
        dependencies.logger.log("inbox")
        return []
    }
}

enum Archive {
    typealias GetItemsDependencies = TrackingDependency // expect: typealias-name

    static func getItems<Dependencies: GetItemsDependencies>(dependencies: Dependencies) -> [String] {
        dependencies.tracker.trackAddToCart()
        return []
    }
}

typealias MailboxDependencies = Inbox.GetItemsDependencies // Required by Inbox.getItems
    & Archive.GetItemsDependencies // Required by Archive.getItems

struct Mailbox<Dependencies: MailboxDependencies> {
    let dependencies: Dependencies

    func items() -> [String] {
        Inbox.getItems(dependencies: dependencies) + Archive.getItems(dependencies: dependencies)
    }
}
