import Catalog
import Foundation
import Terminal
import Time

typealias ShopDetailsPrinterDependencies = OutputFormatDependency
    & TerminalDependency

/// Prints one shop with your rating and everyone's average, for a person or as JSON.
struct ShopDetailsPrinter<Dependencies: ShopDetailsPrinterDependencies> {
    let dependencies: Dependencies

    func print(_ shop: CoffeeShop, yourRating: Rating?, summary: RatingSummary?) {
        let terminal = dependencies.terminal
        switch dependencies.outputFormat {
        case .json:
            try? terminal.printJSON(ShopDetails(shop: shop, yourRating: yourRating, summary: summary))
        case .text:
            terminal.print(terminal.styled(shop.name.shownInline, .bold) + terminal.styled("  #\(shop.id)", .dim))
            let place = [shop.address, shop.city].compactMap { $0?.shownInline }.joined(separator: ", ")
            if !place.isEmpty { terminal.print(place) }
            terminal.print(terminal.styled(shop.coordinate.formatted, .dim))
            terminal.print()
            if let yourRating {
                terminal.print("Your rating  \(StarText.stars(yourRating.stars, terminal: terminal))  visited \(yourRating.ratedAt.calendarDay)")
                if let note = yourRating.note { terminal.print("Your note    \(note.shownInline)") }
            } else {
                terminal.print("Your rating  not rated yet — `coffeeshops rate \(shop.id) STARS`")
            }
            if let summary {
                let people = summary.count == 1 ? "1 rating" : "\(summary.count) ratings"
                terminal.print("Average      \(String(format: "%.1f", summary.average)) ★ from \(people)")
            } else {
                terminal.print("Average      no ratings yet")
            }
        }
    }
}

/// The JSON shape of `show`; its keys are a stable interface for scripts.
struct ShopDetails: Encodable {
    let shop: CoffeeShop
    let yourRating: Rating?
    let summary: RatingSummary?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shop.id, forKey: .id)
        try container.encode(shop.name, forKey: .name)
        try container.encode(shop.address, forKey: .address)
        try container.encode(shop.city, forKey: .city)
        try container.encode(shop.coordinate.latitude, forKey: .latitude)
        try container.encode(shop.coordinate.longitude, forKey: .longitude)
        try container.encode(yourRating?.stars, forKey: .yourStars)
        try container.encode(yourRating?.note, forKey: .yourNote)
        try container.encode(yourRating?.ratedAt.calendarDay, forKey: .visitedOn)
        try container.encode(summary.map { ($0.average * 10).rounded() / 10 }, forKey: .averageStars)
        try container.encode(summary?.count ?? 0, forKey: .ratingCount)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, address, city, latitude, longitude, yourStars, yourNote, visitedOn, averageStars, ratingCount
    }
}
