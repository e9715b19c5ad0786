import CPDILint
import Testing

/// Shapes reduced from real UIKit apps that cannot be fixtures: they need Apple's frameworks to
/// type-check, which Linux does not have.
@Suite struct AppleFrameworkShapesTests {
    func findings(_ files: [String: String]) -> [Finding] {
        Linter().lint(sources: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
    }

    let protocols = ("Services.swift", """
        protocol HasClock {
            var clock: Int { get }
        }
        protocol EventsViewControllerDelegate: AnyObject {
            func didSelect()
        }
        """)

    /// fosdem's controllers: a nested `typealias Dependencies` in a `UIViewController` whose extensions
    /// hold `@objc` actions and UIKit delegate conformances.
    @Test func advisesMovingObjCPartsOutOfExtensionsBeforeMakingAClassGeneric() throws {
        let controller = """
            import UIKit

            final class AgendaController: UIViewController {
                typealias Dependencies = HasClock
                private let dependencies: Dependencies

                init(dependencies: Dependencies) {
                    self.dependencies = dependencies
                    super.init(nibName: nil, bundle: nil)
                }
            }

            extension AgendaController: UITableViewDataSource, EventsViewControllerDelegate {
                func didSelect() {}
            }

            extension AgendaController {
                @objc func didTapDone() {}
                @IBOutlet var label: UILabel!
            }
            """
        let found = findings([protocols.0: protocols.1, "AgendaController.swift": controller])
        let message = try #require(found.first { $0.ruleID == "typealias-name" }?.message)
        #expect(message.contains("make 'AgendaController' generic over it"))
        #expect(message.hasSuffix(
            "First move its `UITableViewDataSource` conformance, `didTapDone`, `label` from its extensions into the class declaration: "
                + "Swift rejects `@objc` members and Objective-C protocol conformances in extensions of a generic class."
        ), "\(message)")
    }

    @Test func aClassWhoseExtensionsHoldOnlySwiftProtocolsGetsThePlainAdvice() throws {
        let controller = """
            final class TrackController {
                typealias Dependencies = HasClock
                private let dependencies: Dependencies

                init(dependencies: Dependencies) {
                    self.dependencies = dependencies
                }
            }

            extension TrackController: EventsViewControllerDelegate, Equatable {
                func didSelect() {}
                static func == (lhs: TrackController, rhs: TrackController) -> Bool { lhs === rhs }
            }
            """
        let found = findings([protocols.0: protocols.1, "TrackController.swift": controller])
        let message = try #require(found.first { $0.ruleID == "typealias-name" }?.message)
        #expect(message.hasSuffix("with `let dependencies: Dependencies`."), "\(message)")
    }

    /// devstack's FlowController: a base class that keeps its dependencies as an existential and has
    /// subclasses, which making it generic drags along.
    @Test func makingABaseClassGenericSaysItsSubclassesFollow() throws {
        let code = """
            protocol HasClock {
                var clock: Int { get }
            }

            class FlowController {
                let dependencies: HasClock
                init(dependencies: HasClock) { self.dependencies = dependencies }
            }

            final class AppFlowController: FlowController {}
            final class MainFlowController: FlowController {}
            """
        let message = try #require(findings(["FlowController.swift": code]).first { $0.ruleID == "generic-dependencies" }?.message)
        #expect(message.hasSuffix("Its subclasses (AppFlowController, MainFlowController) then forward it, as 'AppFlowController' does, generic too: `typealias AppFlowControllerDependencies = FlowControllerDependencies // Required by FlowController` and `AppFlowController<Dependencies: AppFlowControllerDependencies>: FlowController<Dependencies>`; every place that names 'FlowController' as a type needs its generic argument."), "\(message)")
    }
}

