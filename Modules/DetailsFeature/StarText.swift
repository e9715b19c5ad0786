import Terminal

/// Stars as people read them: `★★★★☆`, blue for 4–5 and yellow for 1–3 where color is on.
enum StarText {
    static func stars(_ count: Int, terminal: any Terminal) -> String {
        let text = String(repeating: "★", count: count) + String(repeating: "☆", count: max(0, 5 - count))
        return terminal.styled(text, count >= 4 ? .blue : .yellow)
    }
}
