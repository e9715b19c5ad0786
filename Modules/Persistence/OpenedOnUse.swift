/// A value made the first time it is asked for (a store over a database that is opened then), so a
/// command that never needs it opens nothing.
public final class OpenedOnUse<Value> {
    private let make: () throws -> Value
    private var made: Value?

    /// A value that `make` makes on first use; a `make` that throws is tried again on the next use.
    public init(_ make: @escaping () throws -> Value) {
        self.make = make
    }

    /// The value, made now if it was not yet.
    public func callAsFunction() throws -> Value {
        if let made { return made }
        let value = try make()
        made = value
        return value
    }
}
