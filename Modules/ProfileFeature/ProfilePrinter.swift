import Authentication
import Catalog
import Foundation
import Profile
import Terminal
import Time

typealias ProfilePrinterDependencies = OutputFormatDependency
    & ProfileRepositoryDependency
    & SignedInAccountDependency
    & TerminalDependency
    & Account_membershipTierDependencies // Required by Account.membershipTier

/// `coffeeshops profile`.
struct ProfilePrinter<Dependencies: ProfilePrinterDependencies> {
    let dependencies: Dependencies

    func printProfile() throws {
        let account = dependencies.account
        let (tier, rated) = try account.membershipTier(dependencies: dependencies)
        let home = try dependencies.profile.homeLocation()
        let terminal = dependencies.terminal
        switch dependencies.outputFormat {
        case .json:
            try terminal.printJSON(ProfileSummary(account: account, tier: tier, ratedShops: rated, home: home))
        case .text:
            terminal.print(terminal.styled(account.displayName.shownInline, .bold))
            terminal.print("Email          \(account.email.rawValue.shownInline)")
            terminal.print("Member since   \(account.createdAt.calendarDay)")
            var tierLine = "Membership     \(terminal.styled(tier.rawValue, .cyan)) — \(rated == 1 ? "1 shop" : "\(rated) shops") rated"
            if let next = tier.next {
                tierLine += terminal.styled(" (\(next.threshold - rated) more for \(next.rawValue))", .dim)
            }
            terminal.print(tierLine)
            terminal.print("Home location  " + (home?.formatted ?? "not set — `coffeeshops profile set-location LAT,LON`"))
        }
    }
}

/// The JSON shape of `profile`; its keys are a stable interface for scripts.
struct ProfileSummary: Encodable {
    let account: Account
    let tier: MembershipTier
    let ratedShops: Int
    let home: Coordinate?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(account.id, forKey: .id)
        try container.encode(account.email.rawValue, forKey: .email)
        try container.encode(account.name, forKey: .name)
        try container.encode(account.createdAt.calendarDay, forKey: .memberSince)
        try container.encode(tier, forKey: .tier)
        try container.encode(ratedShops, forKey: .ratedShops)
        try container.encode(home, forKey: .homeLocation)
    }

    private enum CodingKeys: String, CodingKey {
        case id, email, name, memberSince, tier, ratedShops, homeLocation
    }
}
