import Catalog
import Terminal

/// Stars as people read them: `★★★★☆`, blue for a loved shop and yellow otherwise where color is on.
enum StarText {
    static func stars(_ count: Int, terminal: any Terminal) -> String {
        terminal.styled(Rating.starText(count), Rating.isLoved(count) ? .blue : .yellow)
    }
}
