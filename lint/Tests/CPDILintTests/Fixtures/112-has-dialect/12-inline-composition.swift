// FLAG. lifeisskillapp SettingsBarViewModeling: a protocol requires
// `init(dependencies: HasLoggers & HasLocationManager & …, delegate:)`: an unnamed composition used as
// an existential parameter type; each declaration is told to take a typealias as a generic parameter.
protocol SettingsBarModeling {
    init(dependencies: HasClock & HasFavorites, title: String) // expect: generic-dependencies
}

final class SettingsBarModel: SettingsBarModeling {
    let title: String
    init(dependencies: HasClock & HasFavorites, title: String) { // expect: generic-dependencies
        self.title = title
        dependencies.favorites.add(dependencies.clock.now)
    }
}
