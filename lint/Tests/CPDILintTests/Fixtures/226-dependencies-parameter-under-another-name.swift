// Bad: the dependencies parameter under another name (`deps`) is still the dependencies parameter, and
// comes first («the dependencies parameter should always appear first in any parameter list»). --fix
// leaves it: its calls pass it under a label it cannot tell from any other.
typealias OnboardingStepDependencies = TrackingDependency

struct OnboardingStep<Dependencies: OnboardingStepDependencies> {
    let dependencies: Dependencies
    let index: Int

    init(index: Int, deps: Dependencies) { // expect: dependencies-first
        self.index = index
        self.dependencies = deps
    }

    func show() { dependencies.tracker.trackEvent("step \(index)") }
}

typealias Onboarding_finishDependencies = TrackingDependency

enum Onboarding {
    static func finish<Dependencies: Onboarding_finishDependencies>(after steps: Int, deps: Dependencies) { // expect: dependencies-first
        deps.tracker.trackEvent("finished after \(steps)")
    }
}

typealias OnboardingFlowDependencies = OnboardingStepDependencies // Required by OnboardingStep
    & Onboarding_finishDependencies // Required by Onboarding.finish

struct OnboardingFlow<Dependencies: OnboardingFlowDependencies> {
    let dependencies: Dependencies

    func start() {
        OnboardingStep(index: 0, deps: dependencies).show()
        Onboarding.finish(after: 1, deps: dependencies)
    }
}
