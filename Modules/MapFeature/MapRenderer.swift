import Catalog
import Foundation
import Terminal
import TextSafety

typealias MapRendererDependencies = TerminalDependency

/// Draws the square around a point as a character grid that fits the terminal's width and height,
/// with the nearest shops numbered, a key that names them, a legend and a scale bar.
///
/// Characters are about twice as tall as wide, so a grid of `columns × columns / 2` cells covers a
/// square. The nearest shops get markers `1`–`9`, then `A`–`Z`, one per cell, nearest first, so the
/// nearest shop is always drawn and numbered `1`; the key beside the map (below it on a narrow
/// terminal) lists each numbered shop's name, distance and your stars. Other shops are dots: where
/// several share a cell, the best-rated one is drawn. Markers differ by color (blue 4–5 stars, yellow
/// 1–3, dim unrated) and, without color, dots differ by glyph (`*`, `+`, `o`).
struct MapRenderer<Dependencies: MapRendererDependencies> {
    let dependencies: Dependencies

    /// The markers of numbered shops, nearest first.
    static var labels: [Character] { Array("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") }
    /// The most shops numbered when the key goes below the map, where it costs lines.
    static var labelsBelow: Int { 9 }
    /// Lines around the grid: the title, two borders, the scale, the legend, the count and the prompt after.
    static var chromeLines: Int { 7 }
    /// The fewest and most columns a map has, whatever the terminal.
    static var columnRange: ClosedRange<Int> { 20...96 }
    /// The narrowest map the key is put beside; on a narrower terminal it goes below.
    static var narrowestMapBesideKey: Int { 32 }
    /// The most characters of a shop's name in the key.
    static var nameWidth: Int { 24 }

    enum Marker: Int, Comparable {
        case unrated, liked, loved, you

        static func < (lhs: Marker, rhs: Marker) -> Bool { lhs.rawValue < rhs.rawValue }

        init(stars: Int?) {
            switch stars {
            case .none: self = .unrated
            case .some(let stars) where Rating.isLoved(stars): self = .loved
            case .some: self = .liked
            }
        }
    }

    /// What one cell shows: a numbered shop wins over you, and you over a dot.
    enum Drawn: Comparable {
        case dot(Marker)
        case numbered(Character, Marker)

        static func < (lhs: Drawn, rhs: Drawn) -> Bool {
            switch (lhs, rhs) {
            case (.dot(let left), .dot(let right)): left < right
            case (.dot, .numbered): true
            case (.numbered, _): false
            }
        }
    }

    /// One line of the key: a numbered shop.
    struct KeyEntry {
        let label: Character
        let result: NearbyResult
    }

    func render(_ results: [NearbyResult], center: Coordinate, radius: Double) -> [String] {
        let terminal = dependencies.terminal
        let (columns, keyBeside) = layout(results)
        let rows = columns / 2
        var grid = Array(repeating: Array(repeating: Drawn?.none, count: columns), count: rows)

        let kilometresPerDegree = Coordinate.earthRadiusKilometres * .pi / 180
        func cell(_ coordinate: Coordinate) -> (row: Int, column: Int) {
            var longitudeDelta = coordinate.longitude - center.longitude
            if longitudeDelta > 180 { longitudeDelta -= 360 }
            if longitudeDelta < -180 { longitudeDelta += 360 }
            let east = longitudeDelta * cos(center.latitude * .pi / 180) * kilometresPerDegree
            let north = (coordinate.latitude - center.latitude) * kilometresPerDegree
            // Clamped before conversion, so no distance or radius can make `Int(_:)` trap.
            func index(_ fraction: Double, _ count: Int) -> Int {
                let position = (fraction * Double(count)).rounded(.down)
                return position.isNaN ? 0 : Int(min(max(position, 0), Double(count - 1)))
            }
            return (index((radius - north) / (2 * radius), rows), index((east + radius) / (2 * radius), columns))
        }

        // Nearest first: each shop takes the next number unless a numbered shop has its cell already.
        let labelCount = min(Self.labels.count, keyBeside ? rows + 2 : Self.labelsBelow)
        var key: [KeyEntry] = []
        for result in results {
            let (row, column) = cell(result.shop.coordinate)
            let marker = Marker(stars: result.yourStars)
            if key.count < labelCount, grid[row][column].map({ if case .numbered = $0 { false } else { true } }) ?? true {
                let label = Self.labels[key.count]
                grid[row][column] = .numbered(label, marker)
                key.append(KeyEntry(label: label, result: result))
            } else {
                grid[row][column] = max(grid[row][column] ?? .dot(marker), .dot(marker))
            }
        }
        let (youRow, youColumn) = cell(center)
        var youAreUnder: Character?
        switch grid[youRow][youColumn] {
        case .numbered(let label, _): youAreUnder = label
        case .dot, .none: grid[youRow][youColumn] = .dot(.you)
        }

        var box = ["┌" + String(repeating: "─", count: columns) + "┐"]
        for row in grid {
            box.append("│" + row.map { $0.map(glyph) ?? " " }.joined() + "│")
        }
        box.append("└" + String(repeating: "─", count: columns) + "┘")
        let keyLines = keyText(key, width: keyBeside ? terminal.width - columns - 4 : terminal.width)

        var lines = [terminal.styled("Coffee shops within \(Distance.text(radius)) of \(center.formatted)", .bold)]
        if keyBeside {
            lines += box.enumerated().map { index, line in index < keyLines.count ? line + "  " + keyLines[index] : line }
        } else {
            lines += box
        }
        lines.append(scaleBar(kilometresPerColumn: 2 * radius / Double(columns), columns: columns))
        if !keyBeside { lines += keyLines }
        let you = glyph(.dot(.you)) + " " + label(.you) + (youAreUnder.map { " (at \($0))" } ?? "")
        lines.append(([Marker.loved, .liked, .unrated].map { glyph(.dot($0)) + " " + label($0) } + [you]).joined(separator: "   "))
        let count = results.count == 1 ? "1 shop" : "\(results.count) shops"
        let numbered = key.count == results.count ? "" : ", \(key.count) of them numbered"
        lines.append(terminal.styled("\(count) on the map\(numbered).", .dim))
        return lines
    }

