import TextSafety

extension String {
    /// Text from the database, a file or a person, ready to print inside a line: every control
    /// character, line feeds and tabs too, and every bidirectional control written as an escape
    /// (`\n`, `\u{1B}`), so a stored name can neither break the layout nor drive the terminal, and
    /// text an earlier version stored is shown, never hidden. `--json` output takes text as it is.
    public var shownInline: String {
        escapingUnsafeCharacters()
    }

    /// The text with every control character (C0 but line feed and tab, DEL, C1) and bidirectional
    /// control written visibly (`\u{1B}`, `\r`), so text from files, the database or the command line
    /// cannot drive the terminal. With `keepingStyles`, the color and emphasis codes of ``TextStyle``
    /// (`ESC [ digits m`) pass.
    public func escapingControlCharacters(keepingStyles: Bool = false) -> String {
        guard keepingStyles else { return escapingUnsafeCharacters(keepingLayout: true) }
        let scalars = Array(unicodeScalars)
        guard scalars.contains(where: \.isEscapedControl) else { return self }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = Self.endOfStyleCode(in: scalars, from: index) {
                result.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if scalar.isEscapedControl {
                result.append(contentsOf: scalar.escaped.unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// The index of the `m` that ends a style code starting at `start`, if one does.
    private static func endOfStyleCode(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        guard index < scalars.count, scalars[index] == "[" else { return nil }
        index += 1
        while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == ";" {
            index += 1
        }
        return index < scalars.count && scalars[index] == "m" ? index : nil
    }
}

extension Unicode.Scalar {
    /// Whether the scalar must not reach a terminal raw (line feed and tab lay the output out).
    var isEscapedControl: Bool {
        isUnsafeInText && self != "\n" && self != "\t"
    }
}
