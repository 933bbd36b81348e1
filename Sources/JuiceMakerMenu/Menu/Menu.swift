import Foundation

/// A validated menu: the fruits a stand keeps and the juices it makes of them, in file order.
///
/// Its initializers throw `MenuError` (declared as plain `throws`, so `catch let error as MenuError`
/// reads as it does for any other error).
///
/// A `Menu` always holds: ids that are slugs and unique, names that are not empty, every number
/// within `Limits`, and recipes of at least one fruit that name only the menu's own fruits, each
/// once. Every way to make one checks that by the one validator: YAML with `file:line:column`
/// diagnostics; code (`init(version:fruits:juices:)`) and JSON (`Decodable`) read as the menu file
/// that would hold them, with the same messages and no positions. So the engine and the stores
/// take any `Menu` as it is.
///
/// ```swift
/// let menu = try Menu(contentsOf: URL(fileURLWithPath: "recipes.yaml"))
/// for juice in menu.juices {
///     print(juice.id, juice.name.text(for: "ko"), juice.recipe.map { "\($0.fruit) ×\($0.amount)" })
/// }
/// ```
public struct Menu: Sendable, Equatable {
    /// The format version; 1 is the only one so far.
    public let version: Int
    /// The currency of its juices' prices and its fruits' costs (`currency:`); nil for a menu
    /// without prices.
    public let currency: Currency?
    /// The stand's own clock (`timezone:`), by which times are shown and days begin; nil: the
    /// machine's.
    public let timeZone: TimeZone?
    /// The fruits, in file order; ids are unique.
    public let fruits: [Fruit]
    /// The juices, in file order; ids are unique.
    public let juices: [Juice]
    private let fruitIndex: IDIndex
    private let juiceIndex: IDIndex

    /// A menu made in code, checked as a menu file is: by the same reader and rules, for it is read
    /// as the file that would hold it (`MenuYAMLWriter`).
    ///
    /// - Parameters:
    ///   - version: The format version; only 1 is supported.
    ///   - currency: The currency of the juices' prices and the fruits' costs; a menu with any
    ///     price or cost needs one.
    ///   - fruits: The fruits, in the order menus show them.
    ///   - juices: The juices, in the order menus show them.
    ///   - timeZone: The stand's time zone; nil: the machine's.
    /// - Throws: `MenuError` with one diagnostic (without a position) for every rule broken.
    public init(version: Int = 1, currency: Currency? = nil, timeZone: TimeZone? = nil, fruits: [Fruit], juices: [Juice]) throws {
        let diagnostics = MenuLoader.check(version: version, currency: currency, timeZone: timeZone, fruits: fruits, juices: juices)
        guard diagnostics.isEmpty else {
            throw MenuError(report: MenuReport(file: MenuError.codeFileName, source: "", diagnostics: diagnostics, menu: nil))
        }
        self.init(checkedVersion: version, currency: currency, timeZone: timeZone, fruits: fruits, juices: juices)
    }

    /// A menu whose parts the validator has already checked.
    init(checkedVersion version: Int, currency: Currency? = nil, timeZone: TimeZone? = nil, fruits: [Fruit], juices: [Juice]) {
        self.version = version
        self.currency = currency
        self.timeZone = timeZone
        self.fruits = fruits
        self.juices = juices
        self.fruitIndex = IDIndex(count: fruits.count) { fruits[$0].id.rawValue }
        self.juiceIndex = IDIndex(count: juices.count) { juices[$0].id.rawValue }
    }

    /// The fruit with this id, if the menu has it.
    ///
    /// - Parameter id: A fruit id, compared exactly (see `fruitID(named:)` for typed words).
    /// - Returns: The fruit, or nil.
    public func fruit(_ id: Fruit.ID) -> Fruit? { fruitIndex(of: id).map { fruits[$0] } }

    /// The juice with this id, if the menu has it.
    ///
    /// - Parameter id: A juice id, compared exactly (see `juiceID(named:)` for typed words).
    /// - Returns: The juice, or nil.
    public func juice(_ id: Juice.ID) -> Juice? { juiceIndex(of: id).map { juices[$0] } }

