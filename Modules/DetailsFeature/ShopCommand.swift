import Catalog
import CommandLineKit
import Foundation
import TextSafety

typealias ShopCommandDependencies = CoffeeShopRepositoryDependency

/// What every command about one shop shares: finding the shop the person meant.
class ShopCommand<Dependencies: ShopCommandDependencies> {
    let dependencies: Dependencies

    init(dependencies: Dependencies) {
        self.dependencies = dependencies
    }

    /// The shop `reference` names (see `CoffeeShopRepository.findShop`), or an error that says why not.
    func resolveShop(_ reference: String) throws -> CoffeeShop {
        let text = reference.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw UsageError("Name the shop by its id or a word from its name.") }
        // No shop's name is longer, so a longer text names none (and never reaches the database's search).
        guard text.unicodeScalars.count <= NewCoffeeShop.maximumNameLength else {
            throw UsageError("'\(text.shortened())' is longer than any shop's name (\(NewCoffeeShop.maximumNameLength) characters at most); name the shop by its id or a word from its name.")
        }
        switch try dependencies.coffeeShops.findShop(text) {
        case .found(let shop):
            return shop
        case .noShopWithID(let id):
            throw CommandFailure("No shop has the id \(id).")
        case .noMatch:
            throw CommandFailure("No shop matches '\(text.shortened())'; find it with `coffeeshops shops --search \(text.shellQuoted)`.")
        case .several(let candidates, let more):
            let listed = candidates.prefix(5).map { "\($0.id) \($0.name)\($0.city.map { " (\($0))" } ?? "")" }
            let rest = candidates.count - listed.count
            let tail = more ? " and more" : rest == 0 ? "" : " and \(rest) more"
            throw CommandFailure("'\(text.shortened())' matches several shops: \(listed.joined(separator: ", "))\(tail). Use the shop's id.")
        }
    }
}
