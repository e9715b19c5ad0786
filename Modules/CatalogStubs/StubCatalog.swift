import Catalog
import Foundation

/// A small, fixed catalog around central Copenhagen, with a few ratings: the stub data that dev
/// apps serve and tests can start from.
///
/// The data is literal and valid by construction, so it is built with `try!`: a typo fails at launch.
public enum StubCatalog {
    /// Where the stub shops are: Copenhagen's City Hall Square.
    public static let center = try! Coordinate(latitude: 55.6759, longitude: 12.5690)

    /// The id of the account whose ratings ``makeRepository()`` includes, matching `StubAccount`.
    public static let ratingAccountID: Int64 = 1

    /// Twelve made-up shops within 2 km of ``center``.
    public static let shops: [NewCoffeeShop] = [
        ("Comet Coffee & Vinyl", 55.6801, 12.5712, "Gothersgade 12"),
        ("Juniper Roasters", 55.6742, 12.5617, "Vesterbrogade 40"),
        ("Little Lantern", 55.6779, 12.5751, "Læderstræde 5"),
        ("Harbor Espresso Bar", 55.6728, 12.5784, "Christians Brygge 3"),
        ("Paper Cup", 55.6811, 12.5643, "Nørre Voldgade 22"),
        ("Wren & Kettle", 55.6836, 12.5729, "Store Kongensgade 31"),
        ("Signal Brew Bar", 55.6705, 12.5569, "Istedgade 61"),
        ("Quiet Hours", 55.6869, 12.5591, "Blågårdsgade 8"),
        ("Copper Pot Café", 55.6762, 12.5810, "Nyhavn 17"),
        ("Maple Kaffebar", 55.6688, 12.5702, "Kalvebod Brygge 9"),
        ("Velvet Crema", 55.6888, 12.5531, "Nørrebrogade 44"),
        ("Drift Coffee Lab", 55.6751, 12.5533, "Halmtorvet 13"),
    ].map { name, latitude, longitude, address in
        try! NewCoffeeShop(name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude), address: address, city: "Copenhagen")
    }

    /// A repository holding ``shops`` (ids 1–12), rated by the stub account (shops 1, 2 and 4) and
    /// by two others, so averages differ from the stub account's own stars.
    public static func makeRepository() -> InMemoryCoffeeShopRepository {
        let repository = InMemoryCoffeeShopRepository(shops: shops)
        let day: TimeInterval = 86_400
        let start = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01
        let ratings: [(account: Int64, shop: Int64, stars: Int, note: String?, days: Double)] = [
            (ratingAccountID, 1, 5, "Records upstairs, and the best flat white in town.", 3),
            (ratingAccountID, 2, 4, nil, 10),
            (ratingAccountID, 4, 2, "Lovely view, sour espresso.", 12),
            (2, 1, 4, nil, 5),
            (2, 3, 5, "Tiny and perfect.", 6),
            (3, 4, 3, nil, 7),
        ]
        for rating in ratings {
            InMemoryRatingRepository(catalog: repository, accountID: rating.account).save(
                try! Rating(shopID: rating.shop, stars: rating.stars, note: rating.note, ratedAt: start + rating.days * day)
            )
        }
        return repository
    }
}
