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
        var shops: [NewCoffeeShop] = []
        do {
            try forEachShop(in: Data(text.utf8)) { shops.append($0) }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError("\(error)") // Unreachable: only the reader throws here.
        }
        return shops
    }

    /// Reads `data` one record at a time, handing each shop to `body` as soon as it is read, so memory
    /// does not grow with the file; throws the first problem found, located by line number, or
    /// whatever `body` throws.
    public func forEachShop(in data: Data, _ body: (NewCoffeeShop) throws -> Void) throws {
        var columns: [String]?
        var index: [String: Int] = [:]
        try Self.forEachRecord(in: data) { record in
            guard let knownColumns = columns else {
                let header = record.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                for column in header where !Self.knownColumns.contains(column) {
                    throw CatalogError("unknown column '\(column.firstUnsafeCharacter == nil ? column : "with \(column.firstUnsafeCharacter ?? "")")'; expected \(Self.knownColumns.joined(separator: ", "))")
                        .at("line \(record.line)")
                }
                for (offset, column) in header.enumerated() where header[..<offset].contains(column) {
                    throw CatalogError("the column '\(column)' appears twice in the header").at("line \(record.line)")
                }
                for column in Self.requiredColumns where !header.contains(column) {
                    throw CatalogError("the header has no '\(column)' column").at("line \(record.line)")
                }
                columns = header
                index = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
                return
            }
            guard record.fields.count == knownColumns.count else {
                throw CatalogError("expected \(knownColumns.count) fields, found \(record.fields.count)").at("line \(record.line)")
            }
            func field(_ name: String) -> String? { index[name].map { record.fields[$0] } }
            let shop: NewCoffeeShop
            do throws(CatalogError) {
                shop = try NewCoffeeShop(
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
            try body(shop)
        }
        guard columns != nil else { throw CatalogError("the file is empty; expected a header row") }
    }

    private static func number(_ text: String?, _ column: String) throws(CatalogError) -> Double {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed) else {
            throw CatalogError(trimmed.firstUnsafeCharacter.map { "\(column) contains \($0)" } ?? "\(column) '\(trimmed)' is not a number")
        }
        return value
    }

    struct Record {
        let line: Int
        let fields: [String]
    }

    /// Splits `data` into records, one at a time, skipping blank lines and remembering the line each
    /// record starts on. Works on bytes: every byte that matters to CSV is ASCII, and each field is
    /// checked to be UTF-8 when it ends.
    static func forEachRecord(in data: Data, _ body: (Record) throws -> Void) throws {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var quoted = false
        var fieldWasQuoted = false

        func endField() throws(CatalogError) {
            guard let text = String(bytes: field, encoding: .utf8) else {
                throw CatalogError("the text is not UTF-8").at("line \(line)")
            }
            fields.append(text)
            field.removeAll(keepingCapacity: true)
        }
        func endRecord() throws {
            try endField()
            if !(fields.count == 1 && fields[0].isEmpty && !fieldWasQuoted) {
                try body(Record(line: recordLine, fields: fields))
            }
            fields.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }

        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var position = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while position < buffer.count {
                let byte = buffer[position]
                position += 1
                if quoted {
                    if byte == quote {
                        if position < buffer.count, buffer[position] == quote {
                            field.append(quote)
                            position += 1
                        } else {
                            quoted = false
                        }
                    } else {
                        if byte == newline { line += 1 }
                        field.append(byte)
                    }
                    continue
                }
                switch byte {
                case quote where field.isEmpty && !fieldWasQuoted:
                    quoted = true
                    fieldWasQuoted = true
                case quote:
                    throw CatalogError("a quote appears inside an unquoted field").at("line \(line)")
                case comma:
                    try endField()
                    fieldWasQuoted = false
                case newline, carriageReturn:
                    if byte == carriageReturn, position < buffer.count, buffer[position] == newline { position += 1 }
                    try endRecord()
                    line += 1
                    recordLine = line
                default:
                    if fieldWasQuoted, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                        throw CatalogError("text follows a closing quote").at("line \(line)")
                    }
                    if !fieldWasQuoted { field.append(byte) }
                }
            }
        }
        if quoted { throw CatalogError("a quoted field is never closed").at("line \(recordLine)") }
        try endRecord()
    }
}
