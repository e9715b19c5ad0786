// Fixture: composes the details feature with a dependencies type. Without WITH_CLOCK the type lacks
// WallClockDependency, and the composition must not compile.
import Authentication
import Catalog
import DetailsFeature
import Log
import Terminal
import Time

final class ShopDependencies: CoffeeShopRepositoryDependency, LoggingDependency, RatingRepositoryDependency,
    SignedInAccountDependency, TerminalDependency {
    let account: Account
    let coffeeShops: any CoffeeShopRepository
    let logger: any Logging
    let ratings: any RatingRepository
    let terminal: any Terminal

    init(account: Account, coffeeShops: any CoffeeShopRepository, logger: any Logging, ratings: any RatingRepository, terminal: any Terminal) {
        self.account = account
        self.coffeeShops = coffeeShops
        self.logger = logger
        self.ratings = ratings
        self.terminal = terminal
    }
}

#if WITH_CLOCK
extension ShopDependencies: WallClockDependency {
    var clock: any WallClock { SystemClock() }
}
#endif

func compose(_ dependencies: ShopDependencies) -> DetailsFeature<ShopDependencies> {
    DetailsFeature(dependencies: dependencies)
}
