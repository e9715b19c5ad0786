import Authentication
import Catalog
import CommandLineKit
import Foundation
import Log
import Terminal
import Time

typealias RateShopCommandDependencies = ShopCommandDependencies // Required by superclass ShopCommand
    & LoggingDependency
    & RatingRepositoryDependency
    & SignedInAccountDependency
    & TerminalDependency
    & WallClockDependency

/// `coffeeshops rate SHOP STARS [--note TEXT]`.
final class RateShopCommand<Dependencies: RateShopCommandDependencies>: ShopCommand<Dependencies> {
    func run(_ reference: String, stars: Int, note: String?) throws {
        // Check the input before looking the shop up, so a usage error never depends on the catalog.
        guard (Rating.minimumStars...Rating.maximumStars).contains(stars) else {
            throw UsageError("Stars must be a whole number from \(Rating.minimumStars) to \(Rating.maximumStars).")
        }
        let length = note?.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars.count ?? 0
        guard length <= Rating.maximumNoteLength else {
            throw UsageError("The note has \(length) characters; the most is \(Rating.maximumNoteLength).")
        }
        let shop = try resolveShop(reference)
        let rating = try Rating(shopID: shop.id, stars: stars, note: note, ratedAt: dependencies.clock.now())
        try dependencies.ratings.save(rating)
        dependencies.logger.log(.info, "account \(dependencies.account.id) rated shop \(shop.id) with \(stars) stars")
        let terminal = dependencies.terminal
        terminal.print("Rated \(terminal.styled(shop.name.shownInline, .bold)) \(StarText.stars(stars, terminal: terminal)).")
    }
}
