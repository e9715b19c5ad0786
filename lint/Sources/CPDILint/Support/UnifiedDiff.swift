/// A unified diff of two texts, as `diff -u` prints it, with three lines of context.
///
/// Linear in space and near-linear in time for the small changes `--fix` makes: the common prefix
/// and suffix are set aside first, and Myers' algorithm runs on what is left, keeping only the
/// `O(D²)` frontier it needs for `D` changed lines. Past `maximumEdits` changes it stops looking
/// for the shortest script and reports the rest as replaced, which is still a correct diff.
enum UnifiedDiff {
    enum Line: Equatable {
        case same(Substring), removed(Substring), added(Substring)

        var countsOld: Bool { if case .added = self { false } else { true } }
        var countsNew: Bool { if case .removed = self { false } else { true } }
    }

    static let maximumEdits = 2_000

    static func diff(path: String, _ before: String, _ after: String) -> String {
        let script = self.script(lines(before), lines(after))
        var output = "--- a/\(Paths.shown(path))\n+++ b/\(Paths.shown(path))\n"
        var index = 0
        var oldLine = 0, newLine = 0 // Lines of each side before `index`.
        while index < script.count {
            guard case .same = script[index] else {
                // A hunk: this change, and every change within six lines of it, with context.
                let start = max(0, index - 3)
                for line in script[start..<index] where line.countsOld { oldLine -= 1; newLine -= 1 }
                var end = index
                var lastChange = index
                while end < script.count, end - lastChange <= 6 {
                    if case .same = script[end] {} else { lastChange = end }
                    end += 1
                }
                end = min(script.count, lastChange + 4)
                let oldCount = script[start..<end].filter(\.countsOld).count
                let newCount = script[start..<end].filter(\.countsNew).count
                output += "@@ -\(oldLine + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(newLine + (newCount == 0 ? 0 : 1)),\(newCount) @@\n"
                for line in script[start..<end] {
                    switch line {
                    case .same(let text): output += " " + shown(text)
                    case .removed(let text): output += "-" + shown(text)
                    case .added(let text): output += "+" + shown(text)
                    }
                }
                oldLine += oldCount
                newLine += newCount
                index = end
                continue
            }
            oldLine += 1
            newLine += 1
            index += 1
        }
        return output
    }

    /// The edit script from `old` to `new`: a shortest one when it has at most `maximumEdits` changes.
    static func script(_ old: [Substring], _ new: [Substring]) -> [Line] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let a = old[prefix..<(old.count - suffix)], b = new[prefix..<(new.count - suffix)]
        var script = old[..<prefix].map(Line.same)
        script += middle(Array(a), Array(b))
        script += old[(old.count - suffix)...].map(Line.same)
        return script
    }

    /// Myers' greedy algorithm with a saved frontier per step, then a walk back through them.
    private static func middle(_ a: [Substring], _ b: [Substring]) -> [Line] {
        let n = a.count, m = b.count
        if n == 0 || m == 0 { return a.map(Line.removed) + b.map(Line.added) }
        let limit = min(n + m, maximumEdits)
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        let offset = limit + 1
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])) ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n, y >= m { found = true; break search }
            }
        }
        guard found else { return a.map(Line.removed) + b.map(Line.added) }
        // Walk back: `trace[d]` holds the frontier before step `d`, for diagonals -d-1…d+1.
        var lines: [Line] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let k = x - y
            let before = trace[d]
            func at(_ diagonal: Int) -> Int { before[diagonal + d + 1] }
            let down = k == -d || (k != d && at(k - 1) < at(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY, x > 0, y > 0, a[x - 1] == b[y - 1] {
                lines.append(.same(a[x - 1]))
                x -= 1; y -= 1
            }
            if d > 0 {
                if down { lines.append(.added(b[y - 1])); y -= 1 } else { lines.append(.removed(a[x - 1])); x -= 1 }
            }
        }
        while x > 0, y > 0 { lines.append(.same(a[x - 1])); x -= 1; y -= 1 }
        return lines.reversed()
    }

    /// The lines of `text`, each with its line break (LF, CRLF or CR), as the compiler counts them;
    /// the last without one when the text does not end in one.
    private static func lines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index].isNewline {
            let next = text.index(after: index)
            lines.append(text[start..<next])
            start = next
        }
        if start < text.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// A line as a patch holds it: its text safe for a terminal (tabs kept), then its line break: CRLF
    /// as it is, so the patch applies to the file; a lone CR as LF, so the terminal does not write the
    /// next line over it; none as "\ No newline at end of file".
    private static func shown(_ line: Substring) -> String {
        let text = line.last?.isNewline == true ? line.dropLast() : line
        let lineBreak = line.last == "\r\n" ? "\r\n" : "\n"
        let end = line.last?.isNewline == true ? lineBreak : "\n\\ No newline at end of file\n"
        return Paths.shown(String(text), keeping: [0x09]) + end
    }
}
