/// The menu the rename tests share, on every store and through the command line: a pear fruit (or
/// the entry that replaces it, such as `pear-green: { stock: 30, was: pear }`) and kiwi, with a
/// juice of each.
public enum RenameFixtures {
    /// The menu's YAML.
    ///
    /// - Parameter pear: The pear fruit's entry, `ID: { … }`; the pear juice's recipe uses that id.
    /// - Returns: The whole menu.
    public static func menuYAML(_ pear: String = "pear: { stock: 20 }") -> String {
        """
        fruits:
          \(pear)
          kiwi: { stock: 10 }
        juices:
          pear: { recipe: { \(pear.prefix { $0 != ":" }): 4 } }
          kiwi: { recipe: { kiwi: 1 } }

        """
    }
}
