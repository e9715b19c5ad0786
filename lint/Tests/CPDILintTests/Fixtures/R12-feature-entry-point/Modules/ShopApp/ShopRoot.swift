// Rulebook: a caller in another module invokes the feature; its typealias forwards PDPFeatureDependencies; lints clean. Slip corrected: the rulebook calls `.view(for:)`, the feature declares `pdpView(for:)`.
import PDPFeature

typealias ShopRootDependencies = PDPFeatureDependencies // Required by PDPFeature

struct ShopRoot<Dependencies: ShopRootDependencies> {
    let dependencies: Dependencies

    func show() -> some View {
        PDPFeature(dependencies: dependencies).pdpView(for: "ABC")
    }
}
