/// The keys the menu format allows in each mapping, in the order docs/menu-format.md lists them: what the
/// validator accepts and what an editor offers to complete.
package enum MenuKeys {
    /// Keys of the menu itself.
    package static let topLevel = ["version", "defaults", "fruits", "juices"]
    /// Keys of a fruit.
    package static let fruit = ["name", "emoji", "stock", "reorder", "par", "was", "allow"]
    /// Keys of `defaults:`.
    package static let defaults = ["stock", "reorder", "par"]
    /// Keys of a juice.
    package static let juice = ["name", "recipe", "allow"]
}
