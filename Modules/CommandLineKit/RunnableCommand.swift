/// A command and the code that runs it, declared together: its name, help and arguments are what
/// `help` shows and the parser accepts, and its handler is what runs when it is typed.
///
/// `Runner` is what runs it: a feature, or a scope of the app. A scope takes in a feature's commands
/// with ``scoped(_:)``, saying how it makes the feature; the router, the help and the parser are then
/// built from one list, so no command's name is written twice.
public struct RunnableCommand<Runner> {
    /// The command's name, help, arguments and subcommands.
    public let command: Command
    /// Runs an invocation of this command, or of one of its subcommands, whose name is at `depth`
    /// in the invocation's command path.
    let route: (Runner, Invocation, Int) throws -> Void

    init(command: Command, route: @escaping (Runner, Invocation, Int) throws -> Void) {
        self.command = command
        self.route = route
    }

    /// Declares a command, its subcommands and what it does when it is typed without one of them.
    public init(
        _ name: String,
        abstract: String,
        discussion: String? = nil,
        arguments: [Argument] = [],
        subcommands: [RunnableCommand<Runner>] = [],
        run: @escaping (Runner, Invocation) throws -> Void
    ) {
        command = Command(name, abstract: abstract, discussion: discussion, arguments: arguments, subcommands: subcommands.map(\.command))
        route = { runner, invocation, depth in
            if invocation.commandPath.count > depth + 1 {
                try subcommands.run(invocation, with: runner, depth: depth + 1)
            } else {
                try run(runner, invocation)
            }
        }
    }

    /// The same command, with its subcommands, run by an `Outer` that makes this command's runner:
    /// how a scope takes in the commands of a feature it creates.
    public func scoped<Outer>(_ make: @escaping (Outer, Invocation) throws -> Runner) -> RunnableCommand<Outer> {
        RunnableCommand<Outer>(command: command) { outer, invocation, depth in
            try route(try make(outer, invocation), invocation, depth)
        }
    }

    /// The same command, with its subcommands, run as a whole by `handler`: for a scope that decides
    /// at run time which runner runs it.
    public func handled<Outer>(by handler: @escaping (Outer, Invocation) throws -> Void) -> RunnableCommand<Outer> {
        RunnableCommand<Outer>(command: command) { outer, invocation, _ in try handler(outer, invocation) }
    }
}

extension Array {
    /// Runs `invocation` with `runner`, by whichever of these commands it names.
    public func run<Runner>(_ invocation: Invocation, with runner: Runner) throws where Element == RunnableCommand<Runner> {
        try run(invocation, with: runner, depth: 0)
    }

    func run<Runner>(_ invocation: Invocation, with runner: Runner, depth: Int) throws where Element == RunnableCommand<Runner> {
        guard depth < invocation.commandPath.count,
              let command = first(where: { $0.command.name == invocation.commandPath[depth] })
        else {
            throw UsageError("There is no command '\(invocation.commandPath.joined(separator: " "))' here.")
        }
        try command.route(runner, invocation, depth)
    }
}
