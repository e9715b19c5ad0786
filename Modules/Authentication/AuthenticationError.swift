/// Why signing up, in or out did not happen. Descriptions are one line and never hold a password.
public enum AuthenticationError: Error, Equatable, CustomStringConvertible {
    /// The email is not an address.
    case malformedEmail(String)
    /// The password is empty.
    case emptyPassword
    /// The password is too short to sign up with.
    case passwordTooShort(minimum: Int)
    /// The name is too long.
    case nameTooLong(maximum: Int)
    /// An account with the email exists already.
    case duplicateAccount(EmailAddress)
    /// No account has the email.
    case unknownAccount(EmailAddress)
    /// The password does not match the account's.
    case wrongPassword(EmailAddress)

    /// One line for the person at the terminal.
    public var description: String {
        switch self {
        case .malformedEmail(let text): "'\(text)' is not a valid email address."
        case .emptyPassword: "The password is empty."
        case .passwordTooShort(let minimum): "The password must be at least \(minimum) characters long."
        case .nameTooLong(let maximum): "The name must be at most \(maximum) characters long."
        case .duplicateAccount(let email): "An account for \(email) exists already; sign in with `coffeeshops signin --email \(email)`."
        case .unknownAccount(let email): "No account for \(email); create one with `coffeeshops signup --email \(email)`."
        case .wrongPassword(let email): "Wrong password for \(email)."
        }
    }
}
