/// Reads orders as people type them: `mango-kiwi:2 banana` (a bare juice is one glass).
///
/// Words may also hold several items separated by spaces or commas, and name a juice by its id
/// or any of its names (`Menu.juiceID(named:)`). The same juice twice adds up, keeping the place
/// it was first named. This is the edge: what it returns holds ids only.
public struct OrderParser: Sendable {
    public let menu: Menu

    public init(menu: Menu) {
        self.menu = menu
    }

    /// One line of input, such as `mango-kiwi:2, banana`.
    ///
    /// - Throws: `JuiceMakerError.unknownJuice` (with a did-you-mean), `.invalidCount`, `.emptyOrder`.
    public func parse(_ text: String) throws(JuiceMakerError) -> JuiceOrder {
        try parse(words: [text])
    }

    /// Command-line words, such as `["mango-kiwi:2", "banana"]`.
    ///
    /// - Throws: `JuiceMakerError.unknownJuice` (with a did-you-mean), `.invalidCount`, `.emptyOrder`.
    public func parse(words: [String]) throws(JuiceMakerError) -> JuiceOrder {
        var lines: [OrderLine] = []
        var lineOfJuice: [Juice.ID: Int] = [:]
        for word in words {
            for item in word.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
                let line = try parseItem(String(item))
                if let existing = lineOfJuice[line.juice] {
                    let total = lines[existing].count + line.count
                    guard total <= Limits.maxOrderCount else { throw .invalidCount(String(item)) }
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

    /// `juice` or `juice:count`.
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
