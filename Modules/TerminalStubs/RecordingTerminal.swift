import Terminal

/// A terminal that replays scripted input and keeps everything written to it.
public final class RecordingTerminal: Terminal {
    /// Everything written to standard output so far.
    public private(set) var output = ""
    /// Everything written to standard error so far.
    public private(set) var errorOutput = ""
    /// Lines still to be read, first to last.
    public var input: [String]
    /// Whether input counts as typed by a person.
    public var isInteractive: Bool
    /// Whether styles are applied.
    public var usesColor: Bool
    /// The width output should fit in.
    public var width: Int
    /// The lines that fit on one screen.
    public var height: Int

    /// Replays `input`, one line per read.
    public init(input: [String] = [], isInteractive: Bool = false, usesColor: Bool = false, width: Int = 80, height: Int = 24) {
        self.input = input
        self.isInteractive = isInteractive
        self.usesColor = usesColor
        self.width = width
        self.height = height
    }

    /// Appends to `output`.
    public func write(_ text: String) {
        output += text
    }

    /// Appends to `errorOutput`.
    public func writeError(_ text: String) {
        errorOutput += text
    }

    /// The next scripted line, or `nil` when the script is done.
    public func readLine() -> String? {
        input.isEmpty ? nil : input.removeFirst()
    }

    /// Shows the prompt and returns the next scripted line.
    public func readSecret(prompt: String) -> String? {
        writeError(prompt)
        return readLine()
    }
}
