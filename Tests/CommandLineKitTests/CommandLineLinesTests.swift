import CommandLineKit
import Testing

@Suite struct CommandLineLinesTests {
    let program = CommandLineProgram(
        root: Command("dev", abstract: "A dev app.", subcommands: [
            Command("add", abstract: "Add.", arguments: [.positional("name", help: "Name.")]),
        ]),
        version: "dev"
    )

    @Test func splitsWordsLikeAShell() throws {
        #expect(try CommandLineWords.split(#"rate "Comet Coffee" 5 --note "It's fine" 'a "b"'"#) == ["rate", "Comet Coffee", "5", "--note", "It's fine", "a \"b\""])
        #expect(try CommandLineWords.split(#"rate Comet\ Coffee "" 5"#) == ["rate", "Comet Coffee", "", "5"])
        #expect(try CommandLineWords.split("   ").isEmpty)
        #expect(throws: UsageError.self) { try CommandLineWords.split("rate \"Comet") }
    }

    @Test func runsEachLineWithStateThatLasts() {
        var lines = ["add Ada", "", "add 'Grace Hopper'", "nope", "add \"open"][...]
        var added: [String] = []
        var output = "", errors = ""
        let status = program.runArgumentsOrLines([], banner: "Try `add`;", prompt: "> ", readLine: { lines.popFirst() }, output: { output += $0 }, errorOutput: { errors += $0 }) { invocation in
            added.append(invocation.value("name") ?? "")
        }
        #expect(status == .success)
        #expect(added == ["Ada", "Grace Hopper"])
        #expect(errors.hasPrefix("dev: A dev app. Try `add`; Ctrl-D quits.\n> > > > Error: Unknown command 'nope'."))
        #expect(errors.contains("Error: A quote is never closed.\n"))
        #expect(output.isEmpty)
    }

    @Test func runsArgumentsOnceWhenGiven() {
        var added: [String] = []
        let status = program.runArgumentsOrLines(["add", "Ada"], banner: "", prompt: "> ", readLine: { nil }, output: { _ in }, errorOutput: { _ in }) { invocation in
            added.append(invocation.value("name") ?? "")
        }
        #expect(status == .success)
        #expect(added == ["Ada"])
    }
}
