import CommandLineKit
import DetailsFeature
import MapFeature

typealias ShopDetailsNavigatorDependencies = DetailsFeatureDependencies // Required by DetailsFeature

/// Leads from the map to a shop's details, so the map never imports the details feature.
struct ShopDetailsNavigator<Dependencies: ShopDetailsNavigatorDependencies>: ShopDetailsPresenting {
    let dependencies: Dependencies

    func presentShopDetails(_ reference: String) throws {
        try DetailsFeature(dependencies: dependencies).run(Invocation(commandPath: ["show"], positionals: ["shop": reference]))
    }
}
