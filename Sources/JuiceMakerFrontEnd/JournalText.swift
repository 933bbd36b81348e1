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
        case .lost: return "놓친 주문"
        }
    }

    /// `strawberry -10, banana -1`, then ` (undone #12)` for an entry that was undone; for a lost
    /// sale, what was short: `strawberry short (needs 16, has 10)`.
    package static func changes(of entry: JournalEntry, _ language: Language) -> String {
        if entry.kind == .lost {
            return entry.short.map { short in
                switch language {
                case .en: "\(short.fruit) short (needs \(short.need), has \(short.have))"
                case .ko: "\(short.fruit) 부족 (\(short.need)개 필요, 재고 \(short.have)개)"
                }
            }.joined(separator: ", ")
        }
        let change = entry.deltas.map { "\($0.fruit) \($0.change > 0 ? "+" : "")\($0.change)" }.joined(separator: ", ")
        return change + (entry.undoneBy.map { " (\(language.ui.undone) #\($0))" } ?? "")
    }
}
