// A public feature creates a model whose file imports its dependency protocols below public: the forward
// is still missing, and it takes the import made public first.
public protocol Networking {
    func get(_ path: String) async -> String
}

public protocol NetworkingDependency {
    var network: any Networking { get }
}
