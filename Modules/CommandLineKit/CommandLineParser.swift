/// Turns `arguments` into an ``Invocation`` of one of `root`'s commands.
///
/// `root`'s own options are global: they may appear before or after a subcommand's name.
/// Options take their value from the next word or after `=`; `--` ends option parsing.
struct CommandLineParser {
    let root: Command

    enum Outcome: Equatable {
        case run(Invocation)
        case help(commandPath: [String])
        case version
    }

    struct Failure: Error, Equatable {
        let message: String
        let commandPath: [String]
    }

    func parse(_ arguments: [String]) throws(Failure) -> Outcome {
        var commands = [root]
        var flags: Set<String> = []
        var options: [String: String] = [:]
        var words: [String] = []
        var wantsHelp = false
        var optionsEnded = false
        var remaining = arguments[...]

        func fail(_ message: String) -> Failure {
            Failure(message: message, commandPath: commands.dropFirst().map(\.name))
        }

        while let word = remaining.popFirst() {
            if optionsEnded || !Self.looksLikeOption(word) {
                if words.isEmpty, let command = commands.last, !command.subcommands.isEmpty {
                    if let subcommand = command.subcommands.first(where: { $0.name == word }) {
                        commands.append(subcommand)
                        continue
                    }
                    if commands.count == 1, word == "help" {
                        wantsHelp = true
                        continue
                    }
                    if !command.arguments.contains(where: { $0.kind == .positional }) {
                        let suggestion = Self.suggestion(for: word, among: command.subcommands.map(\.name))
                        throw fail("Unknown command '\(word)'.\(suggestion)")
                    }
                }
                words.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "-h" || word == "--help" {
                wantsHelp = true
                continue
            }
            if word == "--version", commands.count == 1 {
                return .version
            }
            let (name, inlineValue) = Self.split(word)
            let known = commands.last!.arguments + (commands.count > 1 ? root.arguments : [])
            guard let argument = known.first(where: { $0.name == name && $0.kind != .positional }) else {
                let names = known.filter { $0.kind != .positional }.map { "--\($0.name)" } + ["--help"]
                throw fail("Unknown option '\(word.split(separator: "=").first ?? "")'.\(Self.suggestion(for: "--\(name)", among: names))")
            }
            switch argument.kind {
            case .flag:
                guard inlineValue == nil else { throw fail("The flag '--\(name)' does not take a value.") }
                flags.insert(name)
            case .option:
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw fail("Missing value for '\(argument.synopsis)'.")
                }
                guard options[name] == nil else { throw fail("The option '--\(name)' was given more than once.") }
                options[name] = value
            case .positional:
                preconditionFailure("positional arguments are filtered out above")
            }
        }

        let path = commands.dropFirst().map(\.name)
        if wantsHelp {
            if commands.count == 1, !words.isEmpty {
                return .help(commandPath: try Self.commandPath(named: words, under: root))
            }
            return .help(commandPath: path)
        }

        let command = commands.last!
        var positionals: [String: String] = [:]
        let declared = command.arguments.filter { $0.kind == .positional }
        for (index, word) in words.enumerated() {
            guard index < declared.count else { throw fail("Unexpected argument '\(word)'.") }
            positionals[declared[index].name] = word
        }
        for argument in command.arguments + root.arguments where argument.isRequired {
            if options[argument.name] == nil, positionals[argument.name] == nil {
                throw fail("Missing expected argument '\(argument.synopsis)'.")
            }
        }
        return .run(Invocation(commandPath: path, flags: flags, options: options, positionals: positionals))
    }

    private static func commandPath(named words: [String], under root: Command) throws(Failure) -> [String] {
        var command = root
        var path: [String] = []
        for word in words {
            guard let next = command.subcommands.first(where: { $0.name == word }) else {
                let suggestion = suggestion(for: word, among: command.subcommands.map(\.name))
                throw Failure(message: "Unknown command '\(word)'.\(suggestion)", commandPath: path)
            }
            path.append(word)
            command = next
        }
        return path
    }

    private static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        return Double(word) == nil && !(word.dropFirst().first?.isNumber ?? false)
    }

    private static func split(_ word: String) -> (name: String, value: String?) {
        let body = word.drop(while: { $0 == "-" })
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }

    /// " Did you mean 'x'?" for the closest candidate within two edits or starting with `word`, else "".
    static func suggestion(for word: String, among candidates: [String]) -> String {
        let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= 2 || $0.0.hasPrefix(word) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return "" }
        return " Did you mean '\(best.0)'?"
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs), b = Array(rhs)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
