/// The language server's words in Korean.
struct KoreanEditorWords: EditorWords {
    var fruit: String { "과일" }
    var juice: String { "쥬스" }
    func initialStock(_ count: Int) -> String { "초기 재고 \(count)" }
    func reorderAt(_ count: Int) -> String { " · 재주문 기준 \(count)" }
    func par(_ count: Int) -> String { " · 적정 재고 \(count)" }
    var noStockRule: String { " · 재고 규칙 없음" }
    func cost(_ cost: String) -> String { "원가 \(cost) (1개)" }
    func usedBy(_ juices: String) -> String { juices.isEmpty ? "이 과일을 쓰는 쥬스 없음" : "쓰는 쥬스: \(juices)" }
    func recipe(_ fruits: String) -> String { "레시피: " + (fruits.isEmpty ? "없음" : fruits) }
    func initialStockMakes(_ glasses: Int) -> String { "초기 재고로 \(glasses)잔" }
    func price(_ price: String) -> String { "가격 \(price)" }
    func fruitCost(_ cost: String) -> String { " · 과일 원가 \(cost)" }
    func margin(_ margin: String) -> String { " · 마진 \(margin)" }
    func newJuice(of fruit: String) -> String { "새 쥬스: \(fruit)" }
    func notAFruitYet(namedBy juices: String) -> String { "\(juices)의 레시피에 있지만 아직 과일이 아니에요" }
    func currency(places: Int, example: String) -> String { "소수점 아래 \(places)자리: price: \(example)" }
    func stock(_ count: Int) -> String { " · 재고 \(count)" }
    func replace(with replacement: String) -> String { "'\(replacement)'(으)로 바꾸기" }
}
