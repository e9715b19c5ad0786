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

    static func result(_ id: Int64, _ latitude: Double, _ longitude: Double, _ stars: Int?, name: String? = nil) throws -> NearbyResult {
        let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        let shop = CoffeeShop(id: id, name: name ?? "Shop \(id)", coordinate: coordinate, address: nil, city: nil)
        let distance = coordinate.distance(to: try Coordinate(latitude: 0, longitude: 0))
        return NearbyResult(shop: shop, distance: distance, yourStars: stars, summary: nil)
    }

    init() throws {
        center = try Coordinate(latitude: 0, longitude: 0)
        // Nearest first, as the finder returns them.
        results = [
            try Self.result(3, 0.0, 0.008, nil), // east
            try Self.result(1, 0.008, -0.008, 5, name: "Comet Coffee & Vinyl Listening Room"), // north-west
            try Self.result(2, -0.008, 0.008, 2), // south-east
            try Self.result(4, 0.00805, -0.00805, nil), // shares the north-west cell: the numbered shop wins
        ]
    }

    func render(_ results: [NearbyResult]? = nil, width: Int, height: Int = 24, usesColor: Bool = false) -> [String] {
        let terminal = RecordingTerminal(usesColor: usesColor, width: width, height: height)
        return MapRenderer(dependencies: Dependencies(terminal)).render(results ?? self.results, center: center, radius: 1)
    }

    @Test func numbersTheNearestShopsAndKeysThemBelowANarrowMap() {
        #expect(render(width: 44) == [
            "Coffee shops within 1 km of 0.000000,0.000000",
            "┌──────────────────────────┐",
            "│ 2                        │",
            "│                          │",
            "│                          │",
            "│                          │",
            "│                          │",
            "│                          │",
            "│             @          1 │",
            "│                          │",
            "│                          │",
            "│                          │",
            "│                          │",
            "│                          │",
            "│                        3 │",
            "└──────────────────────────┘",
            "├─┤ 200 m",
            "1  Shop 3                     890 m  –",
            "2  Comet Coffee & Vinyl Li…  1.3 km  ★★★★★",
            "3  Shop 2                    1.3 km  ★★☆☆☆",
            "* 4–5 stars   + 1–3 stars   o not rated   @ you",
            "4 shops on the map, 3 of them numbered.",
        ])
    }

    @Test func keysTheMapBesideItOnAWideTerminal() {
        #expect(render(width: 80, height: 30) == [
            "Coffee shops within 1 km of 0.000000,0.000000",
            "┌──────────────────────────────────┐  1  Shop 3                     890 m  –",
            "│ 2                                │  2  Comet Coffee & Vinyl Li…  1.3 km  ★★★★★",
            "│                                  │  3  Shop 2                    1.3 km  ★★☆☆☆",
            "│                                  │",
            "│                                  │",
            "│                                  │",
            "│                                  │",
            "│                                  │",
            "│                                  │",
            "│                 @              1 │",
            "│                                  │",
            "│                                  │",
            "│                                  │",
            "│                                  │",
            "│                                  │",
            "│                                  │",
            "│                                  │",
            "│                                3 │",
            "└──────────────────────────────────┘",
            "├─┤ 200 m",
            "* 4–5 stars   + 1–3 stars   o not rated   @ you",
            "4 shops on the map, 3 of them numbered.",
        ])
    }

    @Test func drawsMarkersByColorOnATerminal() {
        let lines = render(width: 44, usesColor: true)
        let blue = "\u{1B}[34m", yellow = "\u{1B}[33m", dim = "\u{1B}[2m", reset = "\u{1B}[0m"
        let you = "\u{1B}[1m\u{1B}[31m@\(reset)"
        #expect(lines[2] == "│ \(blue)2\(reset)                        │")
        #expect(lines[8] == "│             \(you)          \(dim)1\(reset) │")
        #expect(lines[14] == "│                        \(yellow)3\(reset) │")
        #expect(lines[18] == "\(blue)2\(reset)  Comet Coffee & Vinyl Li…  1.3 km  \(blue)★★★★★\(reset)")
        #expect(lines[20].hasPrefix("\(blue)●\(reset) 4–5 stars   \(yellow)●\(reset) 1–3 stars   \(dim)●\(reset) not rated"))
    }

    @Test func alwaysDrawsAndNumbersTheNearestShopEvenOverYou() throws {
        let crowd = try (1...40).map { try Self.result(Int64($0), -0.000001 * Double($0), 0.0001, $0 == 1 ? 4 : nil) }
        let lines = render(crowd, width: 22)
        #expect(lines.contains("│          1         │"))
        #expect(lines.contains { $0.hasPrefix("1  Shop 1") && $0.hasSuffix("★★★★☆") })
        #expect(lines.contains { $0.hasSuffix("@ you (at 1)") })
        #expect(lines.last == "40 shops on the map, 1 of them numbered.")
    }

    @Test func numbersUpToThirtyFiveShopsThenDrawsDots() throws {
        let spread = try (0..<40).map { try Self.result(Int64($0 + 1), 0.0002 * Double($0), 0.0002 * Double($0), nil) }
        let lines = render(spread, width: 120, height: 60)
        let key = lines.filter { $0.contains("  Shop ") }
        #expect(key.count == 35)
        #expect(key.last?.contains("Z  Shop 35") == true)
        #expect(lines.last == "40 shops on the map, 35 of them numbered.")
    }

    @Test func fitsTheTerminalsWidthAndHeightWithinBounds() {
        for (width, height) in [(30, 24), (50, 30), (80, 24), (80, 50), (200, 60), (1_000, 1_000)] {
            let lines = render(width: width, height: height)
            let mapWidth = lines[1].prefix { $0 != " " }.count
            #expect(mapWidth <= 98, "\(width)×\(height)")
            // The title and legend are as wide as they are; the map and its key fit.
            #expect(lines.dropFirst().dropLast(2).allSatisfy { $0.count <= width }, "\(width)×\(height)")
            #expect(lines.count < height || height == 1_000 && lines.count < 60, "\(width)×\(height): \(lines.count) lines")
        }
        let tall = render(width: 200, height: 60)
        #expect(tall.count > render(width: 200, height: 30).count)
    }

    @Test func escapesControlCharactersInNamesEvenOnAColorTerminal() throws {
        let hostile = try Self.result(1, 0.001, 0.001, nil, name: "A\u{1B}[31mB\u{7}")
        let lines = render([hostile], width: 44, usesColor: true)
        #expect(lines.contains { $0.contains("  A\\u{1B}[31mB\\u{7}  ") }, "\(lines)")
        #expect(!lines.contains { $0.contains("\u{1B}[31mB") || $0.contains("\u{7}") })
    }
}
