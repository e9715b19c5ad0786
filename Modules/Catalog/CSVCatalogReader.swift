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

    /// Reads `data` one record at a time, handing each shop to `body` as soon as it is read; see
    /// ``forEachShop(in:_:)-(ByteStream,_)``.
    public func forEachShop(in data: Data, _ body: (NewCoffeeShop) throws -> Void) throws {
        try forEachShop(in: ByteStream(data), body)
    }

    /// Reads `stream` one record at a time, handing each shop to `body` as soon as it is read, so memory
    /// does not grow with the file; throws the first problem found, located by line number, or
    /// whatever `body` throws. Line breaks inside a quoted address or city become spaces (RFC 4180
    /// allows them); in a name they are refused.
    public func forEachShop(in stream: ByteStream, _ body: (NewCoffeeShop) throws -> Void) throws {
        var columns: [String]?
        var index: [String: Int] = [:]
        try Self.forEachRecord(in: stream) { record in
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
                    address: field("address").map(Self.lineBreaksAsSpaces),
                    city: field("city").map(Self.lineBreaksAsSpaces)
                )
            } catch {
                throw error.at("line \(record.line)")
            }
            try body(shop)
        }
        guard columns != nil else { throw CatalogError("the file is empty; expected a header row") }
    }

    /// `text` with each line break (`\r\n`, `\n` or `\r`) written as one space.
    private static func lineBreaksAsSpaces(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }

    private static func number(_ text: String?, _ column: String) throws(CatalogError) -> Double {
        let trimmed = (text ?? "").trimmingCharacters(in: .whitespaces)
        // Decimal only: `Double` would also read `0x10` as 16.
        guard trimmed.unicodeScalars.allSatisfy({ "0123456789+-.eE".unicodeScalars.contains($0) }), let value = Double(trimmed) else {
            throw CatalogError(trimmed.firstUnsafeCharacter.map { "\(column) contains \($0)" } ?? "\(column) '\(trimmed)' is not a number")
        }
        return value
    }

    struct Record {
        let line: Int
        let fields: [String]
    }

    /// The longest field, in bytes: longer than any name, address, city or number can be, so a huge
    /// field is refused as soon as it passes this, without being held whole.
    static let maximumFieldBytes = 4_096
    /// The most fields a record may have: more than the five known columns, never unbounded.
    static let maximumFields = 32

    /// Splits `stream` into records, one at a time, skipping blank lines and remembering the line each
    /// record starts on. Works on bytes: every byte that matters to CSV is ASCII, and each field is
    /// checked to be UTF-8 when it ends. A chunk boundary may fall anywhere, even between the two
    /// quotes of an escaped quote or the two bytes of `\r\n`.
    static func forEachRecord(in stream: ByteStream, _ body: (Record) throws -> Void) throws {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var quoted = false
        var fieldWasQuoted = false
        var afterClosingQuote = false // A quote ended a quoted field; a second one right after is a literal quote.
        var afterCarriageReturn = false // A line feed right after is part of the same line break.
        var quotedAfterCarriageReturn = false // The same, inside a quoted field.

        func append(_ byte: UInt8) throws(CatalogError) {
            guard field.count < maximumFieldBytes else {
                throw CatalogError("a field is longer than \(maximumFieldBytes) bytes; no name, address or city is that long").at("line \(line)")
            }
            field.append(byte)
        }
        func endField() throws(CatalogError) {
            guard fields.count < maximumFields else {
                throw CatalogError("a record has more than \(maximumFields) fields; expected \(knownColumns.joined(separator: ", "))").at("line \(line)")
            }
            guard let text = String(bytes: field, encoding: .utf8) else {
                throw CatalogError("the text is not UTF-8 (the file may be Latin-1 or Windows-1252); save it as UTF-8").at("line \(line)")
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

        guard var chunk = try stream.firstChunk(atLeast: 4) else {
            try endRecord()
            return
        }
        if let encoding = ByteStream.otherEncoding(startingWith: chunk) { throw encoding }
        if chunk.starts(with: [0xEF, 0xBB, 0xBF]) { chunk = chunk.dropFirst(3) }
        while true {
            for byte in chunk {
                if afterCarriageReturn {
                    afterCarriageReturn = false
                    if byte == newline { continue }
                }
                if quoted {
                    if byte == quote {
                        quoted = false
                        afterClosingQuote = true
                        quotedAfterCarriageReturn = false
                    } else {
                        // CR, LF and CRLF each end one line, inside quotes as outside.
                        if byte == carriageReturn || byte == newline && !quotedAfterCarriageReturn { line += 1 }
                        quotedAfterCarriageReturn = byte == carriageReturn
                        try append(byte)
                    }
                    continue
                }
                if afterClosingQuote {
                    afterClosingQuote = false
                    if byte == quote {
                        try append(quote)
                        quoted = true
                        continue
                    }
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
                    afterCarriageReturn = byte == carriageReturn
                    try endRecord()
                    line += 1
                    recordLine = line
                default:
                    if fieldWasQuoted, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                        throw CatalogError("text follows a closing quote").at("line \(line)")
                    }
                    if !fieldWasQuoted { try append(byte) }
                }
            }
            guard let next = try stream.nextChunk() else { break }
            chunk = next
        }
        if quoted { throw CatalogError("a quoted field is never closed").at("line \(recordLine)") }
        try endRecord()
    }
}
