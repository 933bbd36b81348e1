import Foundation

/// A validated menu's parts, before `Menu` indexes them: the validator hands these over so the
/// YAML document can be let go first.
struct MenuParts {
    var version: Int
    var currency: Currency?
    var timeZone: TimeZone?
    var fruits: [Fruit]
    var juices: [Juice]
}
