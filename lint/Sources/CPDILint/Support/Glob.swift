/// A shell-style pattern: `*` matches within a folder name, `**` across folders, `?` one character.
/// A pattern also matches everything under a folder it matches.
///
/// Matching runs the pattern as a set of states over the path's characters, so it takes time
/// proportional to the pattern's length times the path's, whatever the pattern (a regular expression
/// with many `**` backtracks exponentially on a deep path).
struct Glob: Sendable {
    private enum Token: Sendable, Equatable {
        case character(Unicode.Scalar)
        /// `?`: one character other than `/`.
        case one
        /// `*`: any run of characters without `/`.
        case withinFolder
        /// `**`: any run of characters.
        case acrossFolders
        /// The `/` after `**`, which may be absent (`**/A` matches `A`).
        case optionalSlash
    }

    private let tokens: [Token]

    init(_ pattern: String) {
        var scalars = Array(Paths.display(pattern).unicodeScalars)
        if scalars.last == "/" { scalars.removeLast() }
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "*", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 1
                // `**` repeated, or `**/**/`, matches what one `**` does.
                if tokens.last != .acrossFolders && !(tokens.last == .optionalSlash && tokens.dropLast().last == .acrossFolders) {
                    tokens.append(.acrossFolders)
                    if index + 1 < scalars.count, scalars[index + 1] == "/" { index += 1; tokens.append(.optionalSlash) }
                } else if index + 1 < scalars.count, scalars[index + 1] == "/" {
                    index += 1
                }
            } else if scalar == "*" {
                tokens.append(.withinFolder)
            } else if scalar == "?" {
                tokens.append(.one)
            } else {
                tokens.append(.character(scalar))
            }
            index += 1
        }
        self.tokens = tokens
    }

    /// Whether the pattern matches `path` or a folder that holds it.
    func matches(_ path: String) -> Bool {
        let characters = Array(path.unicodeScalars)
        var states = [Bool](repeating: false, count: tokens.count + 1)
        var next = states
        states[0] = true
        closeOver(&states)
        for position in 0...characters.count {
            // The whole pattern matched what comes before a `/` or the end.
            if states[tokens.count], position == characters.count || characters[position] == "/" { return true }
            guard position < characters.count else { break }
            let character = characters[position]
            var any = false
            for state in tokens.indices where states[state] {
                switch tokens[state] {
                case .character(let expected): if character == expected { next[state + 1] = true; any = true }
                case .one: if character != "/" { next[state + 1] = true; any = true }
                case .withinFolder: if character != "/" { next[state] = true; any = true }
                case .acrossFolders: next[state] = true; any = true
                case .optionalSlash: if character == "/" { next[state + 1] = true; any = true }
                }
            }
            guard any else { return false }
            closeOver(&next)
            swap(&states, &next)
            for state in next.indices { next[state] = false }
        }
        return false
    }

    /// Adds to `states` every state reachable without reading a character: past a `*`, a `**` or an
    /// optional `/`. Such moves only go forward, so one pass in order reaches them all.
    private func closeOver(_ states: inout [Bool]) {
        for state in tokens.indices where states[state] {
            switch tokens[state] {
            case .withinFolder, .acrossFolders, .optionalSlash: states[state + 1] = true
            case .character, .one: break
            }
        }
    }
}
