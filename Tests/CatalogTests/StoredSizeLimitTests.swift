import Catalog
import Foundation
import Testing
import TextSafety

/// Limits count what is stored (Unicode scalars), not what the eye sees, and text that could reorder
/// or restyle what is printed around it never comes in.
@Suite struct StoredSizeLimitTests {
    let paris = try! Coordinate(latitude: 48.85, longitude: 2.35)

    @Test func countsCombiningMarksAgainstTheLimit() throws {
        let stacked = "e" + String(repeating: "\u{301}", count: 60_000)
        #expect(stacked.count == 1, "one character to the eye")
        let name = #expect(throws: CatalogError.self) { try NewCoffeeShop(name: stacked, coordinate: paris) }
        #expect(name?.description.contains("longer than 200 characters") == true)
        #expect(throws: CatalogError.self) { try NewCoffeeShop(name: "Café", coordinate: paris, address: String(repeating: "a\u{301}", count: 151)) }
        #expect(throws: CatalogError.self) { try Rating(shopID: 1, stars: 3, note: "e" + String(repeating: "\u{301}", count: 1_000), ratedAt: Date()) }
        #expect(try NewCoffeeShop(name: String(repeating: "a", count: 200), coordinate: paris).name.unicodeScalars.count == 200)
    }

    @Test func refusesBidirectionalControlsWhereTextComesIn() throws {
        for control in ["\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}"] {
            let name = #expect(throws: CatalogError.self) { try NewCoffeeShop(name: "Caf\(control)é", coordinate: paris) }
            #expect(name?.description.contains("the bidirectional control U+") == true, "\(control.unicodeScalars.first!.value)")
            #expect(throws: CatalogError.self) { try NewCoffeeShop(name: "Café", coordinate: paris, city: "Par\(control)is") }
            #expect(throws: CatalogError.self) { try Rating(shopID: 1, stars: 3, note: "nice\(control)", ratedAt: Date()) }
        }
        #expect(try NewCoffeeShop(name: "مقهى", coordinate: paris).name == "مقهى", "right-to-left letters are text, not controls")
    }

    @Test func refusesInvisibleFormatCharactersButKeepsJoinedEmoji() throws {
        // With these, three shops can all read "Wild Coffee Co.".
        for format in ["\u{200B}", "\u{2060}", "\u{2064}", "\u{FEFF}", "\u{AD}", "\u{E0041}"] {
            let name = #expect(throws: CatalogError.self) { try NewCoffeeShop(name: "Wild\(format) Coffee Co.", coordinate: paris) }
            #expect(name?.description.contains("the invisible format character U+") == true, "\(format.unicodeScalars.first!.value)")
        }
        let joined = "Coder's Café 👩\u{200D}💻"
        #expect(try NewCoffeeShop(name: joined, coordinate: paris).name == joined, "the zero-width joiner inside an emoji is kept")
        #expect("Wild\u{200B} Coffee".escapingUnsafeCharacters() == "Wild\\u{200B} Coffee", "stored earlier, shown escaped")
    }

    @Test func measuresTextInTerminalColumns() {
        #expect("東京コーヒー".displayWidth == 12)
        #expect("Cafe\u{301}".displayWidth == 4)
        #expect("👩\u{200D}💻".displayWidth == 2)
        #expect("東京コーヒー".truncated(toWidth: 7) == "東京コ…")
        #expect("東京コーヒー".truncated(toWidth: 7).displayWidth <= 7)
        #expect("東京".padded(toWidth: 6) == "東京  ")
    }
}
