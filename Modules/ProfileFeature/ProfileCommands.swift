import Authentication
import Catalog
import Log
import Profile
import Terminal

/// What the profile commands need from the signed-in scope; public because the feature's entry point names it.
public typealias ProfileCommandsExternalDependencies = LoggingDependency
    & ProfileRepositoryDependency
    & RatingRepositoryDependency
    & SignedInAccountDependency
    & TerminalDependency

typealias ProfileCommandsDependencies = ProfileCommandsExternalDependencies
    & HomeLocationCommandDependencies // Required by HomeLocationCommand
    & ProfilePrinterDependencies // Required by ProfilePrinter
    & VisitedPrinterDependencies // Required by VisitedPrinter

/// The profile commands, run once per command.
struct ProfileCommands<Dependencies: ProfileCommandsDependencies> {
    let dependencies: Dependencies

    func showProfile() throws {
        try ProfilePrinter(dependencies: dependencies).printProfile()
    }

    func setHomeLocation(_ location: Coordinate) throws {
        try HomeLocationCommand(dependencies: dependencies).run(location)
    }

    func listVisited() throws {
        try VisitedPrinter(dependencies: dependencies).printVisited()
    }
}

/// The signed-in scope plus the output format chosen for this one command.
struct SplicedProfileCommandsDependencies<ExternalDependencies: ProfileCommandsExternalDependencies>: ProfileCommandsDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the signed-in scope
    let outputFormat: OutputFormat // Chosen by --json

    var account: Account { externalDependencies.account }
    var logger: any Logging { externalDependencies.logger }
    var profile: any ProfileRepository { externalDependencies.profile }
    var ratings: any RatingRepository { externalDependencies.ratings }
    var terminal: any Terminal { externalDependencies.terminal }
}
