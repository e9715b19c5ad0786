import Catalog
import Foundation
import Terminal

typealias MapRendererDependencies = TerminalDependency

/// Draws the square around a point as a character grid that fits the terminal, with one marker per
/// shop, a legend and a scale bar.
///
/// Characters are about twice as tall as wide, so a grid of `columns × columns / 2` cells covers a
/// square; at most 64 columns keep the whole map on one screen. Markers differ by color (blue 4–5 stars, yellow 1–3, dim unrated) and, without color, by
/// glyph. Where several shops share a cell, the best-rated one is drawn.
struct MapRenderer<Dependencies: MapRendererDependencies> {
    let dependencies: Dependencies

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

    func render(_ results: [NearbyResult], center: Coordinate, radius: Double) -> [String] {
        let terminal = dependencies.terminal
        let columns = min(max(terminal.width - 2, 20), 64)
        let rows = columns / 2
        var grid = Array(repeating: Array(repeating: Marker?.none, count: columns), count: rows)

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
        func place(_ marker: Marker, at coordinate: Coordinate) {
            let (row, column) = cell(coordinate)
            grid[row][column] = max(grid[row][column] ?? marker, marker)
        }
        for result in results {
            place(Marker(stars: result.yourStars), at: result.shop.coordinate)
        }
        place(.you, at: center)

        var lines = [terminal.styled("Coffee shops within \(Distance.text(radius)) of \(center.formatted)", .bold)]
        lines.append("┌" + String(repeating: "─", count: columns) + "┐")
        for row in grid {
            lines.append("│" + row.map { $0.map(glyph) ?? " " }.joined() + "│")
        }
        lines.append("└" + String(repeating: "─", count: columns) + "┘")
        lines.append(scaleBar(kilometresPerColumn: 2 * radius / Double(columns), columns: columns))
        lines.append([Marker.loved, .liked, .unrated, .you].map { glyph($0) + " " + label($0) }.joined(separator: "   "))
        let count = results.count == 1 ? "1 shop" : "\(results.count) shops"
        lines.append(terminal.styled("\(count) on the map.", .dim))
        return lines
    }

    private func glyph(_ marker: Marker) -> String {
        let terminal = dependencies.terminal
        guard terminal.usesColor else {
            switch marker {
            case .loved: return "*"
            case .liked: return "+"
            case .unrated: return "o"
            case .you: return "@"
            }
        }
        switch marker {
        case .loved: return terminal.styled("●", .blue)
        case .liked: return terminal.styled("●", .yellow)
        case .unrated: return terminal.styled("●", .dim)
        case .you: return terminal.styled("@", .bold, .red)
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
