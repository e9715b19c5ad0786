import CommandLineKit
import Testing

/// A command's name, help and handler are declared once; scopes take in their features' commands.
@Suite struct RunnableCommandTests {
    /// What runs the commands: records what ran, and with which value.
    final class Journal {
        let owner: String
        var entries: [String] = []

        init(owner: String) {
            self.owner = owner
        }
    }

    /// A feature's commands: `add NAME` and `list`, with a subcommand `list mine`.
    static var commands: [RunnableCommand<Journal>] {
        [
            RunnableCommand("add", abstract: "Add.", arguments: [.positional("name", help: "Name.")]) { journal, invocation in
                journal.entries.append("\(journal.owner) add \(invocation.value("name") ?? "")")
            },
            RunnableCommand(
                "list",
                abstract: "List.",
                subcommands: [RunnableCommand("mine", abstract: "Mine.") { journal, _ in journal.entries.append("\(journal.owner) list mine") }]
            ) { journal, _ in
                journal.entries.append("\(journal.owner) list")
            },
        ]
    }

    func parse(_ commands: [Command], _ arguments: [String]) throws -> Invocation {
        guard case .run(let invocation) = CommandLineProgram(root: Command("dev", abstract: "", subcommands: commands), version: "").parse(arguments) else {
            throw UsageError("\(arguments) did not parse")
        }
        return invocation
    }

    @Test func runsTheHandlerDeclaredWithTheCommandItsNameSelects() throws {
        let journal = Journal(owner: "ada")
        for arguments in [["add", "tea"], ["list"], ["list", "mine"]] {
            try Self.commands.run(try parse(Self.commands.map(\.command), arguments), with: journal)
        }
        #expect(journal.entries == ["ada add tea", "ada list", "ada list mine"])
        #expect(Self.commands.map(\.command.name) == ["add", "list"])
        #expect(Self.commands[1].command.subcommands.map(\.name) == ["mine"], "help and the parser see the subcommands")
    }

    @Test func aScopeMakesTheRunnerOfEachCommandItTakesIn() throws {
        // The scope is a list of owners; each command runs with a journal the scope makes for it.
        let made = Journal(owner: "grace")
        let scoped = Self.commands.map { $0.scoped { (owners: [String], _) in
            #expect(owners == ["grace"])
            return made
        } }
        try scoped.run(try parse(scoped.map(\.command), ["list", "mine"]), with: ["grace"])
        try scoped.run(try parse(scoped.map(\.command), ["add", "x"]), with: ["grace"])
        #expect(made.entries == ["grace list mine", "grace add x"])
        #expect(scoped.map(\.command.name) == Self.commands.map(\.command.name))
    }

    @Test func aCommandHandledAsAWholeGetsItsSubcommandsToo() throws {
        var handled: [[String]] = []
        let whole = Self.commands.map { command in command.handled { (_: Int, invocation: Invocation) in handled.append(invocation.commandPath) } }
        try whole.run(try parse(whole.map(\.command), ["list", "mine"]), with: 0)
        try whole.run(try parse(whole.map(\.command), ["add", "y"]), with: 0)
        #expect(handled == [["list", "mine"], ["add"]])
    }

    @Test func refusesACommandNoneOfThemDeclares() {
        let journal = Journal(owner: "ada")
        #expect(throws: UsageError("There is no command 'remove' here.")) {
            try Self.commands.run(Invocation(commandPath: ["remove"]), with: journal)
        }
        #expect(throws: UsageError.self) { try Self.commands.run(Invocation(commandPath: []), with: journal) }
        #expect(journal.entries.isEmpty)
    }

    @Test func spellsALineFromTheDeclarationsThatTheParserReadsBack() throws {
        let commands = [
            Command("note", abstract: "Note.", arguments: [
                .option("title", value: "title", help: "Title."),
                .option("tag", value: "tag", help: "Tag."),
                .flag("pin", help: "Pin."),
                .positional("text", help: "Text."),
            ]),
        ]
        let line = commands.line("note", options: ["title": "-dash", "tag": nil], flags: ["pin"], operands: ["--not-a-flag"])
        #expect(line == ["note", "--title", "-dash", "--pin", "--", "--not-a-flag"])
        let invocation = try parse(commands, line)
        #expect(invocation.value("title") == "-dash")
        #expect(invocation.value("tag") == nil)
        #expect(invocation.flag("pin"))
        #expect(invocation.value("text") == "--not-a-flag")
    }
}
