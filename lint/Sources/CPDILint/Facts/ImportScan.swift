/// What a file imports, read from its bytes without parsing it. A file with nothing for the rules is
/// not parsed, but its imports still decide which modules are linted together. (A file that re-exports,
/// `@_exported import Kit`, is parsed: what it makes visible to its importers must be read exactly, out of
/// strings, comments and `#if`.)
enum ImportScan {
    /// The `import` declarations that open a line (after attributes and an access level), outside block
    /// comments: the module each names, and where. A line of a multi-line string may be read as one; that
    /// only lints one more module alongside.
    static func imports(in bytes: [UInt8]) -> [ImportFact] {
        var imports: [ImportFact] = []
        // A byte order mark opens the first line.
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var commentDepth = 0
        while position < bytes.count {
            let lineEnd = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let startsInComment = commentDepth > 0
            commentDepth = self.commentDepth(after: bytes[position..<lineEnd], from: commentDepth)
            // A comment opened later on the line (`import Kit /* … */`) leaves the import at its start one.
            if !startsInComment, let fact = importFact(in: bytes, from: position, to: lineEnd) {
                imports.append(fact)
            }
            position = lineEnd + 1
        }
        return imports
    }

    /// How deep in block comments (`/* … */`, which nest) a line leaves the text, from `depth` before it;
    /// a `//` comment ends the line's code.
    private static func commentDepth(after line: ArraySlice<UInt8>, from depth: Int) -> Int {
        var depth = depth
        var index = line.startIndex
        while index < line.endIndex - 1 {
            let pair = (line[index], line[index + 1])
            if pair == (UInt8(ascii: "/"), UInt8(ascii: "*")) {
                depth += 1
                index += 2
            } else if depth > 0, pair == (UInt8(ascii: "*"), UInt8(ascii: "/")) {
                depth -= 1
                index += 2
            } else if depth == 0, pair == (UInt8(ascii: "/"), UInt8(ascii: "/")) {
                return depth
            } else {
                index += 1
            }
        }
        return depth
    }

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

    /// The import on the line `start..<end`, if the line is one.
    private static func importFact(in bytes: [UInt8], from start: Int, to end: Int) -> ImportFact? {
        var position = start
        var access: String?
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
                guard word() != nil else { return nil }
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
            // `import struct Kit.Receipt` names the module after its kind, and brings in that one declaration.
            var partial = false
            if kinds.contains(module) {
                skipSpaces()
                moduleStart = position
                guard let named = word() else { return nil }
                module = named
                partial = true
            }
            return ImportFact(module: module, offset: moduleStart, access: access, isPartial: partial)
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
    }
}
