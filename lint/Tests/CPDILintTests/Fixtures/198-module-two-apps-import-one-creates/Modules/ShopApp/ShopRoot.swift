import Kit

struct ShopDependencies: KitViewDependencies {
    let logger: any Logging
}

func startShop(logger: any Logging) {
    KitView(dependencies: ShopDependencies(logger: logger)).show()
}
