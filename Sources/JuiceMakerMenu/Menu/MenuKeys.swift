/// The keys the menu format allows in each mapping, in the order docs/menu-format.md lists them:
/// what the validator accepts (it switches over these cases, so a key added here is a key it must
/// read), what an editor offers to complete, and what the JSON Schema names (a test holds it to them).
package enum MenuKeys {
    /// Keys of the menu itself.
    package enum TopLevel: Int, MenuKey {
        case version, currency, timezone, defaults, fruits, juices

        package var spelling: StaticString {
            switch self {
            case .version: "version"
            case .currency: "currency"
            case .timezone: "timezone"
            case .defaults: "defaults"
            case .fruits: "fruits"
            case .juices: "juices"
            }
        }
    }

    /// Keys of a fruit.
    package enum Fruit: Int, MenuKey {
        case name, emoji, stock, reorder, par, cost, was, allow

        package var spelling: StaticString {
            switch self {
            case .name: "name"
            case .emoji: "emoji"
            case .stock: "stock"
            case .reorder: "reorder"
            case .par: "par"
            case .cost: "cost"
            case .was: "was"
            case .allow: "allow"
            }
        }
    }

    /// Keys of `defaults:`.
    package enum Defaults: Int, MenuKey {
        case stock, reorder, par

        package var spelling: StaticString {
            switch self {
            case .stock: "stock"
            case .reorder: "reorder"
            case .par: "par"
            }
        }
    }

    /// Keys of a juice.
    package enum Juice: Int, MenuKey {
        case name, recipe, price, allow

        package var spelling: StaticString {
            switch self {
            case .name: "name"
            case .recipe: "recipe"
            case .price: "price"
            case .allow: "allow"
            }
        }
    }

    /// Keys of the menu itself, as text.
    package static let topLevel = TopLevel.names
    /// Keys of a fruit, as text.
    package static let fruit = Fruit.names
    /// Keys of `defaults:`, as text.
    package static let defaults = Defaults.names
    /// Keys of a juice, as text.
    package static let juice = Juice.names
}

/// The keys of one kind of mapping: cases numbered from 0 in the order the format lists them.
package protocol MenuKey: CaseIterable, RawRepresentable where RawValue == Int {
    /// The key as a menu writes it.
    var spelling: StaticString { get }
}

extension MenuKey {
    /// The key as text.
    package var name: String { spelling.description }

    /// Every key as text, in order.
    package static var names: [String] { allCases.map(\.name) }

    /// The key whose spelling `matches` accepts, trying them in order; nil when none does.
    ///
    /// Walks the raw values rather than `allCases`, which would make an array for every key read.
    ///
    /// - Parameter matches: Whether a spelling is the one read.
    @inline(__always)
    package static func first(where matches: (StaticString) -> Bool) -> Self? {
        var raw = 0
        while let key = Self(rawValue: raw) {
            if matches(key.spelling) { return key }
            raw += 1
        }
        return nil
    }
}
