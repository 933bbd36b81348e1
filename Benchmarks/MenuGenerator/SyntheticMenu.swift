/// A generated menu in juicemaker's format, for benchmarks: deterministic for a given size and seed,
/// with English and Korean names, emoji, and block and flow styles mixed the way people write them.
///
/// A valid menu has no errors and no warnings: every fruit is in some recipe, and every amount is at
/// most the smallest stock. The "many errors" variant adds an unknown fruit to every tenth recipe.
public struct SyntheticMenu: Sendable {
    public struct Options: Sendable {
        /// The menu grows juice by juice until it reaches this many bytes (and has used every fruit).
        public var targetBytes: Int
        public var fruitCount: Int
        /// When set to n, every n-th juice's recipe also names a fruit the menu does not have.
        public var unknownFruitEvery: Int?
        public var seed: UInt64

        public init(targetBytes: Int, fruitCount: Int = 1_000, unknownFruitEvery: Int? = nil, seed: UInt64 = 2_024) {
            self.targetBytes = targetBytes
            self.fruitCount = fruitCount
            self.unknownFruitEvery = unknownFruitEvery
            self.seed = seed
        }
    }

    /// The file's bytes (UTF-8).
    public let bytes: [UInt8]
    public let fruitCount: Int
    public let juiceCount: Int
    /// How many recipe entries name an unknown fruit: the `unknown-fruit` errors the menu must produce.
    public let unknownFruitCount: Int

    public init(_ options: Options) {
        var random = SeededRandom(seed: options.seed)
        let fruits = FruitCatalog.fruits(count: max(1, options.fruitCount), random: &random)
        var writer = SyntheticMenuWriter(capacity: options.targetBytes + 4_096)
        writer.header(targetBytes: options.targetBytes, seed: options.seed)
        for (index, fruit) in fruits.enumerated() {
            writer.fruit(fruit, style: index % 3)
        }
        writer.juicesHeader()

        let knownIDs = Set(fruits.map(\.id))
        var juiceCount = 0
        var unknownFruitCount = 0
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
            writer.juice(
                id: "\(recipe[0].id)-\(juiceCount + 1)",
                fruits: picked.map { fruits[$0] },
                recipe: recipe,
                style: random.below(4),
                serial: juiceCount
            )
            juiceCount += 1
        }

        bytes = writer.finish()
        fruitCount = fruits.count
        self.juiceCount = juiceCount
        self.unknownFruitCount = unknownFruitCount
    }
}
