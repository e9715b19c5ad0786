// Fixture: the app-wide scope has no session. Browsing a shop composes with it; rating must not
// compile. With SIGNED_IN, a scope that holds an account and its ratings can rate.
import Authentication
import Catalog
import CommandLineKit
import DetailsFeature
import Log
import Terminal
import Time

final class AppWideDependencies: DetailsFeatureDependencies, LoggingDependency, WallClockDependency {
    let coffeeShops: any CoffeeShopRepository
    let logger: any Logging
    let terminal: any Terminal
    let clock: any WallClock
    let yourRatings: any YourRatings = SignedOutRatings()

    init(coffeeShops: any CoffeeShopRepository, logger: any Logging, terminal: any Terminal, clock: any WallClock) {
        self.coffeeShops = coffeeShops
        self.logger = logger
        self.terminal = terminal
        self.clock = clock
    }
}

func browse(_ appWide: AppWideDependencies, _ invocation: Invocation) throws {
    try DetailsFeature(dependencies: appWide).run(invocation)
}

#if SIGNED_IN
final class SignedInDependencies: DetailsFeatureDependencies, LoggingDependency, RatingRepositoryDependency,
    SignedInAccountDependency, WallClockDependency {
    let appWide: AppWideDependencies
    let account: Account
    let ratings: any RatingRepository

    init(appWide: AppWideDependencies, account: Account, ratings: any RatingRepository) {
        self.appWide = appWide
        self.account = account
        self.ratings = ratings
    }

    var clock: any WallClock { appWide.clock }
    var coffeeShops: any CoffeeShopRepository { appWide.coffeeShops }
    var logger: any Logging { appWide.logger }
    var terminal: any Terminal { appWide.terminal }
    var yourRatings: any YourRatings { ratings }
}

func rate(_ signedIn: SignedInDependencies, _ invocation: Invocation) throws {
    try DetailsFeature(dependencies: signedIn).runRating(invocation)
}
#else
func rate(_ appWide: AppWideDependencies, _ invocation: Invocation) throws {
    try DetailsFeature(dependencies: appWide).runRating(invocation)
}
#endif
