import JuiceMakerMenu

/// Where a menu's stock lives when nobody says: beside the menu, in `.juicemaker/<menu name>.sqlite`.
///
/// Per menu file, so two menus in one folder never share stock; beside it, so a shop's menu and
/// its stock move together (and `.juicemaker/` is easy to keep out of version control).
package enum StateLocation {
    package static func defaultPath(forMenu menuPath: String) -> String {
        let slash = menuPath.lastIndex(of: "/")
        let directory = slash.map { String(menuPath[...$0]) } ?? ""
        var name = slash.map { String(menuPath[menuPath.index(after: $0)...]) } ?? menuPath
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
        }
        return directory + ".juicemaker/" + name + ".sqlite"
    }
}
