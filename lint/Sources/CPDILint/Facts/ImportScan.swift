/// What a file imports, read from its bytes without parsing it. A file with nothing for the rules is
/// not parsed, but its imports still decide which modules are linted together: `@_exported import Kit`
/// in a file of its own makes Kit's names every importer's, as the compiler sees them.
enum ImportScan {
    /// The `import` declarations that open a line (after attributes such as `@_exported` and an access
    /// level): the module each names, and where. A line in a block comment may be read as one; that only
    /// lints one more module alongside.
    static func imports(in bytes: [UInt8]) -> [ImportFact] {
        var imports: [ImportFact] = []
        var position = 0
        while position < bytes.count {
            let lineEnd = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if let fact = importFact(in: bytes, from: position, to: lineEnd) { imports.append(fact) }
            position = lineEnd + 1
        }
        return imports
    }

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    /// The import on the line `start..<end`, if the line is one.
    private static func importFact(in bytes: [UInt8], from start: Int, to end: Int) -> ImportFact? {
        var position = start
        var access: String?
        var reexported = false
        func skipSpaces() {
            while position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
        }
        func word() -> String? {
            let first = position
            while position < end, isIdentifierByte(bytes[position]) { position += 1 }
            return position > first ? String(decoding: bytes[first..<position], as: UTF8.self) : nil
        }
        skipSpaces()
        while position < end {
            if bytes[position] == UInt8(ascii: "@") {
                // An attribute, with its arguments: `@_exported`, `@_spi(Internal)`, `@preconcurrency`.
                position += 1
                guard let attribute = word() else { return nil }
                if attribute == "_exported" { reexported = true }
                if position < end, bytes[position] == UInt8(ascii: "(") {
                    guard let close = bytes[position..<end].firstIndex(of: UInt8(ascii: ")")) else { return nil }
                    position = close + 1
                }
                skipSpaces()
                continue
            }
            guard let keyword = word() else { return nil }
            if accessLevels.contains(keyword) {
                access = keyword
                skipSpaces()
                continue
            }
            guard keyword == "import", position < end, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") else { return nil }
            skipSpaces()
            var moduleStart = position
            guard var module = word() else { return nil }
            // `import struct Kit.Receipt` names the module after its kind.
            if kinds.contains(module) {
                skipSpaces()
                moduleStart = position
                guard let named = word() else { return nil }
                module = named
            }
            return ImportFact(module: module, offset: moduleStart, access: access, isReexported: reexported)
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
    }
}
