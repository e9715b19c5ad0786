import Catalog
import Terminal
import TextSafety

typealias ShopListPrinterDependencies = OutputFormatDependency
    & TerminalDependency

/// Prints a list of shops as an aligned table or as JSON.
struct ShopListPrinter<Dependencies: ShopListPrinterDependencies> {
    let dependencies: Dependencies

    func print(_ shops: [CoffeeShop], limit: Int) {
        let terminal = dependencies.terminal
        switch dependencies.outputFormat {
        case .json:
            try? terminal.printJSON(shops.map(ShopSummary.init))
        case .text:
            guard !shops.isEmpty else {
                terminal.print("No shops match.")
                return
            }
            let idWidth = shops.map { String($0.id).count }.max() ?? 1
            let nameWidth = min(shops.map(\.name.shownInline.displayWidth).max() ?? 0, 32)
            for shop in shops {
                let id = String(repeating: " ", count: idWidth - String(shop.id).count) + String(shop.id)
                let shown = shop.name.shownInline
                let padded = shown.truncated(toWidth: nameWidth).padded(toWidth: nameWidth)
                let place = [shop.address, shop.city].compactMap { $0?.shownInline }.joined(separator: ", ")
                terminal.print("\(terminal.styled(id, .dim))  \(terminal.styled(padded, .bold))  \(place)")
            }
            if shops.count == limit {
                terminal.print(terminal.styled("Showing the first \(limit); pass --limit for more.", .dim))
            }
        }
    }
}

/// The JSON shape of a shop; its keys are a stable interface for scripts.
struct ShopSummary: Encodable {
    let id: Int64
    let name: String
    let latitude: Double
    let longitude: Double
    let address: String?
    let city: String?

    init(_ shop: CoffeeShop) {
        id = shop.id
        name = shop.name
        latitude = shop.coordinate.latitude
        longitude = shop.coordinate.longitude
        address = shop.address
        city = shop.city
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(address, forKey: .address) // null rather than absent, so the shape is fixed
        try container.encode(city, forKey: .city)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, latitude, longitude, address, city
    }
}
