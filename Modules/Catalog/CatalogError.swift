/// Catalog input that cannot be used, with the line or feature it came from where known.
public struct CatalogError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// Where in the input, e.g. `line 12` or `feature 3`.
    public let location: String?

    /// An error with `message`, not yet tied to a place in the input.
    public init(_ message: String, location: String? = nil) {
        self.message = message
        self.location = location
    }

    /// The same error, tied to `location`.
    public func at(_ location: String) -> CatalogError {
        CatalogError(message, location: location)
    }

    /// `location: message`, or the message alone.
    public var description: String {
        location.map { "\($0): \(message)" } ?? message
    }
}
