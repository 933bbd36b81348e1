import Foundation
import JuiceMakerMenu
import JuiceMakerStock

/// How a journal entry reads in `juicemaker history` and on the shell's history screen.
package enum JournalText {
    /// The entry's kind as a word of `language`: `order`, or `주문` in Korean.
    package static func kind(_ kind: JournalEntry.Kind, _ language: Language) -> String {
        guard language == .ko else { return kind.rawValue }
        switch kind {
        case .order: return "주문"
        case .add: return "추가"
        case .remove: return "빼기"
        case .set: return "설정"
        case .reset: return "초기화"
        case .undo: return "취소"
        case .restock: return "보충"
        }
    }

    /// `strawberry -10, banana -1`, then ` (undone #12)` for an entry that was undone.
    package static func changes(of entry: JournalEntry, _ language: Language) -> String {
        let change = entry.deltas.map { "\($0.fruit) \($0.change > 0 ? "+" : "")\($0.change)" }.joined(separator: ", ")
        return change + (entry.undoneBy.map { " (\(UIText.undone(language)) #\($0))" } ?? "")
    }
}
