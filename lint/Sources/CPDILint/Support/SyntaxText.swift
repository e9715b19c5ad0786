import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text without its leading and trailing trivia, as `trimmedDescription` gives it, but
    /// cut from `description` instead of building a trimmed copy of the tree, which is costly on the
    /// properties of every type in a large repository.
    var textWithoutTrivia: String {
        let text = description.utf8
        let start = text.index(text.startIndex, offsetBy: leadingTriviaLength.utf8Length)
        let end = text.index(text.endIndex, offsetBy: -trailingTriviaLength.utf8Length)
        // By bytes: a file that is not valid UTF-8 can put a boundary inside a replaced character.
        return start < end ? String(decoding: text[start..<end], as: UTF8.self) : ""
    }
}

extension TokenSyntax {
    /// The token's text without the backticks that escape an identifier: a label written `` `in` `` in a
    /// declaration and `in` at a call is one label.
    var unescapedText: String {
        let text = self.text
        return text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }
}
