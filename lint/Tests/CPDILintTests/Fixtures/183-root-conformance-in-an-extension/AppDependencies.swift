struct AppDependencies: CartDependencies {
    let logger: any Logging
}
