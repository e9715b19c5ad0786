// ACCEPT (false-positive guard). rosberry/GenericModule HasAssociatedProperty.swift declares
// `protocol HasOutput: class { associatedtype Output; var output: Output? { get set } }` and
// `protocol ViewInput: HasOutput`; DevStack has `extension CLLocationManager: HasDelegate` (RxCocoa).
// These are not dependency protocols; `Has*` matching by name alone would flag `ViewInput`
// under composed-protocol.
protocol HasOutput: AnyObject {
    associatedtype Output
    var output: Output? { get set }
}

protocol ViewInput: HasOutput {
    func update(animated: Bool)
}
