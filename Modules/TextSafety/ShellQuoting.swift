extension String {
    /// The text as a POSIX shell reads it back as one word: unchanged when it holds only letters,
    /// digits and `@%+=:,./_-`, else in single quotes, each `'` written `'\''`. For commands a message
    /// suggests, so that they run as printed.
    public var shellQuoted: String {
        let plain = !isEmpty && unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "@%+=:,./_-".unicodeScalars.contains(scalar)
        }
        return plain ? self : "'" + split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The text cut to at most `limit` characters, ending in "…" when cut: for echoing in a message a
    /// value someone typed, which can be any length.
    public func shortened(to limit: Int = 80) -> String {
        count <= limit ? self : String(prefix(limit - 1)) + "…"
    }
}
