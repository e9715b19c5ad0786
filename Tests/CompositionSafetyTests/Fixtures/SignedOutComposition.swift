// Fixture: the app-wide scope has no session. Composing the profile feature with it must not compile;
// with SIGNED_IN, the only way to get a session-bearing scope is to hand it an account.
import Authentication
import Catalog
import Log
import Profile
import ProfileFeature
import Terminal

final class AppWideDependencies: LoggingDependency, TerminalDependency {
    let logger: any Logging
    let terminal: any Terminal

    init(logger: any Logging, terminal: any Terminal) {
        self.logger = logger
        self.terminal = terminal
    }
}

#if SIGNED_IN
final class SignedInDependencies: LoggingDependency, ProfileRepositoryDependency, RatingRepositoryDependency,
    SignedInAccountDependency, TerminalDependency {
    let appWide: AppWideDependencies
    let account: Account
    let profile: any ProfileRepository
    let ratings: any RatingRepository

    init(appWide: AppWideDependencies, account: Account, profile: any ProfileRepository, ratings: any RatingRepository) {
        self.appWide = appWide
        self.account = account
        self.profile = profile
        self.ratings = ratings
    }

    var logger: any Logging { appWide.logger }
    var terminal: any Terminal { appWide.terminal }
}

func compose(_ signedIn: SignedInDependencies) -> ProfileFeature<SignedInDependencies> {
    ProfileFeature(dependencies: signedIn)
}
#else
func compose(_ appWide: AppWideDependencies) -> ProfileFeature<AppWideDependencies> {
    ProfileFeature(dependencies: appWide)
}
#endif
