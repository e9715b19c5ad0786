// Correct (not CPDI): a module framework's `Has…` protocols that are not dependency protocols: no typealias composes them, and each declares more than a property. Refining them is not composing dependencies.
protocol ViewOutput {
    func didLoad()
}

protocol HasOutput {
    associatedtype Output: ViewOutput
    var output: Output { get }
    func bind()
}

protocol ViewInput: HasOutput {
    func update(title: String)
}

protocol Hashing {
    func hash() -> Int
}
