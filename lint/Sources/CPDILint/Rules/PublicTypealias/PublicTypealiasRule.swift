/// Flags an exported `…Dependencies` typealias other than a feature's or an external one.
struct PublicTypealiasRule: Rule {
    let description = RuleDescription(
        id: "public-typealias",
        summary: "Only `…FeatureDependencies` and `…ExternalDependencies` typealiases, and those an exported one composes (the compiler forces them), may be `public`, `open` or `package`.",
        rationale: "A feature has one public entry point; exporting inner typealiases leaks its structure, and needing to is a sign the feature should splice at its entry instead.",
        severity: .error,
        triggering: [
            Example("public typealias ↓ReceiptDependencies = PrintingDependency"),
            Example("package typealias ↓Cart_totalDependencies = PricingDependency"),
        ],
        nonTriggering: [
            Example("public typealias CheckoutFeatureDependencies = CheckoutExternalDependencies"),
            Example("public typealias CheckoutExternalDependencies = LoggingDependency & PaymentsDependency"),
            Example("typealias ReceiptDependencies = PrintingDependency"),
            Example("public typealias Handler = (Int) -> Void"),
        ],
        rulebook: "«You may need to declare your \"External\" Dependencies type aliases as public as well, as required, but no other type aliases should be made public. If you find yourself making all of your types public to fix compiler warnings, you should reevaluate how you are splicing your dependencies.»"
    )

    var models: [any IndexModel.Type] { [ForwardingModel.self] }

