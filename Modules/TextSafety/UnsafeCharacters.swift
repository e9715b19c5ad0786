extension Unicode.Scalar {
    /// Whether the scalar may not come in from a user or a file, nor reach a terminal raw: a control
    /// character (C0, DEL, C1), a line or paragraph separator (U+2028, U+2029), which breaks a line
    /// like a line feed, a bidirectional control, which reorders the text around it, or another
    /// invisible format character (Unicode's category Cf: U+200B, U+2060–U+2064, U+FEFF, the soft
    /// hyphen, tag characters), with which two names that differ read the same. The zero-width joiner
    /// (U+200D), which joins emoji such as 👩‍💻, is kept.
    public var isUnsafeInText: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || isBidirectionalControl || isInvisibleFormat
    }

    /// Whether the scalar is an invisible format character (category Cf) other than the zero-width joiner.
    public var isInvisibleFormat: Bool {
        properties.generalCategory == .format && value != 0x200D
    }

    /// Whether the scalar is a bidirectional embedding, override or isolate (U+202A–U+202E,
    /// U+2066–U+2069) or an invisible direction mark (U+200E, U+200F, U+061C).
    public var isBidirectionalControl: Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
    }

    /// The scalar as an escape a person can read: `\n`, `\r` and `\t` by name, others as `\u{1B}`.
    public var escaped: String {
        switch self {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{\(String(value, radix: 16, uppercase: true))}"
        }
    }

    /// The scalar's code point as Unicode writes it: `U+001B`.
    public var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

extension String {
    /// The first scalar the text may not hold, described for an error message ("the control character
    /// U+001B", "the bidirectional control U+202E"), or `nil` when there is none.
    public var firstUnsafeCharacter: String? {
        guard let scalar = unicodeScalars.first(where: \.isUnsafeInText) else { return nil }
        let kind = scalar.isBidirectionalControl ? "the bidirectional control " : scalar.isInvisibleFormat ? "the invisible format character " : "the control character "
        return kind + scalar.codePoint
    }

    /// The text with every unsafe scalar written visibly, so that text stored by an earlier version or
    /// read from a file can be shown without driving the terminal: `\n`, `\r` and `\t` by name, others
    /// as `\u{1B}`. With `keepingLayout`, line feeds and tabs pass raw.
    public func escapingUnsafeCharacters(keepingLayout: Bool = false) -> String {
        func escaped(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isUnsafeInText && !(keepingLayout && (scalar == "\n" || scalar == "\t"))
        }
        guard unicodeScalars.contains(where: escaped) else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if escaped(scalar) {
                result.append(contentsOf: scalar.escaped.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
