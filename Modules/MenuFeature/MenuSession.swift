import Authentication
import Terminal

/// What the interactive session needs from the app; public because the feature's entry point names it.
public typealias MenuSessionExternalDependencies = AuthenticatingDependency
    & MenuNavigatingDependency
    & TerminalDependency

typealias MenuSessionDependencies = MenuSessionExternalDependencies
    & PrompterDependency

/// One interactive session: a loop of menus until the person quits or input ends.
struct MenuSession<Dependencies: MenuSessionDependencies> {
    let dependencies: Dependencies

    private enum Next {
        case stay, quit
    }

    func run() throws {
        let terminal = dependencies.terminal
        terminal.print(terminal.styled("coffeeshops", .bold) + " — find, rate and remember coffee shops.")
        while true {
            let next = if let account = try dependencies.authenticator.currentAccount() {
                signedInMenu(account)
            } else {
                signedOutMenu()
            }
            if case .quit = next { break }
        }
        terminal.print("Goodbye.")
    }

    private func signedOutMenu() -> Next {
        let prompter = dependencies.prompter
        show("You are not signed in.", options: ["Sign in", "Sign up", "Quit"])
        switch prompter.choose(among: 3) {
        case 1:
            guard let email = prompter.askRequired("Email: ") else { return .quit }
            return go(.signIn(email: email))
        case 2:
            guard let email = prompter.askRequired("Email: "), let name = prompter.ask("Name (Enter to skip): ") else { return .quit }
            return go(.signUp(email: email, name: name.isEmpty ? nil : name))
        default:
            return .quit
        }
    }

    private func signedInMenu(_ account: Account) -> Next {
        let prompter = dependencies.prompter
        let options = ["Nearby shops", "Map", "Show a shop", "Rate a shop", "Profile", "Visited shops", "Sign out", "Quit"]
        show("Signed in as \(account.displayName).", options: options)
        let aroundWhere = "Around where? A city or LAT,LON, or Enter for your home location: "
        switch prompter.choose(among: options.count) {
        case 1:
            guard let location = prompter.askPlace(aroundWhere) else { return .quit }
            return go(.nearby(at: location))
        case 2:
            guard let location = prompter.askPlace(aroundWhere) else { return .quit }
            return go(.map(at: location))
        case 3:
            guard let shop = prompter.askRequired("Shop (id or name): ") else { return .quit }
            return go(.show(shop: shop))
        case 4:
            guard let shop = prompter.askRequired("Shop (id or name): "),
                  let stars = prompter.askStars(),
                  let note = prompter.ask("Note (Enter to skip): ")
            else { return .quit }
            return go(.rate(shop: shop, stars: stars, note: note.isEmpty ? nil : note))
        case 5:
            return go(.profile)
        case 6:
            return go(.visited)
        case 7:
            return go(.signOut)
        default:
            return .quit
        }
    }

    private func show(_ title: String, options: [String]) {
        let terminal = dependencies.terminal
        terminal.print()
        terminal.print(terminal.styled(title, .bold))
        for (index, option) in options.enumerated() {
            terminal.print("  \(index + 1). \(option)")
        }
    }

    private func go(_ destination: MenuDestination) -> Next {
        _ = dependencies.menuNavigator.open(destination)
        return .stay
    }
}

/// App-wide dependencies plus the prompter that belongs to this one session.
struct SplicedMenuSessionDependencies<ExternalDependencies: MenuSessionExternalDependencies>: MenuSessionDependencies {
    let externalDependencies: ExternalDependencies // Obtained from the app
    let prompter: Prompter // Created for this session

    var authenticator: any Authenticating { externalDependencies.authenticator }
    var menuNavigator: any MenuNavigating { externalDependencies.menuNavigator }
    var terminal: any Terminal { externalDependencies.terminal }
}
