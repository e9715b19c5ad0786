import Members

/// The app's dependencies.
struct AppDependencies: MembersServiceDependency {
    let membersService = 3
}

/// The first tab's title, as the app shows it.
func firstTabTitle() -> String {
    MainTab(dependencies: AppDependencies()).title()
}
