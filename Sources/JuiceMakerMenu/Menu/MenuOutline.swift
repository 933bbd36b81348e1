import JuiceMakerYAML

/// What a menu file says about its fruits and juices, read leniently: for editors, which need the
/// fruit ids, names and stock rules of a menu that is being typed and so is often broken.
///
/// It comes from the same reading of the file as the diagnostics (`MenuLoader.diagnoseAndOutline`):
/// every fruit and juice whose id is a scalar is kept, broken or not, with the fields the checks
/// accepted; a field they refused is left out (nil), as is a recipe line whose fruit id is not a scalar.
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
        /// The id's bytes as written (its quotes included), as offsets into the file's UTF-8 text.
        public internal(set) var range: Range<Int> = 0..<0
        /// Its name; nil when none was written or it is wrong.
        public var name: LocalizedName?
        /// Its emoji, when written and right.
        public var emoji: String?
        /// Its own initial stock (`stock:`), when written and right.
        public var stock: Int?
        /// Its own reorder point (`reorder:`), when written and right.
        public var reorderPoint: Int?
        /// Its own par level (`par:`), when written and right.
        public var parLevel: Int?
        /// `cost:`, in minor units of the menu's currency.
        public var cost: Int?
    }

    /// One line of a recipe as written.
    public struct RecipeItem: Sendable {
        /// The fruit id the line names (known to the menu or not).
        public var fruit: String
        /// The amount, when written and right (a whole number, 1 or more).
        public var amount: Int?
    }

    /// A juice as written.
    public struct Juice: Sendable {
        /// The juice's id (its key under `juices:`).
        public var id: String
        /// Where the id is written.
        public var position: SourcePosition
        /// The id's bytes as written (its quotes included), as offsets into the file's UTF-8 text.
        public internal(set) var range: Range<Int> = 0..<0
        /// Its name; nil when none was written or it is wrong.
        public var name: LocalizedName?
        /// Its recipe's lines, in file order.
        public var recipe: [RecipeItem]
        /// `price:`, in minor units of the menu's currency.
        public var price: Int?
    }

    /// The fruits, in file order.
    public var fruits: [Fruit] = []
    /// The juices, in file order.
    public var juices: [Juice] = []
    /// `defaults.stock` as the menu gives it: 0 when it is not written or wrong.
    public var defaultStock = 0
    /// `defaults.reorder`, when written and right.
    public var defaultReorderPoint: Int?
    /// `defaults.par`, when written and right.
    public var defaultParLevel: Int?
    /// `currency:`, when it names one.
    public var currency: Currency?

    /// Reads what it can of a menu file (`MenuLoader.diagnoseAndOutline` gives its diagnostics too).
    ///
    /// - Parameter bytes: The file's bytes, UTF-8.
    /// - Returns: The outline; nil when the bytes are not YAML (a syntax error) or hold no document.
    public static func read(bytes: [UInt8]) -> MenuOutline? {
        MenuLoader.diagnoseAndOutline(bytes: bytes, file: "").outline
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
    public func initialStock(of fruit: Fruit) -> Int { fruit.stock ?? defaultStock }

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
}
