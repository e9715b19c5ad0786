// Correct (not CPDI): `Has…` protocols that describe models. A composition of them under a name that
// says nothing of dependencies, taken by no `Dependencies` parameter, is a trait, and a `Has…` protocol
// with a method is a model's protocol: no rule applies.
protocol HasIdentifier {
    var id: Int { get }
}

protocol HasTitle {
    var title: String { get }
}

typealias Listable = HasIdentifier & HasTitle

struct Row: Listable {
    let id: Int
    let title: String
}

func rows<Item: Listable>(_ items: [Item]) -> [String] {
    items.map { "\($0.id) \($0.title)" }
}

protocol HasChanges {
    var hasChanges: Bool { get }
    func discardChanges()
}

typealias Editable = HasChanges & HasTitle

struct Draft: Editable {
    var hasChanges: Bool { false }
    let title: String
    func discardChanges() {}
}
