import CSQLite

/// A compiled SQL statement, reusable with different values.
public final class Statement {
    private let database: Database
    private let handle: OpaquePointer
    private lazy var columnNames: [String] = (0..<sqlite3_column_count(handle)).map { String(cString: sqlite3_column_name(handle, $0)) }

    init(database: Database, handle: OpaquePointer) {
        self.database = database
        self.handle = handle
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Clears previous values and binds `values` to the `?` placeholders in order.
    public func bind(_ values: [SQLValue]) throws(DatabaseError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32 = switch value {
            case .null: sqlite3_bind_null(handle, index)
            case .integer(let integer): sqlite3_bind_int64(handle, index, integer)
            case .real(let real): sqlite3_bind_double(handle, index, real)
            case .text(let text): sqlite3_bind_text(handle, index, text, Int32(clamping: text.utf8.count), transient)
            }
            guard status == SQLITE_OK else { throw database.error(status) }
        }
    }

    /// Runs the statement with `values` to completion, for statements that return no rows.
    public func run(_ values: [SQLValue]) throws(DatabaseError) {
        try bind(values)
        while try step() {}
    }

    /// Every row the statement returns with the values bound last.
    public func rows() throws(DatabaseError) -> [Row] {
        var rows: [Row] = []
        while try step() {
            rows.append(row())
        }
        return rows
    }

    /// Advances to the next row; `false` when there are no more.
    func step() throws(DatabaseError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let status: throw database.error(status)
        }
    }

    /// Calls `body` for each row the statement returns with the values bound last, reading columns
    /// by position: the fast path for queries that return many rows.
    public func forEachRow(_ body: (Columns) throws -> Void) throws {
        while try step() {
            try body(Columns(handle: handle))
        }
    }

    func row() -> Row {
        var values: [String: SQLValue] = [:]
        for (index, name) in columnNames.enumerated() {
            let column = Int32(index)
            values[name] = switch sqlite3_column_type(handle, column) {
            case SQLITE_INTEGER: .integer(sqlite3_column_int64(handle, column))
            case SQLITE_FLOAT: .real(sqlite3_column_double(handle, column))
            case SQLITE_NULL: .null
            // By length, not up to the first NUL, so text an earlier version stored with one is whole.
            default: .text(sqlite3_column_text(handle, column).map { text in
                String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))), as: UTF8.self)
            } ?? "")
            }
        }
        return Row(values: values)
    }
}

/// The current row's columns, read by position; valid only inside ``Statement/forEachRow(_:)``.
public struct Columns {
    fileprivate let handle: OpaquePointer

    fileprivate init(handle: OpaquePointer) {
        self.handle = handle
    }

    /// The integer in column `index`.
    public func integer(_ index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    /// The number in column `index`.
    public func real(_ index: Int32) -> Double {
        sqlite3_column_double(handle, index)
    }

    /// The text in column `index`, or `nil` when it is NULL.
    public func string(_ index: Int32) -> String? {
        guard sqlite3_column_type(handle, index) != SQLITE_NULL, let text = sqlite3_column_text(handle, index) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, index))), as: UTF8.self)
    }
}

private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
