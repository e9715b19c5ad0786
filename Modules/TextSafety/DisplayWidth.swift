extension Unicode.Scalar {
    /// The terminal columns the scalar takes: 2 for East Asian Wide and Fullwidth characters (CJK,
    /// Hangul, fullwidth forms, most emoji), 0 for combining marks, the zero-width joiner and other
    /// invisible format characters, 1 otherwise.
    public var displayWidth: Int {
        let category = properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark || category == .format { return 0 }
        if properties.isEmojiPresentation { return 2 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

extension String {
    /// The terminal columns the text takes (see ``Unicode/Scalar/displayWidth``); what follows a
    /// zero-width joiner joins the emoji before it (👩‍💻 is one emoji, two columns).
    public var displayWidth: Int {
        var width = 0
        var joined = false
        for scalar in unicodeScalars {
            if !joined { width += scalar.displayWidth }
            joined = scalar.value == 0x200D
        }
        return width
    }

    /// The text cut to at most `width` columns, ending in "…" when cut, never inside a character.
    public func truncated(toWidth width: Int) -> String {
        guard displayWidth > width else { return self }
        var kept = ""
        var used = 0
        for character in self {
            let columns = String(character).displayWidth
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return kept + "…"
    }

    /// The text followed by spaces up to `width` columns.
    public func padded(toWidth width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - displayWidth))
    }
}
