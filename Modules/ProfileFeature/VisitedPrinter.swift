import Catalog
import Foundation
import Terminal
import Time

typealias VisitedPrinterDependencies = OutputFormatDependency
    & RatingRepositoryDependency
    & TerminalDependency
    & ProfileComponentDependencies // Required by ProfileComponent

/// `coffeeshops visited`: the shops you rated, newest first.
struct VisitedPrinter<Dependencies: VisitedPrinterDependencies>: ProfileComponent {
    let dependencies: Dependencies

    func printVisited() throws {
        let visited = try dependencies.ratings.ratedShops()
        log("listed \(visited.count) visited shops")
        let terminal = dependencies.terminal
        switch dependencies.outputFormat {
        case .json:
            try terminal.printJSON(visited.map { VisitedShop(shop: $0.shop, rating: $0.rating) })
        case .text:
            guard !visited.isEmpty else {
                terminal.print("You have not rated any shops yet. Rate one with `coffeeshops rate SHOP STARS`.")
                return
            }
            for (shop, rating) in visited {
                let stars = terminal.styled(Rating.starText(rating.stars), Rating.isLoved(rating.stars) ? .blue : .yellow)
                let place = shop.city.map { terminal.styled("  \($0.shownInline)", .dim) } ?? ""
                terminal.print("\(rating.ratedAt.calendarDay)  \(stars)  \(terminal.styled(shop.name.shownInline, .bold))\(place)")
                if let note = rating.note {
                    terminal.print("            \(note.shownInline)")
                }
            }
        }
    }
}

/// The JSON shape of a visited shop; its keys are a stable interface for scripts.
struct VisitedShop: Encodable {
    let shop: CoffeeShop
    let rating: Rating

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shop.id, forKey: .id)
        try container.encode(shop.name, forKey: .name)
        try container.encode(shop.city, forKey: .city)
        try container.encode(rating.stars, forKey: .stars)
        try container.encode(rating.note, forKey: .note)
        try container.encode(rating.ratedAt.calendarDay, forKey: .visitedOn)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, city, stars, note, visitedOn
    }
}
