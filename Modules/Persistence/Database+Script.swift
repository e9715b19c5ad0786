import CSQLite

extension Database {
    /// Runs every statement in `sql`, for schema scripts.
    public func executeScript(_ sql: String) throws(DatabaseError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw error(status) }
    }
}
