/// The catalog module's services, for the app to hold.
public struct CatalogServices: ShopStoreDependency {
    /// Every shop the catalog knows.
    public let shopStore: [String]

    /// Services over `shops`.
    public init(shops: [String]) {
        shopStore = shops
    }

    /// The shops whose name contains `text`.
    public func shops(matching text: String) -> [String] {
        ShopSearch(dependencies: self).shops(matching: text)
    }
}
