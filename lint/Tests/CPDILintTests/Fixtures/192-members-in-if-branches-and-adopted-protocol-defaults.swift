// A root or splice that declares a property in every branch of an `#if` in its body has it in every
// build, and a root gets a property from an extension of any protocol it adopts (`LiveServices`), not
// only from the dependency protocol's own: none of them lacks a requirement.
struct QuietLogger: Logging {
    func log(_ m: String) {}
    func log(message: String) {}
    func logDebug(_ m: String) {}
}

struct SilentTracker: Tracking {
    func trackAddToCart() {}
    func trackEvent(_ name: String) {}
}

typealias ReceiptDependencies = LoggingDependency
    & TrackingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies

    func print() {
        dependencies.logger.log(message: "receipt")
        dependencies.tracker.trackEvent("receipt")
    }
}

struct AppDependencies: ReceiptDependencies {
    #if DEBUG
    let logger: any Logging = QuietLogger()
    #else
    var logger: any Logging { QuietLogger() }
    #endif
    #if os(Linux)
    let tracker: any Tracking = SilentTracker()
    #elseif os(macOS)
    var tracker: any Tracking { SilentTracker() }
    #else
    let tracker: any Tracking = SilentTracker()
    #endif
}

/// What every production root provides.
protocol LiveServices {}

extension LiveServices {
    var tracker: any Tracking { SilentTracker() }
}

struct PreviewDependencies: ReceiptDependencies, LiveServices {
    let logger: any Logging = QuietLogger()
}

typealias CartScreenDependencies = LoggingDependency
    & TrackingDependency

typealias CartScreenExternalDependencies = LoggingDependency
    & TrackingDependency

struct SplicedCartScreenDependencies<ExternalDependencies: CartScreenExternalDependencies>: CartScreenDependencies {
    let externalDependencies: ExternalDependencies
    var tracker: any Tracking { externalDependencies.tracker }
    #if DEBUG
    var logger: any Logging { QuietLogger() }
    #else
    var logger: any Logging { externalDependencies.logger }
    #endif
}

struct CartScreen<ExternalDependencies: CartScreenExternalDependencies> {
    let dependencies: SplicedCartScreenDependencies<ExternalDependencies>

    func show() { dependencies.logger.log(message: "cart") }
}

func start() {
    Receipt(dependencies: AppDependencies()).print()
    Receipt(dependencies: PreviewDependencies()).print()
}
