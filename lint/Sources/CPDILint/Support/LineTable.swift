/// Maps UTF-8 offsets to 1-based lines and columns. A line ends as the compiler ends one: at LF,
/// at CR, or at CRLF (one break).
struct LineTable: Sendable {
    /// Where each line starts.
    let lineStarts: [Int]

    /// The table whose lines start at `lineStarts` (as ``FactsCache`` stored it).
    init(lineStarts: [Int]) {
        self.lineStarts = lineStarts.isEmpty ? [0] : lineStarts
    }

    init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n")) {
                starts.append(offset + 1)
            }
        }
        lineStarts = starts
    }

    /// The line and column of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The 1-based line of `offset`.
    func line(of offset: Int) -> Int {
        location(of: offset).line
    }

    /// The bytes of 1-based `line` in `bytes` (the text this table was made from), without its break.
    func range(ofLine line: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }
}
