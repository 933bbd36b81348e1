/// The stock rule of the menu format, for a menu file and for a menu made in code: a fruit's par
/// level must be above its reorder point, or a restock would leave it low. Decided once here;
/// worded by `MenuWords.parNotAboveReorder`.
///
/// A fruit's reorder point and par come from the fruit itself, else from `defaults:` (a file only);
/// a par set by neither is the fruit's initial stock.
enum StockRule {
    /// A reorder point and a par level as written, by a fruit or by `defaults:`.
    struct Levels {
        var reorder: Int?
        var par: Int?

        /// - Parameters:
        ///   - reorder: The reorder point, nil when not written.
        ///   - par: The par level, nil when not written.
        init(reorder: Int? = nil, par: Int? = nil) {
            self.reorder = reorder
            self.par = par
        }
    }

    /// Which written number gave the par that breaks the rule: a report belongs at it.
    enum ParSource: Equatable {
        /// The fruit's own `par`.
        case fruit
        /// `defaults:`'s `par`.
        case defaults
        /// No par is written: it is the initial stock.
        case initialStock
    }

    /// A par that is not above its reorder point, and where it comes from.
    struct Violation: Equatable {
        var par: Int
        var reorder: Int
        var source: ParSource

        /// The message, naming the fruit (or `defaults`) as `owner` does, in `language`.
        func message(owner: String, language: Language) -> String {
            language.menu.parNotAboveReorder(of: owner, par: par, isSet: source != .initialStock, reorder: reorder)
        }
    }

    /// Whether one fruit keeps the rule.
    ///
    /// - Parameters:
    ///   - own: The levels the fruit writes.
    ///   - defaults: The levels `defaults:` writes (none for a menu made in code).
    ///   - initialStock: The fruit's initial stock: its par when no par is written.
    /// - Returns: The violation, or nil when the fruit keeps the rule, has no reorder point, or takes
    ///   both its levels from `defaults:` (then `defaults` itself breaks it, and is reported once).
    static func violation(own: Levels, defaults: Levels = Levels(), initialStock: Int) -> Violation? {
        guard let reorder = own.reorder ?? defaults.reorder else { return nil }
        if own.reorder == nil, own.par == nil, defaults.par != nil { return nil }
        let source: ParSource = own.par != nil ? .fruit : defaults.par != nil ? .defaults : .initialStock
        let par = own.par ?? defaults.par ?? initialStock
        return par <= reorder ? Violation(par: par, reorder: reorder, source: source) : nil
    }

    /// Whether `defaults:` keeps the rule. It has no stock of its own: only a written par is checked.
    ///
    /// - Parameter defaults: The levels `defaults:` writes.
    /// - Returns: The violation (its source `.defaults`), or nil.
    static func violation(defaults: Levels) -> Violation? {
        guard let reorder = defaults.reorder, let par = defaults.par, par <= reorder else { return nil }
        return Violation(par: par, reorder: reorder, source: .defaults)
    }
}
