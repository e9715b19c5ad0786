// Bad: the module exports its view's own typealias and the view itself, with no feature entry point; wrong because «no other type aliases should be made public» than Feature and External ones. The advice: make both internal and export a feature entry point.
public protocol MembersService {}

public protocol MembersServiceDependency {
    var membersService: any MembersService { get }
}

public typealias OnboardingViewDependencies = MembersServiceDependency // expect: public-typealias

public struct OnboardingView<Dependencies: OnboardingViewDependencies> {
    let dependencies: Dependencies

    public init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    func start() { _ = dependencies.membersService }
}
