import Foundation

/// Reads shops from CSV with a header row naming the columns `name`, `latitude`, `longitude` and,
/// optionally, `address` and `city`, in any order. Fields may be quoted as in RFC 4180.
public struct CSVCatalogReader: Sendable {
    static let requiredColumns = ["name", "latitude", "longitude"]
    static let knownColumns = requiredColumns + ["address", "city"]

    /// Creates a reader.
    public init() {}

    /// Every shop in `text`, or the first problem found, located by line number.
    public func shops(in text: String) throws(CatalogError) -> [NewCoffeeShop] {
        var records = try Self.records(in: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)[...]
        guard let header = records.popFirst() else { throw CatalogError("the file is empty; expected a header row") }
        let columns = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for column in columns where !Self.knownColumns.contains(column) {
            throw CatalogError("unknown column '\(column.firstControlCharacter == nil ? column : "with a control character")'; expected \(Self.knownColumns.joined(separator: ", "))")
                .at("line \(header.line)")
        }
        for (offset, column) in columns.enumerated() where columns[..<offset].contains(column) {
            throw CatalogError("the column '\(column)' appears twice in the header").at("line \(header.line)")
        }
        for column in Self.requiredColumns where !columns.contains(column) {
            throw CatalogError("the header has no '\(column)' column").at("line \(header.line)")
        }
        let index = Dictionary(columns.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

        return try records.map { record throws(CatalogError) in
            guard record.fields.count == columns.count else {
                throw CatalogError("expected \(columns.count) fields, found \(record.fields.count)").at("line \(record.line)")
            }
            func field(_ name: String) -> String? { index[name].map { record.fields[$0] } }
            do throws(CatalogError) {
                return try NewCoffeeShop(
                    name: field("name") ?? "",
                    coordinate: Coordinate(
                        latitude: try Self.number(field("latitude"), "latitude"),
                        longitude: try Self.number(field("longitude"), "longitude")
                    ),
                    address: field("address"),
                    city: field("city")
                )
            } catch {
                throw error.at("line \(record.line)")
            }
        }
    }

    private static func number(_ text: String?, _ column: String) throws(CatalogError) -> Double {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed) else {
            throw CatalogError(trimmed.firstControlCharacter.map { "\(column) contains the control character \($0)" } ?? "\(column) '\(trimmed)' is not a number")
        }
        return value
    }

    struct Record {
        let line: Int
        let fields: [String]
    }

    /// Splits `text` into records, skipping blank lines and remembering the line each record starts on.
    static func records(in text: String) throws(CatalogError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        var quoted = false
        var fieldWasQuoted = false
        var characters = text.makeIterator()
        var pending: Character?

        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty && !fieldWasQuoted) {
                records.append(Record(line: recordLine, fields: fields))
            }
            fields = []
            field = ""
            fieldWasQuoted = false
        }

        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    if character == "\n" || character == "\r\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty && !fieldWasQuoted:
                quoted = true
                fieldWasQuoted = true
            case "\"":
                throw CatalogError("a quote appears inside an unquoted field").at("line \(line)")
            case ",":
                fields.append(field)
                field = ""
                fieldWasQuoted = false
            case "\n", "\r\n", "\r":
                endRecord()
                line += 1
                recordLine = line
            default:
                if fieldWasQuoted, !character.isWhitespace {
                    throw CatalogError("text follows a closing quote").at("line \(line)")
                }
                if !fieldWasQuoted { field.append(character) }
            }
        }
        if quoted { throw CatalogError("a quoted field is never closed").at("line \(recordLine)") }
        endRecord()
        return records
    }
}
