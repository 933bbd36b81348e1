import JuiceMakerKit

/// The few words the CLI itself says (table headings, hints), in English and Korean.
/// Messages about orders and stock come from the library.
enum CLIText {
    static func juices(_ language: Language) -> String { language == .ko ? "쥬스" : "Juice" }
    static func recipe(_ language: Language) -> String { language == .ko ? "레시피" : "Recipe" }
    static func canMake(_ language: Language) -> String { language == .ko ? "가능" : "Can make" }
    static func fruit(_ language: Language) -> String { language == .ko ? "과일" : "Fruit" }
    static func stock(_ language: Language) -> String { language == .ko ? "재고" : "Stock" }
    static func stockAfter(_ language: Language) -> String { language == .ko ? "남은 재고:" : "Stock now:" }
    static func editStock(_ language: Language) -> String { language == .ko ? "재고를 수정할까요?" : "Edit stock?" }
    static func wouldBeMade(_ order: String, _ language: Language) -> String {
        language == .ko ? "주문 확인: \(order) — 재료가 충분해요 (재고는 그대로)." : "Dry run: \(order) can be made (stock unchanged)."
    }
    static func noHistory(_ language: Language) -> String { language == .ko ? "기록이 없어요." : "No history yet." }
    static func undone(_ language: Language) -> String { language == .ko ? "취소됨" : "undone" }
    static func undid(_ description: String, _ id: Int, _ language: Language) -> String {
        language == .ko ? "#\(id) (\(description)) 을(를) 취소했어요." : "Undid #\(id) (\(description))."
    }
    static func changed(_ description: String, _ language: Language) -> String {
        language == .ko ? "재고 변경: \(description)" : "Stock changed: \(description)"
    }
}
