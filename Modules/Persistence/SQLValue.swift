/// A value stored in or read from a SQLite column.
public enum SQLValue: Sendable, Equatable {
    /// SQL `NULL`.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)

    /// `.text(value)`, or `.null` when `value` is `nil`.
    public static func optional(_ value: String?) -> SQLValue {
        value.map(SQLValue.text) ?? .null
    }
}

/// One result row, read by column name.
public struct Row: Sendable, Equatable {
    let values: [String: SQLValue]

    /// The column as text, if it holds text.
    public func string(_ column: String) -> String? {
        if case .text(let text) = values[column] { return text }
        return nil
    }

    /// The column as an integer, if it holds one.
    public func integer(_ column: String) -> Int64? {
        if case .integer(let integer) = values[column] { return integer }
        return nil
    }

    /// The column as a double, if it holds a number.
    public func real(_ column: String) -> Double? {
        switch values[column] {
        case .real(let real): real
        case .integer(let integer): Double(integer)
        default: nil
        }
    }
}
