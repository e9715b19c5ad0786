// Good and bad: a local named `dependencies` that holds something else (a scope root in `if let`,
// `guard let`, a `case` payload, a `for` element, a splice made in place) hides the owner's own until
// its block ends: a child made with it is not made with the owner's dependencies, and forwarding its
// typealias would make every root provide what only that scope has. A child made with the owner's own
// dependencies after that block, or with a local copy of them, is still a child to forward.
protocol Session {
    var userID: String { get }
}

protocol SessionDependency {
    var session: any Session { get }
}

typealias AccountFlowDependencies = SessionDependency
    & LoggingDependency

struct AccountFlow<Dependencies: AccountFlowDependencies> {
    let dependencies: Dependencies

    func start() {
        dependencies.logger.log(dependencies.session.userID)
    }
}

struct SignedInScope: AccountFlowDependencies {
    let session: any Session
    let logger: any Logging
}

enum AppState {
    case signedOut
    case signedIn(SignedInScope)
}

typealias AuditDependencies = LoggingDependency

struct Audit<Dependencies: AuditDependencies> {
    let dependencies: Dependencies

    func record() {
        dependencies.logger.log("audit")
    }
}

typealias AppCoordinatorDependencies = LoggingDependency

final class AppCoordinator<Dependencies: AppCoordinatorDependencies> {
    let dependencies: Dependencies
    var signedIn: SignedInScope?
    var scopes: [SignedInScope] = []
    var state = AppState.signedOut

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func showAccount() {
        if let dependencies = signedIn {
            AccountFlow(dependencies: dependencies).start()
        } else {
            dependencies.logger.log("not signed in")
        }
    }

    func showAccountAgain() {
        guard let dependencies = signedIn else { return }
        AccountFlow(dependencies: dependencies).start()
    }

    func showEveryAccount() {
        for dependencies in scopes {
            AccountFlow(dependencies: dependencies).start()
        }
    }

    func showState() {
        switch state {
        case .signedIn(let dependencies):
            AccountFlow(dependencies: dependencies).start()
        case .signedOut:
            dependencies.logger.log("signed out")
        }
        if case let .signedIn(dependencies) = state {
            AccountFlow(dependencies: dependencies).start()
        }
    }

    func showPreview(session: any Session) {
        let dependencies = SignedInScope(session: session, logger: self.dependencies.logger)
        AccountFlow(dependencies: dependencies).start()
    }

    func audit() {
        if let scope = signedIn {
            AccountFlow(dependencies: scope).start()
        }
        let dependencies = self.dependencies
        Audit(dependencies: dependencies).record() // expect: missing-forwarding
    }
}
