import Authentication
import AuthenticationStubs
import Catalog
import CatalogStubs
import CommandLineKit
import DevAppSupport
import Log
import LogStubs
import Profile
import ProfileFeature
import ProfileStubs
import Terminal

/// The composition root of the profile dev app: stub data in memory, signed in as the stub account.
struct ProfileDevAppDependencies: ProfileFeatureDependencies {
    let terminal: any Terminal = SystemTerminal()
    let logger: any Logging = RecordingLogger()
    let account = StubAccount.ada
    let profile: any ProfileRepository = InMemoryProfileRepository(location: StubCatalog.center)
    let ratings: any RatingRepository = InMemoryRatingRepository(catalog: StubCatalog.makeRepository(), accountID: StubAccount.ada.id)
}

/// `swift run ProfileDevApp [COMMAND …]`: the profile feature on stub data. With no command it reads
/// commands line by line, keeping its in-memory state between them.
@main
enum ProfileDevApp {
    static let program = CommandLineProgram(
        root: Command(
            "ProfileDevApp",
            abstract: "A dev app: the profile feature alone, on stub data in memory.",
            discussion: """
                Signed in as Ada (ada@example.com, member since 2026-01-15), who rated 3 of 12 made-up shops \
                around Copenhagen and lives at 55.6759,12.5690. Nothing is read from or written to disk. With \
                no command, type commands one per line.
                """,
            subcommands: ProfileFeature<ProfileDevAppDependencies>.commands.map(\.command)
        ),
        version: "ProfileDevApp (dev app)"
    )

    static func main() {
        let dependencies = ProfileDevAppDependencies()
        program.launchDevApp(on: dependencies.terminal, banner: "Try `profile`, `visited` or `help`;", prompt: "profile> ") { invocation in
            try ProfileFeature(dependencies: dependencies).run(invocation)
        }
    }
}
