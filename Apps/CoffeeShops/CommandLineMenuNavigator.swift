import CommandLineKit
import MenuFeature
import Terminal

/// Takes the interactive menu to a destination by running the same command a person would type,
/// so the menu and the command line share every check and message.
struct CommandLineMenuNavigator: MenuNavigating {
    let terminal: any Terminal
    let run: ([String]) -> ExitStatus

    func open(_ destination: MenuDestination) -> Bool {
        run(arguments(for: destination)) == .success
    }

    func arguments(for destination: MenuDestination) -> [String] {
        // Piped input has no terminal to ask for a password without echo: read it as the next line.
        let password = terminal.isInteractive ? [] : ["--password-stdin"]
        switch destination {
        case .signIn(let email):
            return ["signin", "--email", email] + password
        case .signUp(let email, let name):
            return ["signup", "--email", email] + (name.map { ["--name", $0] } ?? []) + password
        case .nearby(let at):
            return ["nearby"] + (at.map { ["--at", $0] } ?? [])
        case .map(let at):
            return ["map"] + (at.map { ["--at", $0] } ?? [])
        case .show(let shop):
            return ["show", "--", shop]
        case .rate(let shop, let stars, let note):
            return ["rate"] + (note.map { ["--note", $0] } ?? []) + ["--", shop, String(stars)]
        case .profile:
            return ["profile"]
        case .visited:
            return ["visited"]
        case .signOut:
            return ["signout"]
        }
    }
}
