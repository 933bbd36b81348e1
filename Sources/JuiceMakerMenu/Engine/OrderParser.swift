/// Reads orders as people type them: `mango-kiwi:2 banana` (a bare juice is one glass).
///
/// Words may also hold several items separated by spaces or commas, and name a juice by its id
/// or any of its names (`Menu.juiceID(named:)`). The same juice twice adds up, keeping the place
/// it was first named. This is the edge: what it returns holds ids only.
///
/// ```swift
/// let parser = OrderParser(menu: menu)
/// let order = try parser.parse("mango-kiwi:2, banana mango-kiwi")
/// print(order.description)   // mango-kiwi:3 banana:1
/// ```
public struct OrderParser: Sendable {
    /// The menu whose juices the parser knows.
    public let menu: Menu

    /// A parser for the juices of `menu`.
    ///
    /// - Parameter menu: The menu orders are for.
    public init(menu: Menu) {
        self.menu = menu
    }

    /// Reads one line of input, such as `mango-kiwi:2, banana`.
    ///
    /// - Parameter text: Items separated by spaces or commas.
    /// - Returns: An order with one line per juice, in the order first named.
    /// - Throws: `JuiceMakerError.unknownJuice` (with a did-you-mean), `.invalidCount`,
    ///   `.orderTooLarge` when one juice's counts add up past `Limits.maxOrderCount`, `.emptyOrder`
    ///   when there is no item.
    public func parse(_ text: String) throws(JuiceMakerError) -> JuiceOrder {
        try parse(words: [text])
    }

    /// Reads command-line words, such as `["mango-kiwi:2", "banana"]`.
    ///
    /// - Parameter words: Words, each holding one or more items separated by spaces or commas.
    /// - Returns: An order with one line per juice, in the order first named.
    /// - Throws: `JuiceMakerError.unknownJuice` (with a did-you-mean), `.invalidCount`,
    ///   `.orderTooLarge` when one juice's counts add up past `Limits.maxOrderCount`, `.emptyOrder`
    ///   when there is no item.
    public func parse(words: [String]) throws(JuiceMakerError) -> JuiceOrder {
        var lines: [OrderLine] = []
        var lineOfJuice: [Juice.ID: Int] = [:]
        for word in words {
            for item in word.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
                let line = try parseItem(String(item))
                if let existing = lineOfJuice[line.juice] {
                    let total = lines[existing].count + line.count
                    guard total <= Limits.maxOrderCount else { throw .orderTooLarge(juice: line.juice.rawValue, total: total) }
                    lines[existing] = OrderLine(juice: line.juice, count: total)
                } else {
                    lineOfJuice[line.juice] = lines.count
                    lines.append(line)
                }
            }
        }
        guard !lines.isEmpty else { throw .emptyOrder }
        return JuiceOrder(lines: lines)
    }

    /// Reads one item: `juice` (one glass) or `juice:count`.
    ///
    /// - Parameter item: One item, without spaces or commas; the text after its last `:` is the count.
    /// - Returns: The order line.
    /// - Throws: `JuiceMakerError.unknownJuice` (with a did-you-mean), or `.invalidCount` when the count
    ///   is not ASCII digits from 1 to `Limits.maxOrderCount`.
    public func parseItem(_ item: String) throws(JuiceMakerError) -> OrderLine {
        guard let colon = item.lastIndex(of: ":") else {
            return OrderLine(juice: try menu.juiceID(named: item), count: 1)
        }
        let name = String(item[..<colon])
        let countText = item[item.index(after: colon)...]
        let juice = try menu.juiceID(named: name)
        guard let count = Self.wholeNumber(countText), count >= 1, count <= Limits.maxOrderCount else {
            throw .invalidCount(item)
        }
        return OrderLine(juice: juice, count: count)
    }

    /// ASCII digits only (no sign, no spaces, no `1e3`); nil when too long to be a sane number.
    package static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 18,
              text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }
}
