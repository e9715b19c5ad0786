/// Why signing up, in or out did not happen. Descriptions are one line and never hold a password.
public enum AuthenticationError: Error, Equatable, CustomStringConvertible {
    /// The email is not an address.
    case malformedEmail(String)
    /// The password is empty.
    case emptyPassword
    /// The password is too short to sign up with.
    case passwordTooShort(minimum: Int)
    /// The password is longer than the most a password may be.
    case passwordTooLong(maximum: Int)
    /// The name is too long.
    case nameTooLong(maximum: Int)
    /// The name holds a control character.
    case controlCharacterInName
    /// An account with the email exists already.
    case duplicateAccount(EmailAddress)
    /// No account has the email, or the password does not match: deliberately the same answer.
    case wrongEmailOrPassword
    /// The stored password hash is in a format this version cannot read.
    case unknownHashFormat
    /// The account was created but its session could not be saved.
    case signedUpWithoutSession(EmailAddress, reason: String)

    /// One line for the person at the terminal.
    public var description: String {
        switch self {
        case .malformedEmail(let text): "'\(text)' is not a valid email address."
        case .emptyPassword: "The password is empty."
        case .passwordTooShort(let minimum): "The password must be at least \(minimum) characters long."
        case .passwordTooLong(let maximum): "The password must be at most \(maximum) characters long."
        case .nameTooLong(let maximum): "The name must be at most \(maximum) characters long."
        case .controlCharacterInName: "The name must not contain control characters or bidirectional controls."
        case .duplicateAccount(let email): "An account for \(email) exists already; sign in with `coffeeshops signin --email \(email)`."
        case .wrongEmailOrPassword: "Wrong email or password."
        case .unknownHashFormat:
            "This account's password hash is in a format this coffeeshops does not know; update coffeeshops to sign in."
        case .signedUpWithoutSession(let email, let reason):
            "Your account \(email) was created, but you are not signed in: \(reason) Run `coffeeshops signin --email \(email)`."
        }
    }
}
