import JuiceMakerMenu
import JuiceMakerStock
/// The message under a screen's body: what the last key did.
public struct ShellNotice: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A juice was made.
        case success
        /// Something was refused: out of stock, below 0, nothing to undo, an unreadable stock file.
        case problem
        /// A change that went through, or a hint.
        case info
    }

    public let kind: Kind
    public let text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
