#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    @Test func takesItsSizeFromColumnsAndLinesWithoutATerminal() {
        guard isatty(STDOUT_FILENO) == 0 else { return } // A real terminal's size wins, as it should.
        let sized = SystemTerminal(environment: ["COLUMNS": "100", "LINES": "40"])
        #expect(sized.width == 100 && sized.height == 40)
        let unsized = SystemTerminal(environment: ["COLUMNS": "0", "LINES": "99999"])
        #expect(unsized.width == 80 && unsized.height == 24)
    }

    @Test func turnsColorOffForNoColorAndDumbTerminals() {
        #expect(!SystemTerminal(environment: ["NO_COLOR": "1"]).usesColor)
        #expect(!SystemTerminal(environment: ["TERM": "dumb"]).usesColor)
    }
}

@Suite struct ControlCharacterTests {
    @Test func escapesEveryControlCharacterVisibly() {
        #expect("a\u{1B}[2Jb\u{7}c\u{0}d\u{9B}e\u{7F}".escapingControlCharacters() == "a\\u{1B}[2Jb\\u{7}c\\u{0}d\\u{9B}e\\u{7F}")
        #expect("line\n\tnext".escapingControlCharacters() == "line\n\tnext")
        #expect("crème ☕".escapingControlCharacters() == "crème ☕")
    }

    @Test func keepsOnlyStyleCodesWhenAsked() {
        let styled = "\u{1B}[1m\u{1B}[34mComet\u{1B}[0m"
        #expect(styled.escapingControlCharacters(keepingStyles: true) == styled)
        #expect(styled.escapingControlCharacters() == "\\u{1B}[1m\\u{1B}[34mComet\\u{1B}[0m")
        #expect("\u{1B}]0;owned\u{7}".escapingControlCharacters(keepingStyles: true) == "\\u{1B}]0;owned\\u{7}")
        #expect("\u{1B}[2J".escapingControlCharacters(keepingStyles: true) == "\\u{1B}[2J")
    }
}
