/// Name arithmetic shared by the rules.
enum Names {
    /// The generic parameter, and the suffix of every dependencies typealias: `Dependencies`.
    static let dependencies = "Dependencies"
    /// The generic parameter of a splice, and the suffix of the typealias a splice is given.
    static let externalDependencies = "ExternalDependencies"
    /// The suffix of a feature entry point's public typealias.
    static let featureDependencies = "FeatureDependencies"
    /// The prefix of a splice's name: `SplicedPDPViewDependencies`.
    static let spliced = "Spliced"
    /// The suffix of a feature module's name.
    static let feature = "Feature"
    /// The property a splice stores what it gets from outside in.
    static let externalDependenciesProperty = "externalDependencies"

    /// A written property type without its optionality or `any`: `Logging` for `Logging?`, `any Logging`
    /// and `any Logging!`.
    static func unwrapped(_ written: String) -> String {
        var written = Substring(written)
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        return String(written.hasPrefix("any ") ? written.dropFirst(4) : written)
    }

    /// The last component of a qualified name: `Name` for `Module.Name`.
    static func lastComponent(_ name: String) -> Substring {
        name.utf8.lastIndex(of: UInt8(ascii: ".")).map { name[name.index(after: $0)...] } ?? name[...]
    }

    /// Whether `name` is spelled as a splice is: `Spliced…`.
    static func isSpliceName(_ name: String) -> Bool {
        ModuleNames.split(name).plain.utf8.starts(with: spliced.utf8)
    }

    /// The splice's name stem: `PDPView` for `SplicedPDPViewDependencies`, with the module tag it has
    /// (``ModuleNames``); `nil` for a name not spelled `Spliced<Stem>Dependencies`.
    static func spliceStem(_ name: String) -> String? {
        let (tag, plain) = ModuleNames.split(name)
        guard plain.utf8.starts(with: spliced.utf8), let stem = stripping(dependencies, from: plain), stem.utf8.count > spliced.utf8.count else { return nil }
        return String(tag) + stem.dropFirst(spliced.count)
    }

    /// Whether `name` is an External typealias's: `…ExternalDependencies`.
    static func isExternalAliasName(_ name: String) -> Bool {
        stripping(externalDependencies, from: name[...]) != nil
    }

    /// Whether `module` is a feature module: `…Feature`.
    static func isFeatureModule(_ module: String) -> Bool {
        module.hasSuffix(feature)
    }

    /// Whether a typealias called `alias` is named after `user` (`Type`, `Type_function`, `Function`, as
    /// ``ProjectIndex/aliasUsers`` lists them): `TypeDependencies` or `TypeExternalDependencies` for the
    /// type and its own methods and initializers, `Type_functionDependencies` for one method.
    static func isNamed(_ alias: String, after user: String) -> Bool {
        // A name is checked as it is spelled: a typealias in one module may be named after a type of another.
        let (spelled, user) = (ModuleNames.displayed(alias), ModuleNames.displayed(user))
        // A nested type's (`Orders.Row`) is named by its path, `OrdersRowDependencies`, or by its own name.
        if let dot = user.utf8.lastIndex(of: UInt8(ascii: ".")) {
            return isNamed(spelled, after: user.replacingOccurrences(of: ".", with: "")) || isNamed(spelled, after: String(user[user.index(after: dot)...]))
        }
        let alias = spelled.split(separator: ".").last.map(String.init) ?? spelled
        if alias == "\(user)Dependencies" || alias == "\(user)ExternalDependencies" { return true }
        guard let owner = owner(ofTypealias: alias), owner.function == nil, let underscore = user.utf8.lastIndex(of: UInt8(ascii: "_")) else { return false }
        return user[..<underscore] == owner.type
    }

    /// `Foo` for `FooDependencies`, `FooExternalDependencies` and `Foo_barDependencies`; `nil` otherwise.
    static func owner(ofTypealias name: String) -> (type: String, function: String?, isExternal: Bool)? {
        // A module's tag (``ModuleNames``) stays on the type's name. Asked for every typealias by several
        // rules: the name is read as bytes, which every suffix here is.
        let (tag, name) = ModuleNames.split(name)
        guard let stem = stripping(dependencies, from: name), !stem.isEmpty else { return nil }
        if let underscore = stem.utf8.lastIndex(of: UInt8(ascii: "_")) {
            let type = stem[..<underscore], function = String(stem[stem.index(after: underscore)...])
            return type.isEmpty || function.isEmpty ? nil : (String(tag) + type, function, false)
        }
        if let type = stripping("External", from: stem), !type.isEmpty {
            return (String(tag) + type, nil, true)
        }
        return (String(tag) + stem, nil, false)
    }

    /// `name` without `suffix` (ASCII), compared byte for byte; `nil` when it does not end so.
    static func stripping(_ suffix: String, from name: Substring) -> Substring? {
        let bytes = name.utf8, ending = suffix.utf8
        guard bytes.count >= ending.count else { return nil }
        let start = bytes.index(bytes.endIndex, offsetBy: -ending.count)
        guard bytes[start...].elementsEqual(ending) else { return nil }
        return name[..<start]
    }
}
