import CPDILint
import Foundation
import Testing

/// One owner per typealias, decided once: every rule names the same type, helpers' typealiases are
/// told apart by their owner and function, and advice names only what exists.
@Suite struct TypealiasOwnerTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func messages(ofFixture name: String) throws -> [String] {
        let sources = try ["Prelude.swift", name].map { file in
            (file, Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(file))))
        }
        return Linter().lint(sources: sources).map { "\($0.ruleID): \($0.message)" }
    }

    @Test func sameNamedHelperTypealiasesAreNamedAfterTheirOwnHelpers() throws {
        let found = try messages(ofFixture: "130-same-named-helper-typealiases.swift")
        #expect(found.contains { $0.hasPrefix("typealias-name:") && $0.contains("inside 'Catalog'") && $0.contains("as 'Catalog_loadItemsDependencies'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("typealias-name:") && $0.contains("inside 'Orders'") && $0.contains("as 'Orders_loadItemsDependencies'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("missing-forwarding:") && $0.contains("'Orders.loadItems' creates 'CatalogRow'") && $0.contains("'Orders.LoadItemsDependencies'") }, "\(found)")
    }

    @Test func theTypeThatCreatesTheOthersOwnsTheTypealias() throws {
        let found = try messages(ofFixture: "131-one-owner-the-creator.swift")
        #expect(found.contains { $0.hasPrefix("typealias-name:") && $0.contains("name it 'ShopListViewDependencies'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("shared-typealias:") && $0.contains("which belongs to 'ShopListView'") && $0.contains("`& ShopListModelDependencies // Required by ShopListModel`") }, "\(found)")
        #expect(!found.contains { $0.contains("'ShopListModelDependencies'") && $0.hasPrefix("typealias-name:") })
    }

    @Test func aNamespaceWhoseStaticFunctionTakesANestedTypealiasGetsTheHelpersName() throws {
        let found = try messages(ofFixture: "042-nested-typealias-dependencies/ReceiptPrinter.swift")
        #expect(found == ["typealias-name: 'Dependencies' is declared inside 'ReceiptPrinter'; declare it above the type, at the top of the file, as 'ReceiptPrinter_printDependencies'."], "\(found)")
    }
}

/// `missing-requirements` names the scope whose splice already provides what the root lacks.
@Suite struct RequirementScopeTests {
    @Test func theRootIsToldWhichScopeProvidesTheRequirement() throws {
        let found = try TypealiasOwnerTests().messages(ofFixture: "134-requirement-provided-in-another-scope.swift")
        #expect(found == ["missing-requirements: 'AppDependencies' lacks a property its dependencies typealiases require; provide `wishlistRepository: any WishlistRepository` (WishlistRepositoryDependency, asked for by WishlistFeatureDependencies), or create 'WishlistFeature' inside 'SignedInCommands', whose splice 'SplicedSignedInCommandsDependencies' provides `wishlistRepository`."], "\(found)")
    }

    /// The rulebook's slip copied as written: the one finding says which typealias to rename, as the
    /// typealias it names does not exist yet.
    @Test func theRulebooksSlipIsToldWhichTypealiasToRename() throws {
        let found = try TypealiasOwnerTests().messages(ofFixture: "222-rulebook-slip-in-the-external-typealias-name.swift")
        #expect(found == ["splice-name: splice 'SplicedPDPViewDependencies' must be generic over `ExternalDependencies: PDPViewExternalDependencies`: rename 'PDPExternalDependencies' to 'PDPViewExternalDependencies', after the type it serves."], "\(found)")
    }

    /// The type to move is the one created outside the scope, not the repository deep inside it, nor the
    /// type that creates the scope itself.
    @Test func theRootIsToldWhichTypeItCreatesOutsideTheScope() throws {
        let found = try TypealiasOwnerTests().messages(ofFixture: "224-root-told-which-type-to-create-inside-a-scope.swift")
        #expect(found == ["missing-requirements: 'AppDependencies' lacks a property its dependencies typealiases require; provide `session: Session` (SessionDependency, asked for by OrdersRepositoryDependencies), or create 'OrdersScreen' inside 'SignedIn', whose splice 'SplicedSignedInDependencies' provides `session`."], "\(found)")
    }
}
