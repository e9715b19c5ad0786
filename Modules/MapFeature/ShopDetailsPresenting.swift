/// Shows a shop's details. The map leads to details without importing the details feature: the app
/// wires this to it.
public protocol ShopDetailsPresenting {
    /// Shows the shop that `reference` (an id or a name) names.
    func presentShopDetails(_ reference: String) throws
}

/// Vends the way to a shop's details.
public protocol ShopDetailsPresentingDependency {
    /// What `map --open` calls.
    var shopDetailsPresenter: any ShopDetailsPresenting { get }
}
