import Foundation
import TextSafety

/// One person's rating of one shop: stars, an optional note, and when they rated it.
public struct Rating: Sendable, Equatable {
    /// The fewest stars a rating can have.
    public static let minimumStars = 1
    /// The most stars a rating can have.
    public static let maximumStars = 5
    /// The longest note, in Unicode scalars (what is stored, not what the eye sees).
    public static let maximumNoteLength = 1_000

    /// The rated shop's id.
    public let shopID: Int64
    /// From 1 to 5.
    public let stars: Int
    /// Why the person liked it or not.
    public let note: String?
    /// When the person rated the shop, taken as the visit date.
    public let ratedAt: Date

    /// Validates stars and note length.
    public init(shopID: Int64, stars: Int, note: String?, ratedAt: Date) throws(CatalogError) {
        guard (Self.minimumStars...Self.maximumStars).contains(stars) else {
            throw CatalogError("stars must be a whole number from \(Self.minimumStars) to \(Self.maximumStars), not \(stars)")
        }
        let note = note?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let note, note.unicodeScalars.count > Self.maximumNoteLength {
            throw CatalogError("the note has \(note.unicodeScalars.count) characters; the most is \(Self.maximumNoteLength)")
        }
        if let unsafe = note?.firstUnsafeCharacter {
            throw CatalogError("the note contains \(unsafe)")
        }
        self.init(storedShopID: shopID, stars: stars, note: note?.isEmpty == false ? note : nil, ratedAt: ratedAt)
    }

    /// A rating as a repository stored it, kept whole without today's checks: an earlier version may
    /// have stored a note that today's rules refuse, and it must still be shown.
    public init(storedShopID shopID: Int64, stars: Int, note: String?, ratedAt: Date) {
        self.shopID = shopID
        self.stars = stars
        self.note = note
        self.ratedAt = ratedAt
    }
}

extension Rating {
    /// `stars` as filled and hollow stars out of five: `★★★★☆`.
    public static func starText(_ stars: Int) -> String {
        String(repeating: "★", count: stars) + String(repeating: "☆", count: max(0, maximumStars - stars))
    }

    /// Whether `stars` marks a shop the person loves (4–5), shown in blue; 1–3 are shown in yellow.
    public static func isLoved(_ stars: Int) -> Bool {
        stars >= 4
    }
}

/// Everyone's ratings of one shop, summed up.
public struct RatingSummary: Sendable, Equatable {
    /// The mean number of stars.
    public let average: Double
    /// How many people rated the shop.
    public let count: Int

    /// Describes a summary.
    public init(average: Double, count: Int) {
        self.average = average
        self.count = count
    }
}

/// A shop found by a nearby search, with its distance from the search's center.
public struct NearbyShop: Sendable, Equatable {
    /// The shop.
    public let shop: CoffeeShop
    /// Kilometres from the center of the search.
    public let distance: Double

    /// Describes a result.
    public init(shop: CoffeeShop, distance: Double) {
        self.shop = shop
        self.distance = distance
    }
}
