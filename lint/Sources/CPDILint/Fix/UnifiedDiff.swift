/// A unified diff of two texts, as `diff -u` prints it, with three lines of context.
enum UnifiedDiff {
    static func diff(path: String, _ before: String, _ after: String) -> String {
        let old = lines(before), new = lines(after)
        // Longest common subsequence of lines; files are small enough for the quadratic table.
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        enum Line { case same(String), removed(String), added(String) }
        var script: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                script.append(.same(old[i])); i += 1; j += 1
            } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
                script.append(.removed(old[i])); i += 1
            } else {
                script.append(.added(new[j])); j += 1
            }
        }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < script.count {
            guard case .same = script[index] else {
                // A hunk: this change, and every change within six lines of it, with context.
                let start = max(0, index - 3)
                var end = index
                var lastChange = index
                while end < script.count, end - lastChange <= 6 {
                    if case .same = script[end] {} else { lastChange = end }
                    end += 1
                }
                end = min(script.count, lastChange + 4)
                let (oldStart, newStart) = positions(script, before: start)
                let oldCount = script[start..<end].filter { if case .added = $0 { false } else { true } }.count
                let newCount = script[start..<end].filter { if case .removed = $0 { false } else { true } }.count
                output += "@@ -\(oldStart + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(newStart + (newCount == 0 ? 0 : 1)),\(newCount) @@\n"
                for line in script[start..<end] {
                    switch line {
                    case .same(let text): output += " \(text)\n"
                    case .removed(let text): output += "-\(text)\n"
                    case .added(let text): output += "+\(text)\n"
                    }
                }
                index = end
                continue
            }
            index += 1
        }
        return output

        func positions(_ script: [Line], before end: Int) -> (Int, Int) {
            var old = 0, new = 0
            for line in script[..<end] {
                switch line {
                case .same: old += 1; new += 1
                case .removed: old += 1
                case .added: new += 1
                }
            }
            return (old, new)
        }
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
