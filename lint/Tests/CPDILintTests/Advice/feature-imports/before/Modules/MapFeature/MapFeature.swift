// One feature imports another to open it.
import DetailsFeature

public typealias MapFeatureDependencies = DetailsFeatureDependencies // Required by DetailsFeature

/// Shows the map.
public struct MapFeature<Dependencies: MapFeatureDependencies> {
    let dependencies: Dependencies

    /// Creates the feature.
    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// Opens the shop under the cursor.
    public func select(_ id: Int) { DetailsFeature(dependencies: dependencies).show(id) }
}
