import TextSafety

/// Writes help and usage text in the layout of swift-argument-parser.
struct HelpFormatter {
    let root: Command

    func command(at path: [String]) -> Command {
        path.reduce(root) { command, name in
            command.subcommands.first { $0.name == name } ?? command
        }
    }

    func usage(for path: [String]) -> String {
        let command = command(at: path)
        var parts = [([root.name] + path).joined(separator: " ")]
        if path.isEmpty {
            parts += root.arguments.map(bracketed)
        } else {
            parts += command.arguments.filter { $0.kind != .positional }.map(bracketed)
            parts += command.arguments.filter { $0.kind == .positional }.map(bracketed)
        }
        if !command.subcommands.isEmpty {
            parts.append(path.isEmpty ? "<command>" : "[<subcommand>]")
        }
        return parts.joined(separator: " ")
    }

    func help(for path: [String]) -> String {
        let command = command(at: path)
        var sections = ["OVERVIEW: \(command.abstract)"]
        if let discussion = command.discussion {
            sections.append(discussion)
        }
        sections.append("USAGE: \(usage(for: path))")

        let positionals = command.arguments.filter { $0.kind == .positional }
        if !positionals.isEmpty {
            sections.append(table("ARGUMENTS:", positionals.map { ($0.synopsis, $0.help) }))
        }
        var options = command.arguments.filter { $0.kind != .positional }.map { ($0.synopsis, $0.help) }
        if path.isEmpty {
            options.append(("--version", "Show the version."))
        }
        options.append(("-h, --help", "Show help information."))
        sections.append(table("OPTIONS:", options))
        if !path.isEmpty, !root.arguments.isEmpty {
            sections.append(table("GLOBAL OPTIONS:", root.arguments.map { ($0.synopsis, $0.help) }))
        }
        if !command.subcommands.isEmpty {
            let title = path.isEmpty ? "COMMANDS:" : "SUBCOMMANDS:"
            sections.append(table(title, command.subcommands.map { ($0.name, $0.abstract) }))
            let name = ([root.name] + path).joined(separator: " ")
            sections.append("  See '\(name) <\(path.isEmpty ? "command" : "subcommand")> --help' for detailed help.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    func usageError(_ message: String, at path: [String]) -> String {
        let name = ([root.name] + path).joined(separator: " ")
        return """
            Error: \(message)
            Usage: \(usage(for: path))
              See '\(name) --help' for more information.

            """
    }

    private func bracketed(_ argument: Argument) -> String {
        argument.isRequired ? argument.synopsis : "[\(argument.synopsis)]"
    }

    private func table(_ title: String, _ rows: [(String, String)]) -> String {
        let width = min(max(rows.map(\.0.displayWidth).max() ?? 0, 12), 24) + 2
        let lines = rows.map { left, right in
            let padded = left.displayWidth < width
                ? left + String(repeating: " ", count: width - left.displayWidth)
                : left + "\n  " + String(repeating: " ", count: width)
            return "  " + padded + right
        }
        return ([title] + lines).joined(separator: "\n")
    }
}
