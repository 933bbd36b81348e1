/// A generated menu in juicemaker's format, for benchmarks: deterministic for a given size and seed,
/// with English and Korean names, emoji, and block and flow styles mixed the way people write them.
///
/// A valid menu has no errors and no warnings: every fruit is in some recipe, and every amount is at
/// most the smallest stock. The "many errors" variant adds an unknown fruit to every tenth recipe;
/// the "many warnings" variant names some juices in English only, each a `missing-translation`
/// warning with its excerpt.
public struct SyntheticMenu: Sendable {
    /// How the menu is written. Every shape gives the same kind of menu (valid, or with the promised
    /// unknown fruits or untranslated names); they differ in what the loader spends its time on.
    public enum Shape: String, Sendable, CaseIterable {
        /// Block and flow styles, plain and quoted scalars, comments, emoji: the first benchmarks'
        /// menu, byte for byte.
        case mixed
        /// Issue 9's menu: every fruit on one flow line (`kiwi: { name: { en: Kiwi, ko: 키위 }, stock: 97 }`),
        /// then one flow line per juice with a long id, long English and Korean names and 1–4
        /// fruits, all plain scalars. Meant for many fruits (the bench uses 4,500).
        case flowLines
        /// Every fruit and juice in block style, one key a line (names in English and Korean, emoji,
        /// stock): the fruits take about half the file. Meant for tens of thousands of fruits (the
        /// bench uses 25,000), where the work per fruit weighs as much as the work per juice.
        case blockFruits
    }

    public struct Options: Sendable {
        /// The menu grows juice by juice until it reaches this many bytes (and has used every fruit).
        public var targetBytes: Int
        public var fruitCount: Int
        /// When set to n, every n-th juice's recipe also names a fruit the menu does not have.
        public var unknownFruitEvery: Int?
        /// When set to n, every n-th juice's name has English only (the others have Korean too).
        public var untranslatedEvery: Int?
        public var seed: UInt64
        public var shape: Shape

        public init(
            targetBytes: Int, fruitCount: Int = 1_000, unknownFruitEvery: Int? = nil, untranslatedEvery: Int? = nil,
            seed: UInt64 = 2_024, shape: Shape = .mixed
        ) {
            self.targetBytes = targetBytes
            self.fruitCount = fruitCount
            self.unknownFruitEvery = unknownFruitEvery
            self.untranslatedEvery = untranslatedEvery
            self.seed = seed
            self.shape = shape
        }
    }

    /// The file's bytes (UTF-8).
    public let bytes: [UInt8]
    public let fruitCount: Int
    public let juiceCount: Int
    /// How many recipe entries name an unknown fruit: the `unknown-fruit` errors the menu must produce.
    public let unknownFruitCount: Int
    /// How many juices are named in English only: the `missing-translation` warnings the menu must produce.
    public let untranslatedJuiceCount: Int

    public init(_ options: Options) {
        var random = SeededRandom(seed: options.seed)
        let fruits = FruitCatalog.fruits(count: max(1, options.fruitCount), random: &random)
        var writer = SyntheticMenuWriter(capacity: options.targetBytes + 4_096)
        writer.header(targetBytes: options.targetBytes, seed: options.seed, shape: options.shape)
        for (index, fruit) in fruits.enumerated() {
            switch options.shape {
            case .mixed: writer.fruit(fruit, style: index % 3)
            case .flowLines: writer.flowLineFruit(fruit)
            case .blockFruits: writer.fruit(fruit, style: 1)
            }
        }
        writer.juicesHeader()

        let knownIDs = Set(fruits.map(\.id))
        var juiceCount = 0
        var unknownFruitCount = 0
        var untranslatedJuiceCount = 0
        // Juice i starts with fruit i (mod the fruit count), so the first fruitCount juices use every fruit.
        while writer.byteCount < options.targetBytes || juiceCount < fruits.count {
            var picked = [juiceCount % fruits.count]
            let size = 1 + random.below(4)
            while picked.count < min(size, fruits.count) {
                let other = random.below(fruits.count)
                if !picked.contains(other) { picked.append(other) }
            }
            var recipe = picked.map { (id: fruits[$0].id, amount: 1 + random.below(FruitCatalog.smallestStock / 2)) }
            if let every = options.unknownFruitEvery, every > 0, juiceCount % every == every - 1 {
                let name = FruitTypo.unknownName(near: recipe[0].id, serial: juiceCount, known: knownIDs, random: &random)
                if !recipe.contains(where: { $0.id == name }) {
                    recipe.append((name, 1 + random.below(5)))
                    unknownFruitCount += 1
                }
            }
            let untranslated = options.untranslatedEvery.map { $0 > 0 && juiceCount % $0 == $0 - 1 } ?? false
            if untranslated { untranslatedJuiceCount += 1 }
            switch options.shape {
            case .mixed, .blockFruits:
                let style = random.below(4)
                writer.juice(
                    id: "\(recipe[0].id)-\(juiceCount + 1)",
                    fruits: picked.map { fruits[$0] },
                    recipe: recipe,
                    style: options.shape == .mixed ? style : 1,
                    serial: juiceCount,
                    untranslated: untranslated
                )
            case .flowLines:
                writer.flowLineJuice(fruits: picked.map { fruits[$0] }, recipe: recipe, serial: juiceCount, untranslated: untranslated)
            }
            juiceCount += 1
        }

        bytes = writer.finish()
        fruitCount = fruits.count
        self.juiceCount = juiceCount
        self.unknownFruitCount = unknownFruitCount
        self.untranslatedJuiceCount = untranslatedJuiceCount
    }
}
