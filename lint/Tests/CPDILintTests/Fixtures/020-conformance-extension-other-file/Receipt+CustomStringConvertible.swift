// The conformance extension.
extension Receipt: CustomStringConvertible {
    var description: String {
        dependencies.tracker.trackEvent("described")
        return "receipt"
    }
}
