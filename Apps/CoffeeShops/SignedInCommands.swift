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
    & DetailsFeatureDependencies // Required by DetailsFeature
    & MapFeatureDependencies // Required by MapFeature
    & ProfileFeatureDependencies // Required by ProfileFeature
    & ShopDetailsNavigatorDependencies // Required by ShopDetailsNavigator

/// Runs the commands that need a session: map, details and profile.
struct SignedInCommands<Dependencies: SignedInCommandsDependencies> {
    let dependencies: Dependencies

    static var commands: [Command] {
        MapFeature<Dependencies>.commands + DetailsFeature<Dependencies>.commands + ProfileFeature<Dependencies>.commands
    }

    func run(_ invocation: Invocation) throws {
        let name = invocation.commandPath.first
        if MapFeature<Dependencies>.commands.contains(where: { $0.name == name }) {
            try MapFeature(dependencies: dependencies).run(invocation)
        } else if DetailsFeature<Dependencies>.commands.contains(where: { $0.name == name }) {
            try DetailsFeature(dependencies: dependencies).run(invocation)
        } else {
            try ProfileFeature(dependencies: dependencies).run(invocation)
        }
    }
}

/// The signed-in scope: the app-wide dependencies plus the session's account and the repositories
/// that belong to it. It can only be created with an account, so a feature that needs one cannot be
/// composed without a session; it lives for one command.
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

    /// `map --open` leads to the details feature, composed with this same scope.
    var shopDetailsPresenter: any ShopDetailsPresenting { ShopDetailsNavigator(dependencies: self) }
}
