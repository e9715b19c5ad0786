import Terminal
import TerminalStubs
import Testing

@Suite struct TerminalTests {
    @Test func leavesTextPlainWhenColorIsOff() {
        let terminal = RecordingTerminal(usesColor: false)
        #expect(terminal.styled("Comet", .bold, .blue) == "Comet")
    }

    @Test func wrapsTextInEscapeCodesWhenColorIsOn() {
        let terminal = RecordingTerminal(usesColor: true)
        #expect(terminal.styled("Comet", .bold, .blue) == "\u{1B}[1m\u{1B}[34mComet\u{1B}[0m")
    }

    @Test func separatesOutputFromErrorsAndPrompts() {
        let terminal = RecordingTerminal(input: ["ada"])
        terminal.print("data")
        terminal.printError("oops")
        #expect(terminal.ask("Name: ") == "ada")
        #expect(terminal.ask("Again: ") == nil)
        #expect(terminal.output == "data\n")
        #expect(terminal.errorOutput == "oops\nName: Again: ")
    }

    @Test func printsJSONWithSortedKeys() throws {
        struct Shop: Encodable { let name: String; let id: Int }
        let terminal = RecordingTerminal()
        try terminal.printJSON(Shop(name: "Comet", id: 3))
        #expect(terminal.output == "{\n  \"id\" : 3,\n  \"name\" : \"Comet\"\n}\n")
    }

    @Test func turnsColorOffForNoColorAndDumbTerminals() {
        #expect(!SystemTerminal(environment: ["NO_COLOR": "1"]).usesColor)
        #expect(!SystemTerminal(environment: ["TERM": "dumb"]).usesColor)
    }
}
