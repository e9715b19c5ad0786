import Catalog
import Foundation
import Terminal
import TextSafety

typealias NearbyPrinterDependencies = OutputFormatDependency
    & TerminalDependency

/// Prints nearby shops as an aligned table or as JSON.
struct NearbyPrinter<Dependencies: NearbyPrinterDependencies> {
    let dependencies: Dependencies

    func print(_ results: [NearbyResult], center: Coordinate, radius: Double, limit: Int) {
        let terminal = dependencies.terminal
        switch dependencies.outputFormat {
        case .json:
            try? terminal.printJSON(results.map(NearbyShopSummary.init))
        case .text:
            terminal.print(terminal.styled("Coffee shops within \(Distance.text(radius)) of \(center.formatted)", .bold))
            guard !results.isEmpty else {
                terminal.print("None. Try a larger --radius.")
                return
            }
            let rows = results.map { result in
                [
                    String(result.shop.id),
                    Distance.text(result.distance),
                    result.shop.name.shownInline,
                    result.yourStars.map { String(repeating: "★", count: $0) } ?? "–",
                    result.summary.map { String(format: "%.1f (%d)", $0.average, $0.count) } ?? "–",
                ]
            }
            let header = ["ID", "DISTANCE", "SHOP", "YOURS", "AVERAGE"]
            // In terminal columns: a name in CJK takes two a character.
            let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].displayWidth }.max() ?? 0 }
            func line(_ cells: [String]) -> String {
                cells.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.displayWidth)
                    return column <= 1 ? padding + cell : cell + padding // Numbers align right.
                }
                .joined(separator: "  ")
                .replacingOccurrences(of: " +$", with: "", options: .regularExpression)
            }
            terminal.print(terminal.styled(line(header), .dim))
            for (row, result) in zip(rows, results) {
                let text = line(row)
                terminal.print(result.yourStars.map { terminal.styled(text, Rating.isLoved($0) ? .blue : .yellow) } ?? text)
            }
            if results.count == limit {
                terminal.print(terminal.styled("Showing the nearest \(limit); pass --limit for more.", .dim))
            }
        }
    }
}

/// Distances as people read them: `350 m`, `1.2 km`, `12 km`.
enum Distance {
    static func text(_ kilometres: Double) -> String {
        if kilometres < 1 { return "\(Int((kilometres * 1000 / 10).rounded()) * 10) m" }
        let tenths = (kilometres * 10).rounded()
        if kilometres < 10, tenths.truncatingRemainder(dividingBy: 10) != 0 { return String(format: "%.1f km", tenths / 10) }
        return "\(Int(kilometres.rounded())) km"
    }
}

/// The JSON shape of a nearby shop; its keys are a stable interface for scripts.
struct NearbyShopSummary: Encodable {
    let result: NearbyResult

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(result.shop.id, forKey: .id)
        try container.encode(result.shop.name, forKey: .name)
        try container.encode(result.shop.address, forKey: .address)
        try container.encode(result.shop.city, forKey: .city)
        try container.encode(result.shop.coordinate.latitude, forKey: .latitude)
        try container.encode(result.shop.coordinate.longitude, forKey: .longitude)
        try container.encode((result.distance * 1000).rounded() / 1000, forKey: .distanceKm)
        try container.encode(result.yourStars, forKey: .yourStars)
        try container.encode(result.summary.map { ($0.average * 10).rounded() / 10 }, forKey: .averageStars)
        try container.encode(result.summary?.count ?? 0, forKey: .ratingCount)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, address, city, latitude, longitude, distanceKm, yourStars, averageStars, ratingCount
    }
}
