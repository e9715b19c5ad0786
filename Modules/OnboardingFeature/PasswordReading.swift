import Authentication
import CommandLineKit
import Terminal

/// Reads a password from wherever this command takes it.
protocol PasswordReading {
    /// Reads the password of an existing account.
    func readPassword() throws -> String
    /// Reads a password for a new account.
    func readNewPassword() throws -> String
}

/// Vends the password reader chosen for the current command.
protocol PasswordReadingDependency {
    var passwordReader: any PasswordReading { get }
}

/// Reads from the terminal without echo; asks twice for a new password.
struct TerminalPasswordReader: PasswordReading {
    /// How many times a new password is asked for before giving up.
    static var attempts: Int { 3 }

    let terminal: any Terminal

    func readPassword() throws -> String {
        try read("Password: ")
    }

    /// Refuses a too-short password before asking to repeat it, and asks again after either mistake.
    func readNewPassword() throws -> String {
        for _ in 1...Self.attempts {
            let password = try read("Choose a password: ")
            guard password.count >= Authenticator.minimumPasswordLength else {
                terminal.printError("\(AuthenticationError.passwordTooShort(minimum: Authenticator.minimumPasswordLength)) Please choose another.")
                continue
            }
            guard try read("Repeat the password: ") == password else {
                terminal.printError("The passwords do not match; please choose a password again.")
                continue
            }
            return password
        }
        throw CommandFailure("No password was chosen in \(Self.attempts) tries; nothing was changed.")
    }

    private func read(_ prompt: String) throws -> String {
        guard terminal.isInteractive else {
            throw UsageError("Standard input is not a terminal; pass --password-stdin to read the password from it.")
        }
        guard let password = terminal.readSecret(prompt: prompt) else {
            throw CommandFailure("No password was entered.")
        }
        return password
    }
}

/// Reads one line from standard input, for scripts: `echo "$PASSWORD" | coffeeshops signin --password-stdin …`.
struct StandardInputPasswordReader: PasswordReading {
    let terminal: any Terminal

    func readPassword() throws -> String {
        var line = terminal.readLine() ?? ""
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    func readNewPassword() throws -> String {
        try readPassword()
    }
}
