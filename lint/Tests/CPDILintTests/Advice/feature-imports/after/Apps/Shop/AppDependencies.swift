import DetailsFeature
import MapFeature

struct ConsoleLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

/// Opens a shop with the details feature.
struct DetailsShopOpener: ShopOpening {
    let dependencies: AppDependencies

    func open(_ id: Int) { DetailsFeature(dependencies: dependencies).show(id) }
}

struct AppDependencies: MapFeatureDependencies, DetailsFeatureDependencies {
    let logger: any Logging = ConsoleLogger()

    var shopOpener: any ShopOpening { DetailsShopOpener(dependencies: self) }
}

@main
struct Shop {
    static func main() { MapFeature(dependencies: AppDependencies()).select(1) }
}
