// (Not type-checked: the splice lacks its forwarding member.) A dependency protocol whose property is read
// with `async throws`: the splice's forwarding member has the same effects, and `--fix` writes it so
// (`get async throws { try await externalDependencies.currentUser }`).
protocol CurrentUserDependency {
    var currentUser: String { get async throws }
}

typealias AccountViewExternalDependencies = CurrentUserDependency
    & LoggingDependency

typealias AccountViewDependencies = AccountViewExternalDependencies
    & PrintingDependency

struct SplicedAccountViewDependencies<ExternalDependencies: AccountViewExternalDependencies>: AccountViewDependencies { // expect: missing-requirements
    let externalDependencies: ExternalDependencies
    let printer: any Printing

    var logger: any Logging { externalDependencies.logger }
}

struct AccountView<ExternalDependencies: AccountViewExternalDependencies> {
    let dependencies: SplicedAccountViewDependencies<ExternalDependencies>

    func show() async throws {
        dependencies.printer.print(try await dependencies.currentUser)
        dependencies.logger.log("account")
    }
}
