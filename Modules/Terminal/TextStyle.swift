/// An emphasis or color that a terminal can show.
public enum TextStyle: Sendable, CaseIterable {
    /// Bold text.
    case bold
    /// Faint text.
    case dim
    /// Red text.
    case red
    /// Green text.
    case green
    /// Yellow text.
    case yellow
    /// Blue text.
    case blue
    /// Cyan text.
    case cyan

    var escapeCode: String {
        switch self {
        case .bold: "\u{1B}[1m"
        case .dim: "\u{1B}[2m"
        case .red: "\u{1B}[31m"
        case .green: "\u{1B}[32m"
        case .yellow: "\u{1B}[33m"
        case .blue: "\u{1B}[34m"
        case .cyan: "\u{1B}[36m"
        }
    }

    static let resetCode = "\u{1B}[0m"
}
