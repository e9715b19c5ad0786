// A public type constrained by a public typealias, created by nothing but its own module's public
// service container: both become internal, and the module's API is the container.
// (Tests that create ShopSearch now need `@testable import Catalog`. Were it created by code outside this
// codebase, it would be reached through a `CatalogFeatureDependencies` entry point instead.)

/// Vends the catalog's store.
public protocol ShopStoreDependency {
    var shopStore: [String] { get }
}

typealias ShopSearchDependencies = ShopStoreDependency

/// Finds shops by name.
final class ShopSearch<Dependencies: ShopSearchDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func shops(matching text: String) -> [String] {
        dependencies.shopStore.filter { $0.contains(text) }
    }
}
