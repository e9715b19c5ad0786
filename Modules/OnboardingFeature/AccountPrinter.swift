import Authentication
import Foundation
import Terminal
import Time

typealias AccountPrinterDependencies = OutputFormatDependency
    & TerminalDependency

/// Prints an account for a person or, with `--json`, for a program.
struct AccountPrinter<Dependencies: AccountPrinterDependencies> {
    let dependencies: Dependencies

    func print(_ account: Account, headline: String?) {
        let terminal = dependencies.terminal
        switch dependencies.outputFormat {
        case .json:
            try? terminal.printJSON(AccountSummary(account))
        case .text:
            if let headline {
                terminal.print(terminal.styled(headline, .bold))
            }
            let email = account.email.rawValue.shownInline
            let name = account.name.map { "\($0.shownInline) <\(email)>" } ?? email
            terminal.print(headline == nil ? terminal.styled(name, .bold) : name)
            terminal.print("Member since \(account.createdAt.calendarDay)")
        }
    }
}

/// The JSON shape of an account; its keys are a stable interface for scripts.
struct AccountSummary: Encodable {
    let id: Int64
    let email: String
    let name: String?
    let memberSince: String

    init(_ account: Account) {
        id = account.id
        email = account.email.rawValue
        name = account.name
        memberSince = account.createdAt.calendarDay
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(email, forKey: .email)
        try container.encode(name, forKey: .name) // null rather than absent, so the shape is fixed
        try container.encode(memberSince, forKey: .memberSince)
    }

    private enum CodingKeys: String, CodingKey {
        case id, email, name, memberSince
    }
}
