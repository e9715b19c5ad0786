import CommandLineKit
import Terminal

/// What the app must provide to show shops: the catalog and your ratings (which a signed-out scope
/// provides as none). Rating needs more: see ``DetailsFeature/runRating(_:)``.
public typealias DetailsFeatureDependencies = DetailsCommandsExternalDependencies

/// Showing a shop's details, signed in or out, and rating it, signed in.
public struct DetailsFeature<Dependencies: DetailsFeatureDependencies> {
    let dependencies: Dependencies

    /// Runs details commands with `dependencies`.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    static var shopArgument: Argument {
        .positional("shop", help: "The shop's id, or a word from its name that only one shop matches.")
    }

    /// The commands that run in any scope: showing a shop.
    public static var commands: [RunnableCommand<Self>] {
        [
            RunnableCommand(
                "show",
                abstract: "Show a shop: where it is, your rating and note, and everyone's average.",
                arguments: [shopArgument, .flag("json", help: "Print the shop as JSON.")]
            ) { feature, invocation in
                let details = DetailsCommands(
                    dependencies: SplicedDetailsCommandsDependencies(
                        externalDependencies: feature.dependencies,
                        outputFormat: OutputFormat(json: invocation.flag("json"))
                    )
                )
                try details.show(invocation.value("shop") ?? "")
            },
        ]
    }

    /// Runs `invocation`, one of ``commands``.
    public func run(_ invocation: Invocation) throws {
        try Self.commands.run(invocation, with: self)
    }
}

// Rating is in a constrained extension, not in `DetailsFeatureDependencies`: showing a shop must
// compose with the app-wide scope, and rating must not. The `where` clause is the forwarding here:
// `RatingCommandsExternalDependencies` covers `RatingCommandsDependencies`, which the compiler checks.
extension DetailsFeature where Dependencies: RatingCommandsExternalDependencies {
    /// The commands that run only in a scope with a signed-in account: rating a shop. With any other
    /// scope they do not compile.
    public static var ratingCommands: [RunnableCommand<Self>] {
        [
            RunnableCommand(
                "rate",
                abstract: "Rate a shop from 1 to 5 stars, with an optional note; rating again replaces it.",
                arguments: [
                    shopArgument,
                    .positional("stars", help: "A whole number from 1 to 5."),
                    .option("note", value: "text", help: "Why you liked it or not, at most 1000 characters."),
                ]
            ) { feature, invocation in
                let stars = try invocation.value("stars", expected: "a whole number from 1 to 5") { text in
                    Int(text).flatMap { (1...5).contains($0) ? $0 : nil }
                }
                try RatingCommands(dependencies: feature.dependencies).rate(invocation.value("shop") ?? "", stars: stars ?? 0, note: invocation.value("note"))
            },
        ]
    }

    /// Runs `invocation`, one of ``ratingCommands``. Only a scope with a signed-in account can call
    /// this: with any other, it does not compile.
    public func runRating(_ invocation: Invocation) throws {
        try Self.ratingCommands.run(invocation, with: self)
    }
}