    func check(_ file: FileFacts, _ index: ProjectIndex) -> [RawFinding] {
        let allowed = index.exportedEntryAliases
        return file.typealiases.compactMap { alias in
            guard alias.isExported, index.isDependenciesAlias(alias.qualifiedName), !Self.isEntryName(alias.name),
                  !allowed.contains(alias.qualifiedName)
            else { return nil }
            let modifier = alias.accessModifier ?? "public"
            // Composed by another exported typealias that is not allowed either: that one is the finding.
            if index.exportedComposers(of: alias.qualifiedName).contains(where: { !allowed.contains($0) }) { return nil }
            let module = index.modules[file.path]
            // An exported type constrained by it forces it public: the type is what should not be.
            if let user = index.exportedUsers(of: alias.qualifiedName).first {
                // A base class that another module subclasses (the rulebook's superclass forwarding across
                // modules): the compiler needs the class and its typealias public.
                if module != nil, index.types.values.contains(where: { declarations in
                    declarations.contains { index.modules[$0.path] != module && $0.fact.kind == .class && $0.fact.inherited.first?.name == user }
                }) {
                    return nil
                }
                // A helper function another module calls (the rulebook's `.autoExpand(dependencies:)` in a
                // shared module): the compiler needs it and its typealias public, and nothing creates it.
                let function = String(Names.lastComponent(user))
                if module != nil, index.declarations(ofType: user).isEmpty, index.referencedNames.contains(where: { path, names in
                    index.modules[path] != module && names.contains(function)
                }) {
                    return nil
                }
                // A module without an entry point yet gets one first, or its other modules lose 'user'.
                let hasEntryPoint = index.typealiases.values.contains { declarations in
                    declarations.contains { $0.fact.isExported && $0.fact.name.hasSuffix(Names.featureDependencies) && index.modules[$0.path] == module }
                }
                let entry = module.map { Names.isFeatureModule($0) ? $0 : $0 + Names.feature } ?? "<Module>Feature"
                // A type only its own module creates needs no entry point: other modules lose nothing.
                // Created, named as a type or subclassed there: any of these needs it public.
                // A module several apps import is checked once with each, and may be created by an app this
                // pass does not see: every pass gives it the advice that keeps such an app building.
                let othersCreate = user.contains(".") || index.sharedPaths.contains(file.path) || index.referencedNames.contains { path, names in
                    index.modules[path] != module && names.contains(user)
                }
                // The entry point forwards this typealias, as the rulebook's `PDPFeatureDependencies` forwards
                // `PDPDataRepositoryDependencies`: the typealias then stays public, and only the type goes internal.
                // Written at file scope, a nested typealias needs its type's name: `Renderer.Dependencies`.
                let forward = "`& \(alias.qualifiedName) // Required by \(user)`"
                // A package typealias is forwarded by a package entry point: a public one could not name it.
                let access = modifier == "package" ? "package" : "public"
                // Every type of the module this advice makes internal is created through that one entry point,
                // so every finding of the module proposes the same typealias, forwarding each of theirs.
                var forwarded: [String: String] = [alias.qualifiedName: user]
                for located in index.typealiases.values.joined() where located.fact.isExported && index.modules[located.path] == module && located.fact.qualifiedName != alias.qualifiedName
                    && index.isDependenciesAlias(located.fact.qualifiedName) && !Self.isEntryName(located.fact.name) && !allowed.contains(located.fact.qualifiedName) {
                    if let other = index.exportedUsers(of: located.fact.qualifiedName).first { forwarded[located.fact.qualifiedName] = other }
                }
                let others = forwarded.filter { $0.key != alias.qualifiedName }.map(\.value).sorted()
                let composed = forwarded.count == 1
                    ? "\(alias.qualifiedName) // Required by \(user)"
                    : forwarded.keys.sorted().joined(separator: " & ") + "` (each forwarded for the type that requires it"
                let entryPoint = "give \(module.map { "'\($0)'" } ?? "its module") one \(access) entry point that creates '\(user)'\(others.isEmpty ? "" : " (and " + others.map { "'\($0)'" }.joined(separator: ", ") + ")") for other modules (`\(access) struct \(entry)<Dependencies: \(entry)Dependencies>`, with `\(access) typealias \(entry)Dependencies = \(composed)\(forwarded.count == 1 ? "`" : "")"
                    + (forwarded.count == 1 ? ")" : "))")
                let internalUser = "make '\(user)' internal (tests that create it then need `@testable import`)"
                let head = "'\(alias.name)' is \(modifier) only because \(modifier) '\(user)' is constrained by it; only a feature's entry point (a `…FeatureDependencies` typealias and the type it constrains) and what it is built from may be exported: "
                let stays = "; this typealias stays \(modifier), since the entry point forwards it."
                let message = !othersCreate
                    ? head + "no other module here creates '\(user)': \(internalUser), and make this typealias internal: `typealias \(alias.name) = …`."
                        + " If code outside this codebase creates it, reach it through \(hasEntryPoint ? "the module's feature entry point" : "a feature entry point for \(module.map { "'\($0)'" } ?? "its module"), \(entry)") instead."
                    : hasEntryPoint
                    ? head + "\(internalUser), and reach it through the module's feature entry point, whose typealias forwards this one: \(forward)" + stays
                    : head + "\(entryPoint), and \(internalUser)" + stays
                return RawFinding(offset: alias.offset, message: message)
            }
            // An exported typealias that must forward it (missing-forwarding's finding) will be built from it,
            // and then needs it public: removing `public` would contradict that advice.
            if index.forwarding.gapsByOwnerAlias.contains(where: { owner, gaps in
                allowed.contains(owner) && gaps.contains { $0.contains(alias.qualifiedName) }
            }) {
                return nil
            }
            return RawFinding(
                offset: alias.offset,
                message: "'\(alias.name)' is \(modifier), but no exported …FeatureDependencies or …ExternalDependencies is built from it; remove `\(modifier)` from `\(modifier) typealias \(alias.name)`."
            )
        }
    }

    /// `…FeatureDependencies` and `…ExternalDependencies`: the names the rulebook lets be public.
    static func isEntryName(_ name: String) -> Bool {
        name.hasSuffix(Names.featureDependencies) || Names.isExternalAliasName(name)
    }
}
