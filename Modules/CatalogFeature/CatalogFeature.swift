import CommandLineKit
import Terminal

/// What the app must provide to run the catalog commands.
public typealias CatalogFeatureDependencies = CatalogCommandsExternalDependencies

/// Importing shops into the catalog and listing it.
public struct CatalogFeature<Dependencies: CatalogFeatureDependencies> {
    let dependencies: Dependencies

    /// Runs catalog commands with `dependencies`.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The longest `--search` text, in Unicode scalars: longer than any name and city together.
    static var maximumSearchLength: Int { 200 }

    /// The commands this feature runs, each with what it does.
    public static var commands: [RunnableCommand<Self>] {
        [
            RunnableCommand(
                "import",
                abstract: "Add coffee shops from a CSV or GeoJSON file.",
                discussion: """
                    CSV needs a header row with name, latitude and longitude columns, and may add address and \
                    city. GeoJSON must be a FeatureCollection of Points with a "name" property, like an \
                    OpenStreetMap export of cafés. One bad row rejects the whole file; shops already in the \
                    catalog (same name and place) are skipped, so importing a file twice is safe.
                    """,
                arguments: [
                    .positional("file", help: "The .csv or .geojson file to import."),
                    .flag("json", help: "Print the import summary as JSON."),
                ]
            ) { feature, invocation in
                try feature.commands(for: invocation).importFile(atPath: invocation.value("file") ?? "")
            },
            RunnableCommand(
                "shops",
                abstract: "List the shops in the catalog.",
                arguments: [
                    .option("search", value: "text", help: "Only shops whose name or city contains this text."),
                    .option("limit", value: "n", help: "Show at most this many shops (default 20)."),
                    .flag("json", help: "Print the shops as JSON."),
                ]
            ) { feature, invocation in
                let limit = try invocation.value("limit", expected: "a whole number from 1 to 10000") { text in
                    Int(text).flatMap { (1...10_000).contains($0) ? $0 : nil }
                }
                let search = invocation.value("search")
                if let search, search.unicodeScalars.count > maximumSearchLength {
                    throw UsageError("--search is longer than \(maximumSearchLength) characters; no name, address or city is that long.")
                }
                try feature.commands(for: invocation).listShops(matching: search, limit: limit ?? 20)
            },
        ]
    }

    /// Runs `invocation`, one of ``commands``.
    public func run(_ invocation: Invocation) throws {
        try Self.commands.run(invocation, with: self)
    }

    /// The catalog commands for one invocation, with the output format it chose.
    func commands(for invocation: Invocation) -> CatalogCommands<SplicedCatalogCommandsDependencies<Dependencies>> {
        CatalogCommands(dependencies: SplicedCatalogCommandsDependencies(externalDependencies: dependencies, outputFormat: OutputFormat(json: invocation.flag("json"))))
    }
}
