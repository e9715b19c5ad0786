// Model traits named `Has…`, one property each, that no dependencies typealias, `Dependencies` parameter or
// `dependencies` property uses: they are not dependency protocols, so a trait that refines two of them is
// not a composed protocol, and a function generic over a composition of them is not taking dependencies.
// Beside them, `Has…` protocols used as dependencies are still held to the rules.
protocol HasIdentifier {
    var id: String { get }
}

protocol HasTitle {
    var title: String { get }
}

protocol HasSummary: HasIdentifier, HasTitle {
    var summary: String { get }
}

typealias ListItem = HasIdentifier & HasTitle

struct Product: ListItem, HasSummary, Sendable {
    let id: String
    let title: String

    var summary: String { "\(id): \(title)" }
}

func firstTitle<Item: ListItem>(in items: [Item]) -> String? {
    items.first?.title
}

func identifiers(of items: [any HasIdentifier]) -> [String] {
    items.map(\.id)
}

protocol HasLogger {
    var logger: any Logging { get }
}

protocol HasTracker {
    var tracker: any Tracking { get }
}

protocol HasServices: HasLogger, HasTracker {} // expect: composed-protocol

typealias TickerDependencies = HasServices

struct Ticker<Dependencies: TickerDependencies> {
    let dependencies: Dependencies

    func tick() {
        dependencies.logger.log("tick")
        dependencies.tracker.trackEvent("tick")
    }
}
