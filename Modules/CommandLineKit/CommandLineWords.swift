/// Splits a typed line into words as a POSIX shell would for simple input: spaces separate words,
/// single and double quotes group them, and a backslash escapes the next character.
public enum CommandLineWords {
    /// The words of `line`; throws a ``UsageError`` for an unclosed quote.
    public static func split(_ line: String) throws(UsageError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil else { throw UsageError("A quote is never closed.", showsUsage: false) }
        if inWord || escaped { words.append(word) }
        return words
    }
}
