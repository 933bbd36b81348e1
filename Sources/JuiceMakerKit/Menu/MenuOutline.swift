import JuiceMakerYAML

/// What a menu file says about its fruits and juices, read leniently: for editors, which need the
/// fruit ids, names and stock rules of a menu that is being typed and so is often broken. Whatever
/// can be read is kept and the rest skipped; nothing is checked (that is `MenuLoader`'s work).
///
/// ```swift
/// if let outline = MenuOutline.read(bytes: Array(text.utf8)) {
///     print(outline.fruits.map(\.id), outline.juices(using: "kiwi").map(\.id))
/// }
/// ```
public struct MenuOutline: Sendable {
    /// A fruit as written: every field optional.
    public struct Fruit: Sendable {
        /// The fruit's id (its key under `fruits:`).
        public var id: String
        /// Where the id is written.
        public var position: SourcePosition
        /// Its name; nil when none was written or it could not be read.
        public var name: LocalizedName?
        /// Its emoji, when written.
        public var emoji: String?
        /// Its own initial stock (`stock:`), when written as a whole number.
        public var stock: Int?
        /// Its own reorder point (`reorder:`), when written as a whole number.
        public var reorderPoint: Int?
        /// Its own par level (`par:`), when written as a whole number.
        public var parLevel: Int?
    }

    /// One line of a recipe as written.
    public struct RecipeItem: Sendable {
        /// The fruit id the line names (known to the menu or not).
        public var fruit: String
        /// The amount, when written as a whole number.
        public var amount: Int?
    }

    /// A juice as written.
    public struct Juice: Sendable {
        /// The juice's id (its key under `juices:`).
        public var id: String
        /// Where the id is written.
        public var position: SourcePosition
        /// Its name; nil when none was written or it could not be read.
        public var name: LocalizedName?
        /// Its recipe's lines, in file order.
        public var recipe: [RecipeItem]
    }

    /// The fruits, in file order.
    public var fruits: [Fruit] = []
    /// The juices, in file order.
    public var juices: [Juice] = []
    /// `defaults.stock`, when written as a whole number.
    public var defaultStock: Int?
    /// `defaults.reorder`, when written as a whole number.
    public var defaultReorderPoint: Int?
    /// `defaults.par`, when written as a whole number.
    public var defaultParLevel: Int?

    /// Reads what it can of a menu file.
    ///
    /// - Parameter bytes: The file's bytes, UTF-8.
    /// - Returns: The outline; nil when the bytes are not YAML (a syntax error) or hold no document.
    public static func read(bytes: [UInt8]) -> MenuOutline? {
        guard let document = try? YAMLParser.parseDocument(bytes) else { return nil }
        var outline = MenuOutline()
        let root = document.root
        guard root.isMapping else { return outline }
        if let defaults = root["defaults"], defaults.isMapping {
            outline.defaultStock = defaults["stock"].flatMap(number)
            outline.defaultReorderPoint = defaults["reorder"].flatMap(number)
            outline.defaultParLevel = defaults["par"].flatMap(number)
        }
        for entry in root["fruits"].map({ Array($0.entries) }) ?? [] {
            guard let id = entry.key.scalar else { continue }
            let value = entry.value
            outline.fruits.append(Fruit(
                id: id, position: entry.key.position,
                name: value["name"].flatMap(name), emoji: value["emoji"]?.scalar,
                stock: value["stock"].flatMap(number), reorderPoint: value["reorder"].flatMap(number),
                parLevel: value["par"].flatMap(number)
            ))
        }
        for entry in root["juices"].map({ Array($0.entries) }) ?? [] {
            guard let id = entry.key.scalar else { continue }
            let recipe = (entry.value["recipe"].map { Array($0.entries) } ?? []).compactMap { item in
                item.key.scalar.map { RecipeItem(fruit: $0, amount: number(item.value)) }
            }
            outline.juices.append(Juice(id: id, position: entry.key.position, name: entry.value["name"].flatMap(name), recipe: recipe))
        }
        return outline
    }

    /// The fruit with this id (the first, when it is listed twice).
    ///
    /// - Parameter id: A fruit id.
    /// - Returns: The fruit, or nil.
    public func fruit(_ id: String) -> Fruit? { fruits.first { $0.id == id } }

    /// The juice with this id (the first, when it is listed twice).
    ///
    /// - Parameter id: A juice id.
    /// - Returns: The juice, or nil.
    public func juice(_ id: String) -> Juice? { juices.first { $0.id == id } }

    /// The juices whose recipe names this fruit, in file order.
    ///
    /// - Parameter fruit: A fruit id.
    /// - Returns: The juices.
    public func juices(using fruit: String) -> [Juice] {
        juices.filter { juice in juice.recipe.contains { $0.fruit == fruit } }
    }

    /// A fruit's initial stock: its own, else `defaults.stock`, else 0 (as the menu would give it).
    ///
    /// - Parameter fruit: The fruit.
    /// - Returns: The initial stock.
    public func initialStock(of fruit: Fruit) -> Int { fruit.stock ?? defaultStock ?? 0 }

    /// A fruit's reorder point: its own, else `defaults.reorder`; nil when neither is written.
    ///
    /// - Parameter fruit: The fruit.
    /// - Returns: The reorder point, or nil.
    public func reorderPoint(of fruit: Fruit) -> Int? { fruit.reorderPoint ?? defaultReorderPoint }

    /// A fruit's par level: its own, else `defaults.par`; nil when neither is written.
    ///
    /// - Parameter fruit: The fruit.
    /// - Returns: The par level, or nil.
    public func parLevel(of fruit: Fruit) -> Int? { fruit.parLevel ?? defaultParLevel }

    private static func number(_ node: YAMLNode) -> Int? {
        guard node.isScalar, case .int(let value)? = node.resolved else { return nil }
        return value
    }

    private static func name(_ node: YAMLNode) -> LocalizedName? {
        if node.isScalar, let text = node.scalar, !text.isEmpty { return LocalizedName(english: text) }
        let translations = node.entries.compactMap { entry in
            entry.key.scalar.flatMap { language in
                entry.value.scalar.map { LocalizedName.Translation(language: language, text: $0) }
            }
        }
        return translations.isEmpty ? nil : LocalizedName(translations)
    }
}
