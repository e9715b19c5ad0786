import Authentication
import Catalog
import CommandLineKit
import DetailsFeature
import Log
import MapFeature
import Profile
import ProfileFeature
import Terminal
import Time

/// What the signed-in scope takes from the app-wide scope.
typealias SignedInCommandsExternalDependencies = AuthenticatingDependency
    & CoffeeShopRepositoryDependency
    & LoggingDependency
    & TerminalDependency
    & WallClockDependency

typealias SignedInCommandsDependencies = SignedInCommandsExternalDependencies
    & BrowseCommandsDependencies // Required by BrowseCommands
    & DetailsFeatureDependencies // Required by DetailsFeature
    & ProfileFeatureDependencies // Required by ProfileFeature
    & RatingCommandsExternalDependencies // Required by DetailsFeature.ratingCommands
    & ShopDetailsNavigatorDependencies // Required by ShopDetailsNavigator

/// Runs commands with a session: browsing with your stars and home location, rating and the profile.
struct SignedInCommands<Dependencies: SignedInCommandsDependencies> {
    let dependencies: Dependencies

    /// Every command of the signed-in scope: browsing with your stars and home, and ``signedInOnly``.
    static var commands: [RunnableCommand<Self>] {
        BrowseCommands<Dependencies>.commands.map { $0.scoped { signedIn, _ in BrowseCommands(dependencies: signedIn.dependencies) } }
            + signedInOnly
    }

    /// The commands that exist only signed in: rating and the profile.
    static var signedInOnly: [RunnableCommand<Self>] {
        DetailsFeature<Dependencies>.ratingCommands.map { $0.scoped { signedIn, _ in DetailsFeature(dependencies: signedIn.dependencies) } }
            + ProfileFeature<Dependencies>.commands.map { $0.scoped { signedIn, _ in ProfileFeature(dependencies: signedIn.dependencies) } }
    }
}

/// The signed-in scope: the app-wide dependencies plus the session's account and the repositories
/// that belong to it. It can only be created with an account, so a feature that needs one cannot be
/// composed without a session; it lives for one command. Browsing composed with it reads your
/// ratings and home location through `yourRatings` and `yourHome`, where the app-wide scope has none.
struct SplicedSignedInCommandsDependencies<ExternalDependencies: SignedInCommandsExternalDependencies>: SignedInCommandsDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the app
    let account: Account // Loaded from the session
    let ratings: any RatingRepository // Created for this account
    let profile: any ProfileRepository // Created for this account

    init(externalDependencies: ExternalDependencies, account: Account, ratings: any RatingRepository, profile: any ProfileRepository) {
        self.externalDependencies = externalDependencies
        self.account = account
        self.ratings = ratings
        self.profile = profile
    }

    var authenticator: any Authenticating { externalDependencies.authenticator }
    var clock: any WallClock { externalDependencies.clock }
    var coffeeShops: any CoffeeShopRepository { externalDependencies.coffeeShops }
    var logger: any Logging { externalDependencies.logger }
    var terminal: any Terminal { externalDependencies.terminal }
    var yourHome: any YourHome { profile }
    var yourRatings: any YourRatings { ratings }

    /// `map --open` leads to the details feature, composed with this same scope.
    var shopDetailsPresenter: any ShopDetailsPresenting { ShopDetailsNavigator(dependencies: self) }
}
