import Authentication
import Catalog
import Terminal

/// What the interactive session needs from the app; public because the feature's entry point names it.
public typealias MenuSessionExternalDependencies = AuthenticatingDependency
    & CoffeeShopRepositoryDependency
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
                try signedInMenu(account)
            } else {
                try signedOutMenu()
            }
            if case .quit = next { break }
        }
        terminal.print("Goodbye.")
    }

    /// Signing in or up, and browsing, which needs no account.
    private func signedOutMenu() throws -> Next {
        let prompter = dependencies.prompter
        let options = ["Sign in", "Sign up", "Nearby shops", "Map", "Show a shop", "Quit"]
        show("You are not signed in: browse, or sign in to rate.", options: options)
        let aroundWhere = "Around where? A city or LAT,LON: "
        switch prompter.choose(among: options.count) {
        case 1:
            guard let email = prompter.askEmail() else { return .quit }
            return go(.signIn(email: email))
        case 2:
            guard let email = prompter.askEmail(), let name = prompter.askName() else { return .quit }
            return go(.signUp(email: email, name: name))
        case 3:
            guard let location = prompter.askPlace(aroundWhere, required: true, cities: try dependencies.coffeeShops.cityNames(limit: 8)) else { return .quit }
            return go(.nearby(at: location))
        case 4:
            guard let location = prompter.askPlace(aroundWhere, required: true, cities: try dependencies.coffeeShops.cityNames(limit: 8)) else { return .quit }
            return go(.map(at: location))
        case 5:
            guard let shop = try askShop() else { return .quit }
            return go(.show(shop: String(shop.id)))
        default:
            return .quit
        }
    }

    private func signedInMenu(_ account: Account) throws -> Next {
        let prompter = dependencies.prompter
        let options = ["Nearby shops", "Map", "Show a shop", "Rate a shop", "Profile", "Visited shops", "Sign out", "Quit"]
        show("Signed in as \(account.displayName.shownInline).", options: options)
        let aroundWhere = "Around where? A city or LAT,LON, or Enter for your home location: "
        switch prompter.choose(among: options.count) {
        case 1:
            guard let location = prompter.askPlace(aroundWhere) else { return .quit }
            return go(.nearby(at: location))
        case 2:
            guard let location = prompter.askPlace(aroundWhere) else { return .quit }
            return go(.map(at: location))
        case 3:
            guard let shop = try askShop() else { return .quit }
            return go(.show(shop: String(shop.id)))
        case 4:
            // The shop first, so nothing typed after it is lost to a name that finds no shop.
            guard let shop = try askShop(), let stars = prompter.askStars(), let note = prompter.askNote() else { return .quit }
            return go(.rate(shop: String(shop.id), stars: stars, note: note))
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

    /// A shop in the catalog, by id or name; a name several shops match lists them to pick one by
    /// number. Re-asks until it has a shop; `nil` at end of input.
    private func askShop() throws -> CoffeeShop? {
        let prompter = dependencies.prompter
        let terminal = dependencies.terminal
        while let reference = prompter.askRequired("Shop (id or name): ") {
            switch try dependencies.coffeeShops.findShop(reference) {
            case .found(let shop):
                return shop
            case .noShopWithID(let id):
                terminal.printError("No shop has the id \(id); type another id or a name.")
            case .noMatch(let text):
                terminal.printError("No shop matches '\(text)'; type another name or an id.")
            case .several(let candidates, let more):
                let shown = Array(candidates.prefix(Self.shownMatches))
                let count = more ? "more than \(candidates.count)" : String(candidates.count)
                // Escaped here, not only by the terminal: a color terminal lets style codes through.
                terminal.print("'\(reference.shownInline)' matches \(count) shops:")
                for (index, shop) in shown.enumerated() {
                    let place = shop.city.map { " (\($0))" } ?? ""
                    terminal.print("  \(index + 1). \((shop.name + place).shownInline)  #\(shop.id)")
                }
                if shown.count < candidates.count || more { terminal.print("  … and more: press Enter and type more of the name.") }
                guard let choice = prompter.pick(among: shown.count) else { return nil }
                if let choice { return shown[choice - 1] }
            }
        }
        return nil
    }

    /// The most matches listed to pick from.
    private static var shownMatches: Int { 9 }

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
    var coffeeShops: any CoffeeShopRepository { externalDependencies.coffeeShops }
    var menuNavigator: any MenuNavigating { externalDependencies.menuNavigator }
    var terminal: any Terminal { externalDependencies.terminal }
}
