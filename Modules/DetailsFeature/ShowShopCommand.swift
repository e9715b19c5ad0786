import Catalog

typealias ShowShopCommandDependencies = ShopCommandDependencies // Required by superclass ShopCommand
    & YourRatingsDependency
    & ShopDetailsPrinterDependencies // Required by ShopDetailsPrinter

/// `coffeeshops show SHOP`.
final class ShowShopCommand<Dependencies: ShowShopCommandDependencies>: ShopCommand<Dependencies> {
    func run(_ reference: String) throws {
        let shop = try resolveShop(reference)
        let yours = try dependencies.yourRatings.ratings(forShops: [shop.id])[shop.id]
        let summary = try dependencies.coffeeShops.ratingSummaries(forShops: [shop.id])[shop.id]
        ShopDetailsPrinter(dependencies: dependencies).print(shop, yourRating: yours, summary: summary)
    }
}
