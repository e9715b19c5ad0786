import Catalog

/// The browsing person's home location, read-only: the signed-in account's, or none when signed out.
public protocol YourHome: AnyObject {
    /// Where you usually look for coffee, if you are signed in and said.
    func homeLocation() throws -> Coordinate?
}

/// Vends the browsing person's home location.
public protocol YourHomeDependency {
    /// Your home: the signed-in account's profile, or ``SignedOutHome``.
    var yourHome: any YourHome { get }
}

/// The home of nobody: what browsing sees while signed out.
public final class SignedOutHome: YourHome {
    /// Has no location.
    public init() {}

    /// Always `nil`.
    public func homeLocation() -> Coordinate? {
        nil
    }
}
