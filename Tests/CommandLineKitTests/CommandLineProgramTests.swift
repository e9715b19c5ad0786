import Testing
@testable import CommandLineKit

@Suite struct CommandLineProgramTests {
    let program = CommandLineProgram(
        root: Command(
            "shop",
            abstract: "A test program.",
            arguments: [.option("data-dir", value: "path", help: "Where data lives.")],
            subcommands: [
                Command("signup", abstract: "Sign up.", arguments: [
                    .option("email", value: "email", help: "Email.", required: true),
                    .flag("json", help: "JSON."),
                ]),
                Command("rate", abstract: "Rate.", arguments: [
                    .positional("shop", help: "Shop."),
                    .positional("stars", help: "Stars."),
                    .option("note", value: "text", help: "Note."),
                ]),
                Command("profile", abstract: "Profile.", subcommands: [
                    Command("set-location", abstract: "Set.", arguments: [.positional("location", help: "LAT,LON.")]),
                ]),
            ]
        ),
        version: "shop 1.0"
    )

    func invocation(_ arguments: String...) throws -> Invocation {
        guard case .run(let invocation) = program.parse(arguments) else {
            Issue.record("expected \(arguments) to parse")
            throw CancellationError()
        }
        return invocation
    }

    func failure(_ arguments: String...) -> String {
        guard case .exit(.usage, "", let message) = program.parse(arguments) else {
            Issue.record("expected \(arguments) to be a usage error")
            return ""
        }
        return message
    }

    @Test func readsOptionsFlagsAndPositionals() throws {
        let signup = try invocation("signup", "--email", "a@b.co", "--json")
        #expect(signup.commandPath == ["signup"])
        #expect(signup.value("email") == "a@b.co")
        #expect(signup.flag("json"))

        let rate = try invocation("rate", "12", "5", "--note=Great crema, nice staff")
        #expect(rate.value("shop") == "12")
        #expect(rate.value("stars") == "5")
        #expect(rate.value("note") == "Great crema, nice staff")
    }

    @Test func acceptsGlobalOptionsBeforeOrAfterTheCommand() throws {
        #expect(try invocation("--data-dir", "/tmp/a", "signup", "--email", "a@b.co").value("data-dir") == "/tmp/a")
        #expect(try invocation("signup", "--email", "a@b.co", "--data-dir", "/tmp/b").value("data-dir") == "/tmp/b")
    }

    @Test func takesNegativeNumbersAsValuesAndPositionals() throws {
        #expect(try invocation("profile", "set-location", "-33.86,151.21").value("location") == "-33.86,151.21")
        #expect(try invocation("rate", "--note", "-1", "3", "4").value("note") == "-1")
    }

    @Test func descendsIntoSubcommands() throws {
        #expect(try invocation("profile").commandPath == ["profile"])
        #expect(try invocation("profile", "set-location", "1,2").commandPath == ["profile", "set-location"])
    }

    @Test func treatsEverythingAfterDoubleDashAsPositional() throws {
        #expect(try invocation("rate", "--", "--odd-name", "4").value("shop") == "--odd-name")
    }

    @Test func suggestsTheClosestCommandAndOption() {
        #expect(failure("sigup").hasPrefix("Error: Unknown command 'sigup'. Did you mean 'signup'?\n"))
        #expect(failure("signup", "--emial", "x").hasPrefix("Error: Unknown option '--emial'. Did you mean '--email'?\n"))
        #expect(failure("zzzzzz").hasPrefix("Error: Unknown command 'zzzzzz'.\n"))
    }

    @Test func reportsMissingExtraAndRepeatedArguments() {
        let missing = failure("signup")
        #expect(missing == """
            Error: Missing expected argument '--email <email>'.
            Usage: shop signup --email <email> [--json]
              See 'shop signup --help' for more information.

            """)
        #expect(failure("rate", "1", "2", "3").hasPrefix("Error: Unexpected argument '3'."))
        #expect(failure("signup", "--email", "a", "--email", "b").hasPrefix("Error: The option '--email' was given more than once."))
        #expect(failure("signup", "--email").hasPrefix("Error: Missing value for '--email <email>'."))
        #expect(failure("signup", "--email", "a", "--json=yes").hasPrefix("Error: The flag '--json' does not take a value."))
    }

    @Test func printsHelpForTheRequestedCommand() {
        guard case .exit(.success, let help, "") = program.parse(["signup", "--help"]) else {
            Issue.record("expected help")
            return
        }
        #expect(help.contains("OVERVIEW: Sign up."))
        #expect(help.contains("USAGE: shop signup --email <email> [--json]"))
        #expect(help.contains("GLOBAL OPTIONS:\n  --data-dir <path>"))
        #expect(program.parse(["help", "signup"]) == program.parse(["signup", "-h"]))
        #expect(program.parse(["help", "profile", "set-location"]) == program.parse(["profile", "set-location", "--help"]))
    }

    @Test func listsCommandsInTheRootHelp() {
        let help = program.help()
        #expect(help.contains("USAGE: shop [--data-dir <path>] <command>"))
        #expect(help.contains("COMMANDS:\n  signup        Sign up.\n  rate          Rate.\n  profile       Profile."))
    }

    @Test func printsTheVersion() {
        #expect(program.parse(["--version"]) == .exit(.success, output: "shop 1.0\n", errorOutput: ""))
    }

    @Test func convertsValuesAndExplainsRejectedOnes() throws {
        let rate = try invocation("rate", "7", "five")
        #expect(try rate.value("shop", expected: "an id") { Int($0) } == 7)
        #expect(throws: UsageError("The value 'five' is invalid for '<stars>': expected a whole number from 1 to 5.")) {
            try rate.value("stars", expected: "a whole number from 1 to 5") { Int($0) }
        }
        #expect(try rate.value("note", expected: "text") { $0 } == nil)
    }

    @Test func mapsErrorsToExitStatuses() {
        let usage = program.report(UsageError("Bad stars."), runningCommandAt: ["rate"])
        #expect(usage.status == .usage)
        #expect(usage.errorOutput.hasPrefix("Error: Bad stars.\nUsage: shop rate"))
        #expect(program.report(CommandFailure("No such shop."), runningCommandAt: ["rate"]) == (.failure, "Error: No such shop.\n"))
    }

    @Test func measuresEditDistance() {
        #expect(CommandLineParser.editDistance("signin", "signup") == 2)
        #expect(CommandLineParser.editDistance("", "abc") == 3)
        #expect(CommandLineParser.editDistance("whoami", "whoami") == 0)
    }
}
