// What the map needs to open a shop, implemented by the app.
public protocol ShopOpening {
    /// Opens shop `id`.
    func open(_ id: Int)
}

public protocol ShopOpenerDependency {
    var shopOpener: any ShopOpening { get }
}

public typealias MapFeatureDependencies = ShopOpenerDependency

/// Shows the map.
public struct MapFeature<Dependencies: MapFeatureDependencies> {
    let dependencies: Dependencies

    /// Creates the feature.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Opens the shop under the cursor.
    public func select(_ id: Int) { dependencies.shopOpener.open(id) }
}
