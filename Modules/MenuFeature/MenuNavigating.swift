/// A place the menu can take the person.
public enum MenuDestination: Equatable, Sendable {
    /// Sign in; the password is asked for by the onboarding feature.
    case signIn(email: String)
    /// Sign up; the password is asked for by the onboarding feature.
    case signUp(email: String, name: String?)
    /// Nearby shops around `at` (a city or LAT,LON), or around the home location.
    case nearby(at: String?)
    /// The map around `at` (a city or LAT,LON), or around the home location.
    case map(at: String?)
    /// One shop's details.
    case show(shop: String)
    /// Rate a shop.
    case rate(shop: String, stars: Int, note: String?)
    /// The profile.
    case profile
    /// The shops the person rated.
    case visited
    /// Sign out.
    case signOut
}

/// Takes the person where the menu says. The menu never imports another feature: the app wires this.
public protocol MenuNavigating {
    /// Opens `destination`, printing what it shows; `false` if it failed (and said why).
    func open(_ destination: MenuDestination) -> Bool
}

/// Vends the menu's navigator.
public protocol MenuNavigatingDependency {
    /// What the menu calls to go somewhere.
    var menuNavigator: any MenuNavigating { get }
}
