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
    /// The commands of `juicemaker shell` when it reads lines.
    static func lineModeHelp(_ language: Language) -> String {
        let commands = [
            ("order JUICE[:COUNT] ...", "주스 주문 (전부 아니면 없음)", "make juices (all or nothing)"),
            ("stock", "재고 보기", "show the stock"),
            ("stock add FRUIT AMOUNT", "재고 추가", "add fruit"),
            ("stock remove FRUIT AMOUNT", "재고 빼기 (0 아래로는 안 됨)", "take fruit out (never below 0)"),
            ("stock set FRUIT AMOUNT", "재고를 그 숫자로", "set a fruit's stock"),
            ("stock reset", "처음 재고로", "every fruit back to its initial stock"),
            ("menu", "메뉴와 가능한 잔 수", "the juices and how many can be made"),
            ("history [N]", "최근 기록", "the newest orders and changes"),
            ("undo", "마지막 작업 취소", "undo the last order or change"),
            ("quit", "끝내기", "stop reading"),
        ]
        let width = commands.map { $0.0.count }.max() ?? 0
        return commands.map { command, korean, english in
            "  " + TerminalWidth.padded(command, toWidth: width) + "  " + (language == .ko ? korean : english)
        }.joined(separator: "\n")
    }
    static func changed(_ description: String, _ language: Language) -> String {
        language == .ko ? "재고 변경: \(description)" : "Stock changed: \(description)"
    }
}
