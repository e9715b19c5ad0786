// (Not type-checked: the splices lack their forwarding members.) What `--fix` writes into a splice compiles
// where it is written: `public` in a public splice meeting a public protocol, and the type it names imported
// into a splice's file that does not import it yet.
import Core

public final class Account {
    public init() {}
}

public protocol AccountDependency {
    var account: Account { get }
}

public typealias SignedInExternalDependencies = ClockDependency
    & LoggingDependency

typealias SignedInDependencies = SignedInExternalDependencies
    & AccountDependency

/// Public: the app and every dev app open the signed-in scope with it.
public struct SplicedSignedInDependencies<ExternalDependencies: SignedInExternalDependencies>: SignedInDependencies { // expect: missing-requirements
    public let externalDependencies: ExternalDependencies
    public let account: Account

    public var logger: any Logging { externalDependencies.logger }
}

struct SignedIn<ExternalDependencies: SignedInExternalDependencies> {
    let dependencies: SplicedSignedInDependencies<ExternalDependencies>

    func greet() {
        dependencies.logger.log("signed in at \(dependencies.clock.now()) as \(ObjectIdentifier(dependencies.account))")
    }
}
