import Authentication
import Log

typealias ProfileComponentDependencies = LoggingDependency
    & SignedInAccountDependency

/// Behaviour every profile command shares: logging with the account it acts for.
///
/// A protocol with an associated `Dependencies` type: adopters forward `ProfileComponentDependencies`.
protocol ProfileComponent {
    associatedtype Dependencies: ProfileComponentDependencies
    var dependencies: Dependencies { get }
}

extension ProfileComponent {
    /// Logs `message`, tagged with the signed-in account's id.
    func log(_ message: String) {
        dependencies.logger.log(.info, "account \(dependencies.account.id): \(message)")
    }
}
