import Foundation
import Catalog
import Terminal

/// Asks questions and re-asks until the answer is usable. Belongs to one interactive session.
final class Prompter {
    private let terminal: any Terminal

    init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// The trimmed answer; `nil` at end of input.
    func ask(_ question: String) -> String? {
        terminal.ask(question)?.trimmingCharacters(in: .whitespaces)
    }

    /// A number from `1` to `count`; re-asks until it gets one. `nil` at end of input.
    func choose(among count: Int) -> Int? {
        while let answer = ask("Choose 1–\(count): ") {
            if let choice = Int(answer), (1...count).contains(choice) { return choice }
            terminal.printError("Please type a number from 1 to \(count).")
        }
        return nil
    }

    /// A non-empty answer; re-asks until it gets one. `nil` at end of input.
    func askRequired(_ question: String) -> String? {
        while let answer = ask(question) {
            if !answer.isEmpty { return answer }
            terminal.printError("Please type an answer.")
        }
        return nil
    }

    /// A city name or valid LAT,LON, or `.some(nil)` for an empty answer; re-asks until it gets one.
    /// `nil` at end of input.
    func askPlace(_ question: String) -> String?? {
        while let answer = ask(question) {
            if answer.isEmpty { return .some(nil) }
            if !answer.contains(where: \.isNumber) || Coordinate(parsing: answer) != nil { return answer }
            terminal.printError("Please type a city, or LAT,LON in decimal degrees like 55.6761,12.5683, or press Enter.")
        }
        return nil
    }

    /// Stars from 1 to 5; re-asks until it gets them. `nil` at end of input.
    func askStars() -> Int? {
        while let answer = ask("Stars (1–5): ") {
            if let stars = Int(answer), (Rating.minimumStars...Rating.maximumStars).contains(stars) { return stars }
            terminal.printError("Please type a whole number from 1 to 5.")
        }
        return nil
    }
}

/// Vends the session's prompter.
protocol PrompterDependency {
    var prompter: Prompter { get }
}
