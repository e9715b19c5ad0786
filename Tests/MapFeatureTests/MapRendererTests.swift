import Catalog
import Terminal
import TerminalStubs
import Testing
@testable import MapFeature

/// Golden tests: the renderer's exact output on fixed inputs.
@Suite struct MapRendererTests {
    final class Dependencies: MapRendererDependencies {
        let terminal: any Terminal
        init(_ terminal: RecordingTerminal) { self.terminal = terminal }
    }

    let center: Coordinate
    let results: [NearbyResult]

    init() throws {
        center = try Coordinate(latitude: 0, longitude: 0)
        func result(_ id: Int64, _ latitude: Double, _ longitude: Double, _ stars: Int?) throws -> NearbyResult {
            let shop = CoffeeShop(id: id, name: "Shop \(id)", coordinate: try Coordinate(latitude: latitude, longitude: longitude), address: nil, city: nil)
            return NearbyResult(shop: shop, distance: 0, yourStars: stars, summary: nil)
        }
        results = [
            try result(1, 0.008, -0.008, 5), // north-west
            try result(2, -0.008, 0.008, 2), // south-east
            try result(3, 0.0, 0.008, nil), // east
            try result(4, 0.00805, -0.00805, nil), // shares the north-west cell: the rated shop wins
        ]
    }

    @Test func drawsMarkersByGlyphWithoutColor() {
        let lines = MapRenderer(dependencies: Dependencies(RecordingTerminal(usesColor: false, width: 22))).render(results, center: center, radius: 1)
        #expect(lines == [
            "Coffee shops within 1 km of 0.000000,0.000000",
            "┌────────────────────┐",
            "│ *                  │",
            "│                    │",
            "│                    │",
            "│                    │",
            "│                    │",
            "│          @       o │",
            "│                    │",
            "│                    │",
            "│                    │",
            "│                  + │",
            "└────────────────────┘",
            "├───┤ 500 m",
            "* 4–5 stars   + 1–3 stars   o not rated   @ you",
            "4 shops on the map.",
        ])
    }

    @Test func drawsMarkersByColorOnATerminal() {
        let lines = MapRenderer(dependencies: Dependencies(RecordingTerminal(usesColor: true, width: 22))).render(results, center: center, radius: 1)
        let blue = "\u{1B}[34m●\u{1B}[0m", yellow = "\u{1B}[33m●\u{1B}[0m", dim = "\u{1B}[2m●\u{1B}[0m"
        let you = "\u{1B}[1m\u{1B}[31m@\u{1B}[0m"
        #expect(lines[2] == "│ \(blue)                  │")
        #expect(lines[7] == "│          \(you)       \(dim) │")
        #expect(lines[11] == "│                  \(yellow) │")
        #expect(lines[14].hasPrefix("\(blue) 4–5 stars   \(yellow) 1–3 stars   \(dim) not rated"))
    }

    @Test func fitsTheTerminalWidth() {
        for width in [30, 80, 200] {
            let lines = MapRenderer(dependencies: Dependencies(RecordingTerminal(width: width))).render(results, center: center, radius: 1)
            #expect(lines[1].count == min(width, 66))
        }
    }
}
