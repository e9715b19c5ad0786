// Prelude: shared stubs so every fixture typechecks on Linux without SwiftUI/UIKit. It is linted with
// every fixture and must stay clean. The rulebook's `LoggingDependency`/`TrackingDependency` example
// lives here (written with `any`; public because the rulebook's public feature typealias needs them).

public protocol View {}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock(_ parts: any View...) -> EmptyView { EmptyView() }
}

public struct EmptyView: View { public init() {} }

public struct Text: View { public init(_ s: String) {} }

public struct VStack: View { public init(@ViewBuilder _ content: () -> EmptyView) {} }

public struct Button: View { public init(_ title: String, action: @escaping () -> Void) {} }

extension View {
    public func onAppear(perform action: @escaping () -> Void) -> some View { self }
}

public protocol Logging {
    func log(_ m: String)
    func log(message: String)
    func logDebug(_ m: String)
}

public protocol Tracking {
    func trackAddToCart()
    func trackEvent(_ name: String)
}

public protocol Printing {
    func print(_ text: String)
}

public protocol LoggingDependency {
    var logger: any Logging { get }
}

public protocol TrackingDependency {
    var tracker: any Tracking { get }
}

public protocol PrintingDependency {
    var printer: any Printing { get }
}
