import Catalog
import CommandLineKit
import Foundation

typealias ShopCommandDependencies = CoffeeShopRepositoryDependency

/// What every command about one shop shares: finding the shop the person meant.
class ShopCommand<Dependencies: ShopCommandDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The shop with id `reference`, else the one shop whose name is `reference` (ignoring case),
    /// else the one shop whose name or city contains it.
    func resolveShop(_ reference: String) throws -> CoffeeShop {
        let text = reference.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw UsageError("Name the shop by its id or a word from its name.") }
        if let id = Int64(text) {
            guard let shop = try dependencies.coffeeShops.shop(id: id) else {
                throw CommandFailure("No shop has the id \(id).")
            }
            return shop
        }
        let matches = try dependencies.coffeeShops.shops(matching: text, limit: 50)
        let exact = matches.filter { $0.name.caseInsensitiveCompare(text) == .orderedSame }
        if exact.count == 1 { return exact[0] }
        let candidates = exact.isEmpty ? matches : exact
        switch candidates.count {
        case 0:
            throw CommandFailure("No shop matches '\(text)'; find it with `coffeeshops shops --search \(text)`.")
        case 1:
            return candidates[0]
        default:
            let listed = candidates.prefix(5).map { "\($0.id) \($0.name)\($0.city.map { " (\($0))" } ?? "")" }
            let rest = candidates.count - listed.count
            let more = rest == 0 ? "" : candidates.count == 50 ? " and more" : " and \(rest) more"
            throw CommandFailure("'\(text)' matches several shops: \(listed.joined(separator: ", "))\(more). Use the shop's id.")
        }
    }
}
