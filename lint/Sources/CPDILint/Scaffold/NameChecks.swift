/// Names `cpdi-lint new` refuses because the code it writes would not compile with them.
extension Scaffold {
    /// Swift's keywords (and `Type`, `Protocol`, `Self`): a type or a property named so needs backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try", "any",
        "some", "Any", "Self", "Type", "Protocol", "consume", "borrowing", "consuming", "package",
    ]

    /// Types every Swift file sees (the standard library's, and Foundation's most common): a type of the
    /// same name would shadow them in its module and make them ambiguous where both are imported.
    static let standardTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Optional", "Result", "Error",
        "Task", "TaskGroup", "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable",
        "Identifiable", "Collection", "Sequence", "Range", "ClosedRange", "Void", "Never", "AnyObject", "Actor",
        "MainActor", "Unicode", "Mirror", "Duration", "Clock", "ContinuousClock", "SuspendingClock", "AsyncSequence",
        "AsyncStream", "Data", "Date", "URL", "UUID", "Decimal", "Notification", "Bundle", "Process", "Thread",
        "Timer", "Calendar", "Locale", "TimeZone", "FileManager", "JSONEncoder", "JSONDecoder", "Measurement",
        "NSObject", "OperationQueue", "DispatchQueue", "Published", "ObservableObject", "Observable", "View",
    ]

    /// Refuses a name that is a keyword or a standard type, or whose property spelling is a keyword.
    static func checkCompiles(_ name: String, property: String) throws(LintError) {
        if keywords.contains(name) || keywords.contains(property) {
            throw LintError("'\(name)' cannot be used: '\(keywords.contains(name) ? name : property)' is a Swift keyword, so the code cpdi-lint writes would not compile without backticks; choose another name.")
        }
        if standardTypes.contains(name) {
            throw LintError("'\(name)' cannot be used: it is a standard type, and a type of that name would make '\(name)' ambiguous wherever both are visible; choose a more specific name, like 'App\(name)'.")
        }
    }

    /// Refuses `names` when a type, protocol or typealias of that name is declared in the package's
    /// Swift files: the new one would make it ambiguous wherever both modules are imported.
    func refuseDeclared(_ names: [String]) throws(LintError) {
        let kinds = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        let needles = names.flatMap { name in kinds.map { (name: name, bytes: Array("\($0) \(name)".utf8)) } }
        var found: (name: String, path: String)?
        FolderWalk.walk(package.path) { path, isFolder in
            guard found == nil else { return false }
            let entry = path.split(separator: "/").last.map(String.init) ?? path
            if isFolder { return !entry.hasPrefix(".") }
            guard entry.hasSuffix(".swift"), let data = try? FileDescriptors.contents(ofFileAt: path) else { return false }
            for needle in needles where Self.declares(needle.bytes, in: data) {
                found = (needle.name, String(path.dropFirst(package.path.count + 1)))
                break
            }
            return false
        }
        if let found {
            throw LintError("'\(found.name)' is already declared in \(found.path); a second type of that name would be ambiguous where both modules are imported. Choose another name.")
        }
    }

    /// Whether `needle` (`struct Name`) occurs in `bytes` as a whole word.
    private static func declares(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.contains(subsequence: needle) else { return false }
        func isWordByte(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "_") || (byte | 0x20) >= 97 && (byte | 0x20) <= 122 || byte >= 48 && byte <= 57 || byte >= 0x80 }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle),
               index == 0 || !isWordByte(bytes[index - 1]),
               index + needle.count == bytes.count || !isWordByte(bytes[index + needle.count]) {
                return true
            }
            index += 1
        }
        return false
    }
}
