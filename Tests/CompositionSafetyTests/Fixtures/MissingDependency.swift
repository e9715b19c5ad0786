// Fixture: composes the details feature with a dependencies type. Without WITH_YOUR_RATINGS the type
// lacks YourRatingsDependency, and the composition must not compile.
import Catalog
import DetailsFeature
import Terminal

final class ShopDependencies: CoffeeShopRepositoryDependency, TerminalDependency {
    let coffeeShops: any CoffeeShopRepository
    let terminal: any Terminal

    init(coffeeShops: any CoffeeShopRepository, terminal: any Terminal) {
        self.coffeeShops = coffeeShops
        self.terminal = terminal
    }
}

#if WITH_YOUR_RATINGS
extension ShopDependencies: YourRatingsDependency {
    var yourRatings: any YourRatings { SignedOutRatings() }
}
#endif

func compose(_ dependencies: ShopDependencies) -> DetailsFeature<ShopDependencies> {
    DetailsFeature(dependencies: dependencies)
}