    /// The map's width in columns, and whether the key fits beside it.
    ///
    /// The map is as big as the terminal allows, up to ``columnRange``'s upper bound: as wide as the
    /// width leaves, and no taller than the height leaves after the lines around it.
    private func layout(_ results: [NearbyResult]) -> (columns: Int, keyBeside: Bool) {
        let terminal = dependencies.terminal
        let rowsByHeight = max(terminal.height - Self.chromeLines, 1)
        func bounded(_ columns: Int) -> Int {
            min(max(columns, Self.columnRange.lowerBound), Self.columnRange.upperBound) / 2 * 2
        }
        let widestKey = keyWidth(results.prefix(Self.labels.count))
        let besideKey = min(2 * rowsByHeight, terminal.width - 4 - widestKey)
        if !results.isEmpty, besideKey >= Self.narrowestMapBesideKey {
            return (bounded(besideKey), true)
        }
        let keyBelow = min(results.count, Self.labelsBelow)
        return (bounded(min(terminal.width - 2, 2 * (rowsByHeight - keyBelow))), false)
    }

    private func keyWidth<Results: Collection<NearbyResult>>(_ results: Results) -> Int {
        guard !results.isEmpty else { return 0 }
        return keyWidth(
            nameWidth: results.map { min($0.shop.name.shownInline.displayWidth, Self.nameWidth) }.max() ?? 0,
            distanceWidth: results.map { Distance.text($0.distance).count }.max() ?? 0
        )
    }

    /// The label, two spaces, the name, two, the distance, two and five stars.
    private func keyWidth(nameWidth: Int, distanceWidth: Int) -> Int {
        1 + 2 + nameWidth + 2 + distanceWidth + 2 + Rating.maximumStars
    }

    /// `1  Maple Coffee   270 m  ★★★★★`: label, name, distance and your stars (`–` if none), aligned,
    /// with names shortened to fit `width` columns where they can.
    private func keyText(_ key: [KeyEntry], width: Int) -> [String] {
        let terminal = dependencies.terminal
        let distances = key.map { Distance.text($0.result.distance) }
        let widestName = min(Self.nameWidth, max(width - keyWidth(nameWidth: 0, distanceWidth: distances.map(\.count).max() ?? 0), 4))
        let names = key.map { entry in
            // Escaped here, not only by the terminal: a color terminal lets style codes through.
            let name = entry.result.shop.name.shownInline
            return name.truncated(toWidth: widestName)
        }
        let nameWidth = names.map(\.displayWidth).max() ?? 0
        let distanceWidth = distances.map(\.count).max() ?? 0
        return zip(key, zip(names, distances)).map { entry, text in
            let (name, distance) = text
            let marker = Marker(stars: entry.result.yourStars)
            let stars = entry.result.yourStars.map { terminal.styled(Rating.starText($0), marker == .loved ? .blue : .yellow) } ?? "–"
            return glyph(.numbered(entry.label, marker)) + "  "
                + name.padded(toWidth: nameWidth) + "  "
                + String(repeating: " ", count: distanceWidth - distance.count) + distance + "  "
                + stars
        }
    }

    private func glyph(_ drawn: Drawn) -> String {
        let terminal = dependencies.terminal
        switch drawn {
        case .numbered(let label, let marker):
            return terminal.styled(String(label), style(marker))
        case .dot(let marker):
            guard terminal.usesColor else {
                switch marker {
                case .loved: return "*"
                case .liked: return "+"
                case .unrated: return "o"
                case .you: return "@"
                }
            }
            return marker == .you ? terminal.styled("@", .bold, .red) : terminal.styled("●", style(marker))
        }
    }

    private func style(_ marker: Marker) -> TextStyle {
        switch marker {
        case .loved: .blue
        case .liked: .yellow
        case .unrated: .dim
        case .you: .red
        }
    }

    private func label(_ marker: Marker) -> String {
        switch marker {
        case .loved: "4–5 stars"
        case .liked: "1–3 stars"
        case .unrated: "not rated"
        case .you: "you"
        }
    }

    /// A bar of a round length (1, 2 or 5 times a power of ten) at most a quarter of the map wide.
    private func scaleBar(kilometresPerColumn: Double, columns: Int) -> String {
        let widest = kilometresPerColumn * Double(max(columns / 4, 2))
        var length = pow(10, floor(log10(widest)))
        for factor in [5.0, 2.0] where length * factor <= widest {
            length *= factor
            break
        }
        let columnsWide = (length / kilometresPerColumn).rounded()
        let width = columnsWide.isFinite ? Int(min(max(columnsWide, 2), Double(columns))) : 2
        return "├" + String(repeating: "─", count: width - 2) + "┤ " + Distance.text(length)
    }
}
