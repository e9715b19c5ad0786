import CommandLineKit
import MenuFeature
import Terminal

/// Takes the interactive menu to a destination by running the same command a person would type,
/// so the menu and the command line share every check and message.
struct CommandLineMenuNavigator: MenuNavigating {
    let terminal: any Terminal
    /// The app's commands: every line the menu runs is spelled from their declarations.
    let commands: [Command]
    let run: ([String]) -> ExitStatus

    func open(_ destination: MenuDestination) -> Bool {
        run(arguments(for: destination)) == .success
    }

    func arguments(for destination: MenuDestination) -> [String] {
        // Piped input has no terminal to ask for a password without echo: read it as the next line.
        let password = terminal.isInteractive ? [] : ["password-stdin"]
        switch destination {
        case .signIn(let email):
            return commands.line("signin", options: ["email": email], flags: password)
        case .signUp(let email, let name):
            return commands.line("signup", options: ["email": email, "name": name], flags: password)
        case .nearby(let at):
            return commands.line("nearby", options: ["at": at])
        case .map(let at):
            return commands.line("map", options: ["at": at])
        case .show(let shop):
            return commands.line("show", operands: [shop])
        case .rate(let shop, let stars, let note):
            return commands.line("rate", options: ["note": note], operands: [shop, String(stars)])
        case .profile:
            return commands.line("profile")
        case .visited:
            return commands.line("visited")
        case .signOut:
            return commands.line("signout")
        }
    }
}
