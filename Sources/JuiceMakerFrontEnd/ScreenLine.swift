import JuiceMakerMenu
import JuiceMakerStock
/// One line of a rendered screen: plain text that fits the width, and how to emphasise it.
/// The text alone is the screen (what tests and captures read); the style is only a hint for colour.
public struct ScreenLine: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain
        /// The title bar and the key line at the bottom.
        case bar
        /// Column headings.
        case heading
        /// The row under the cursor.
        case selected
        case success
        case problem
    }

    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}
