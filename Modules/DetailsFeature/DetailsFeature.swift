import CommandLineKit
import Terminal

/// What the app must provide to show and rate shops: a signed-in scope.
public typealias DetailsFeatureDependencies = DetailsCommandsExternalDependencies

/// Showing a shop's details and rating it.
public struct DetailsFeature<Dependencies: DetailsFeatureDependencies> {
    let dependencies: Dependencies

    /// Runs details commands with `dependencies`.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The commands this feature runs.
    public static var commands: [Command] {
        let shop = Argument.positional("shop", help: "The shop's id, or a word from its name that only one shop matches.")
        return [
            Command(
                "show",
                abstract: "Show a shop: where it is, your rating and note, and everyone's average.",
                arguments: [shop, .flag("json", help: "Print the shop as JSON.")]
            ),
            Command(
                "rate",
                abstract: "Rate a shop from 1 to 5 stars, with an optional note; rating again replaces it.",
                arguments: [
                    shop,
                    .positional("stars", help: "A whole number from 1 to 5."),
                    .option("note", value: "text", help: "Why you liked it or not, at most 1000 characters."),
                ]
            ),
        ]
    }

    /// Runs `invocation`, one of ``commands``.
    public func run(_ invocation: Invocation) throws {
        let details = DetailsCommands(
            dependencies: SplicedDetailsCommandsDependencies(
                externalDependencies: dependencies,
                outputFormat: OutputFormat(json: invocation.flag("json"))
            )
        )
        let shop = invocation.value("shop") ?? ""
        switch invocation.commandPath.first {
        case "show":
            try details.show(shop)
        case "rate":
            let stars = try invocation.value("stars", expected: "a whole number from 1 to 5") { text in
                Int(text).flatMap { (1...5).contains($0) ? $0 : nil }
            }
            try details.rate(shop, stars: stars ?? 0, note: invocation.value("note"))
        default:
            throw UsageError("DetailsFeature cannot run '\(invocation.commandPath.joined(separator: " "))'.")
        }
    }
}
