import Authentication
import Catalog
import Foundation
import Terminal

/// Asks questions and re-asks until the answer is usable. Belongs to one interactive session.
final class Prompter {
    private let terminal: any Terminal

    init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// The trimmed answer; `nil` at end of input or when the person types `q` or `quit`, which leave
    /// the session from any question.
    func ask(_ question: String) -> String? {
        guard let answer = terminal.ask(question)?.trimmingCharacters(in: .whitespaces) else { return nil }
        return Self.quitWords.contains(answer.lowercased()) ? nil : answer
    }

    /// What leaves the session wherever it is asked.
    static let quitWords: Set<String> = ["q", "quit"]

    /// A number from `1` to `count`; re-asks until it gets one. `nil` at end of input.
    func choose(among count: Int) -> Int? {
        while let answer = ask("Choose 1–\(count): ") {
            if let choice = Int(answer), (1...count).contains(choice) { return choice }
            terminal.printError("Please type a number from 1 to \(count).")
        }
        return nil
    }

    /// A number from `1` to `count`, or `.some(nil)` for an empty answer; re-asks until it gets one.
    /// `nil` at end of input.
    func pick(among count: Int) -> Int?? {
        while let answer = ask("Choose 1–\(count), or press Enter to type another: ") {
            if answer.isEmpty { return .some(nil) }
            if let choice = Int(answer), (1...count).contains(choice) { return choice }
            terminal.printError("Please type a number from 1 to \(count), or press Enter.")
        }
        return nil
    }

    /// An email address that could be one; re-asks until it gets one. `nil` at end of input.
    func askEmail() -> String? {
        while let answer = askRequired("Email: ") {
            if EmailAddress(answer) != nil { return answer }
            terminal.printError("'\(answer)' is not a valid email address; please type it again.")
        }
        return nil
    }

    /// A name an account can have, or `.some(nil)` to skip it; re-asks until it gets one. `nil` at end of input.
    func askName() -> String?? {
        while let answer = ask("Name (Enter to skip): ") {
            if answer.isEmpty { return .some(nil) }
            guard let problem = Authenticator.problem(withName: answer) else { return answer }
            terminal.printError("\(problem) Please type it again, or press Enter to skip it.")
        }
        return nil
    }

    /// A note a rating can keep, or `.some(nil)` for none; re-asks until it gets one. `nil` at end of input.
    func askNote() -> String?? {
        while let answer = ask("Note (Enter to skip): ") {
            if answer.isEmpty { return .some(nil) }
            do throws(CatalogError) {
                _ = try Rating(shopID: 0, stars: Rating.minimumStars, note: answer, ratedAt: Date())
                return answer
            } catch {
                let reason = error.message.prefix(1).uppercased() + error.message.dropFirst()
                terminal.printError("\(reason); please type the note again, or press Enter to skip it.")
            }
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

    /// A city name or valid LAT,LON, or `.some(nil)` for an empty answer unless one is `required`;
    /// re-asks until it gets one, naming `cities` (some of the catalog's) when the answer is empty.
    /// `nil` at end of input.
    func askPlace(_ question: String, required: Bool = false, cities: [String] = []) -> String?? {
        while let answer = ask(question) {
            if answer.isEmpty, required {
                let known = cities.isEmpty ? "" : " The catalog has shops in " + cities.map(\.shownInline).joined(separator: ", ") + "."
                terminal.printError("Please type a city, or LAT,LON in decimal degrees like 55.6761,12.5683 (q quits).\(known)")
                continue
            }
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