    /// Where the fruit with this id is in `fruits`.
    ///
    /// - Parameter id: A fruit id, compared exactly.
    /// - Returns: The index, or nil when the menu has no such fruit.
    public func fruitIndex(of id: Fruit.ID) -> Int? {
        fruitIndex.position(of: id)
    }

    /// Where the juice with this id is in `juices`.
    ///
    /// - Parameter id: A juice id, compared exactly.
    /// - Returns: The index, or nil when the menu has no such juice.
    public func juiceIndex(of id: Juice.ID) -> Int? {
        juiceIndex.position(of: id)
    }

    public static func == (lhs: Menu, rhs: Menu) -> Bool {
        lhs.version == rhs.version && lhs.currency == rhs.currency && lhs.timeZone == rhs.timeZone && lhs.fruits == rhs.fruits && lhs.juices == rhs.juices
    }
}

extension Menu: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, currency, timezone, fruits, juices
    }

    /// Decodes `{"version": 1, "fruits": [...], "juices": [...]}` (what `encode(to:)` writes) and
    /// checks it as `init(version:fruits:juices:)` does.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming every rule the data breaks.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        let currency = try container.decodeIfPresent(Currency.self, forKey: .currency)
        let zoneName = try container.decodeIfPresent(String.self, forKey: .timezone)
        let timeZone = zoneName.flatMap(TimeZone.init(identifier:))
        let fruits = try container.decode([Fruit].self, forKey: .fruits)
        let juices = try container.decode([Juice].self, forKey: .juices)
        var problems = MenuLoader.check(version: version, currency: currency, timeZone: timeZone, fruits: fruits, juices: juices)
        if let zoneName, timeZone == nil { problems.append(.error(.unknownTimeZone, "'\(zoneName)' is not a time zone", at: nil)) }
        guard problems.isEmpty else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "not a valid menu: " + problems.map(\.message).joined(separator: "; ")
            ))
        }
        self.init(checkedVersion: version, currency: currency, timeZone: timeZone, fruits: fruits, juices: juices)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encodeIfPresent(currency, forKey: .currency)
        try container.encodeIfPresent(timeZone.map(MenuYAMLWriter.name(of:)), forKey: .timezone)
        try container.encode(fruits, forKey: .fruits)
        try container.encode(juices, forKey: .juices)
    }
}

extension Menu {
    /// Reads and validates the menu file at `url`.
    ///
    /// - Parameter url: A file URL.
    /// - Throws: `MenuError` with every error and warning of the file, each with its line and
    ///   column; `isUnreadable` when the file could not be read at all.
    public init(contentsOf url: URL) throws {
        guard url.isFileURL else {
            throw MenuError(report: MenuReport(
                file: url.absoluteString, source: "",
                diagnostics: [.error(.unreadableFile, "cannot read this file (only file URLs are read); check the path", at: nil)],
                menu: nil
            ))
        }
        self = try MenuLoader.load(path: url.path)
    }

    /// Validates a menu's YAML text.
    ///
    /// - Parameters:
    ///   - yaml: The file's bytes, UTF-8.
    ///   - file: How diagnostics name the file.
    /// - Throws: `MenuError` with every error and warning, each with its line and column.
    public init(yaml: [UInt8], file: String = "menu.yaml") throws {
        let report = MenuLoader.report(bytes: yaml, file: file)
        guard let menu = report.menu else { throw MenuError(report: report) }
        self = menu
    }

    /// Validates a menu's YAML text, as `init(yaml:file:)` with bytes does.
    ///
    /// - Parameters:
    ///   - yaml: The file's bytes, UTF-8.
    ///   - file: How diagnostics name the file.
    /// - Throws: `MenuError` with every error and warning, each with its line and column.
    public init(yaml: Data, file: String = "menu.yaml") throws {
        try self.init(yaml: [UInt8](yaml), file: file)
    }

    /// Validates a menu's YAML text, as `init(yaml:file:)` with bytes does.
    ///
    /// - Parameters:
    ///   - yaml: The file's text.
    ///   - file: How diagnostics name the file.
    /// - Throws: `MenuError` with every error and warning, each with its line and column.
    public init(yaml: String, file: String = "menu.yaml") throws {
        try self.init(yaml: Array(yaml.utf8), file: file)
    }
}
