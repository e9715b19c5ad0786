import CatalogFeature
import CommandLineKit
import OnboardingFeature

typealias CommandRouterDependencies = CatalogFeatureDependencies // Required by CatalogFeature
    & OnboardingFeatureDependencies // Required by OnboardingFeature

/// Hands each command to the feature that owns it.
struct CommandRouter<Dependencies: CommandRouterDependencies> {
    let dependencies: Dependencies

    /// Every feature's commands, for the root command's help.
    static var commands: [Command] {
        OnboardingFeature<Dependencies>.commands + CatalogFeature<Dependencies>.commands
    }

    func run(_ invocation: Invocation) throws {
        let name = invocation.commandPath.first
        if OnboardingFeature<Dependencies>.commands.contains(where: { $0.name == name }) {
            try OnboardingFeature(dependencies: dependencies).run(invocation)
        } else if CatalogFeature<Dependencies>.commands.contains(where: { $0.name == name }) {
            try CatalogFeature(dependencies: dependencies).run(invocation)
        } else {
            throw UsageError("Unknown command '\(name ?? "")'.")
        }
    }
}
