import Catalog
import Log
import Terminal

/// What the catalog commands need from the app; public because the feature's entry point names it.
public typealias CatalogCommandsExternalDependencies = CoffeeShopRepositoryDependency
    & LoggingDependency
    & TerminalDependency

typealias CatalogCommandsDependencies = CatalogCommandsExternalDependencies
    & CatalogImporterDependencies // Required by CatalogImporter
    & ShopListPrinterDependencies // Required by ShopListPrinter

/// The catalog commands, run once per command.
struct CatalogCommands<Dependencies: CatalogCommandsDependencies> {
    let dependencies: Dependencies

    func importFile(atPath path: String) throws {
        try CatalogImporter(dependencies: dependencies).importFile(atPath: path)
    }

    func listShops(matching text: String?, limit: Int) throws {
        let shops = try dependencies.coffeeShops.shops(matching: text, limit: limit)
        ShopListPrinter(dependencies: dependencies).print(shops, limit: limit)
    }
}

/// App-wide dependencies plus the output format chosen for this one command.
struct SplicedCatalogCommandsDependencies<ExternalDependencies: CatalogCommandsExternalDependencies>: CatalogCommandsDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the app
    let outputFormat: OutputFormat // Chosen by --json

    var coffeeShops: any CoffeeShopRepository { externalDependencies.coffeeShops }
    var logger: any Logging { externalDependencies.logger }
    var terminal: any Terminal { externalDependencies.terminal }
}
