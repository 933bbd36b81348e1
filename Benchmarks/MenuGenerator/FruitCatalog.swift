/// The fruits of a synthetic menu: 40 real fruits, each in 25 varieties ("Jeju Tangerine", "제주 귤"),
/// so 1,000 distinct fruits with English and Korean names; past that, numbered batches.
struct SyntheticFruit {
    let id: String
    let english: String
    let korean: String
    /// Some fruits have none, as in real menus.
    let emoji: String?
    /// Nil: the fruit takes `defaults.stock`.
    let stock: Int?
}

enum FruitCatalog {
    /// Stock every fruit without its own takes; the generator keeps every amount at or below the
    /// smallest stock, so no juice is unmakeable.
    static let defaultStock = 100
    static let smallestStock = 20

    private static let bases: [(id: String, english: String, korean: String, emoji: String?)] = [
        ("apple", "Apple", "사과", "🍎"), ("green-apple", "Green Apple", "청사과", "🍏"),
        ("pear", "Pear", "배", "🍐"), ("orange", "Orange", "오렌지", "🍊"),
        ("tangerine", "Tangerine", "귤", nil), ("lemon", "Lemon", "레몬", "🍋"),
        ("lime", "Lime", "라임", "🍋‍🟩"), ("grapefruit", "Grapefruit", "자몽", nil),
        ("banana", "Banana", "바나나", "🍌"), ("watermelon", "Watermelon", "수박", "🍉"),
        ("grape", "Grape", "포도", "🍇"), ("strawberry", "Strawberry", "딸기", "🍓"),
        ("blueberry", "Blueberry", "블루베리", "🫐"), ("cherry", "Cherry", "체리", "🍒"),
        ("peach", "Peach", "복숭아", "🍑"), ("mango", "Mango", "망고", "🥭"),
        ("pineapple", "Pineapple", "파인애플", "🍍"), ("coconut", "Coconut", "코코넛", "🥥"),
        ("kiwi", "Kiwi", "키위", "🥝"), ("melon", "Melon", "멜론", "🍈"),
        ("tomato", "Tomato", "토마토", "🍅"), ("avocado", "Avocado", "아보카도", "🥑"),
        ("carrot", "Carrot", "당근", "🥕"), ("plum", "Plum", "자두", nil),
        ("apricot", "Apricot", "살구", nil), ("fig", "Fig", "무화과", nil),
        ("pomegranate", "Pomegranate", "석류", nil), ("persimmon", "Persimmon", "감", nil),
        ("papaya", "Papaya", "파파야", nil), ("guava", "Guava", "구아바", nil),
        ("lychee", "Lychee", "리치", nil), ("passion-fruit", "Passion Fruit", "패션후르츠", nil),
        ("dragon-fruit", "Dragon Fruit", "용과", nil), ("raspberry", "Raspberry", "라즈베리", nil),
        ("blackberry", "Blackberry", "블랙베리", nil), ("cranberry", "Cranberry", "크랜베리", nil),
        ("quince", "Quince", "모과", nil), ("jujube", "Jujube", "대추", nil),
        ("yuzu", "Yuzu", "유자", nil), ("ginger", "Ginger", "생강", "🫚"),
    ]

    private static let varieties: [(id: String, english: String, korean: String)] = [
        ("golden", "Golden", "황금"), ("red", "Red", "빨간"), ("green", "Green", "초록"),
        ("wild", "Wild", "야생"), ("organic", "Organic", "유기농"), ("jeju", "Jeju", "제주"),
        ("honey", "Honey", "꿀"), ("baby", "Baby", "아기"), ("giant", "Giant", "왕"),
        ("sweet", "Sweet", "달콤한"), ("sour", "Sour", "새콤한"), ("early", "Early", "조생"),
        ("late", "Late", "만생"), ("mountain", "Mountain", "산"), ("island", "Island", "섬"),
        ("royal", "Royal", "로얄"), ("snow", "Snow", "눈꽃"), ("sun", "Sun", "햇"),
        ("morning", "Morning", "아침"), ("black", "Black", "검은"), ("white", "White", "하얀"),
        ("pink", "Pink", "분홍"), ("summer", "Summer", "여름"), ("winter", "Winter", "겨울"),
        ("valley", "Valley", "계곡"),
    ]

    /// `count` distinct fruits, the same list for the same count and seed.
    static func fruits(count: Int, random: inout SeededRandom) -> [SyntheticFruit] {
        var fruits: [SyntheticFruit] = []
        fruits.reserveCapacity(count)
        let perBatch = bases.count * varieties.count
        for index in 0..<count {
            let base = bases[index % bases.count]
            let variety = varieties[(index / bases.count) % varieties.count]
            let batch = index / perBatch
            let suffix = batch == 0 ? "" : "-\(batch + 1)"
            let koreanSuffix = batch == 0 ? "" : " \(batch + 1)호"
            // One fruit in four takes the default stock; the rest have their own, never below the smallest.
            let stock: Int? = random.oneIn(4) ? nil : smallestStock + random.below(480)
            fruits.append(SyntheticFruit(
                id: "\(variety.id)-\(base.id)\(suffix)",
                english: "\(variety.english) \(base.english)\(batch == 0 ? "" : " \(batch + 1)")",
                korean: "\(variety.korean) \(base.korean)\(koreanSuffix)",
                emoji: base.emoji,
                stock: stock
            ))
        }
        return fruits
    }
}
