/// The words of the `was:` diagnostics (a fruit's former ids) that both the YAML validator and the
/// rules for menus made in code give, written once.
enum RenameRuleText {
    /// A former id that is the fruit's own.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear'`.
    ///   - former: The former id, as written.
    static func ownID(owner: String, former: String) -> String {
        "'was' of \(owner) names its own id \(Quoted.name(former)); a fruit is not renamed from itself, so remove it from 'was'"
    }

    /// A former id that is still a fruit of the menu.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear-green'`.
    ///   - former: The former id.
    static func stillOnMenu(owner: String, former: String) -> String {
        let quoted = Quoted.name(former)
        return "'was' of \(owner) names \(quoted), which is still a fruit of the menu; remove \(quoted) from the fruits if it was renamed, else from 'was'"
    }

    /// A former id that an earlier fruit names too.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear-red'`.
    ///   - former: The former id.
    ///   - firstOwner: How the message names the fruit that named it first.
    ///   - firstPlace: Where that fruit named it (`5:28`), when known.
    static func claimedTwice(owner: String, former: String, firstOwner: String, firstPlace: String?) -> String {
        let place = firstPlace.map { " (at \($0))" } ?? ""
        return "'was' of \(owner) names \(Quoted.name(former)), which \(firstOwner) already names\(place); its stock can go to one fruit only, so keep it in one 'was'"
    }

    /// A former id named twice by the same fruit.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear-green'`.
    ///   - former: The former id.
    static func namedTwice(owner: String, former: String) -> String {
        "'was' of \(owner) names \(Quoted.name(former)) twice; name each former id once"
    }

    /// A former id that is not a slug.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear-green'`.
    ///   - former: The former id, as written.
    static func notASlug(owner: String, former: String) -> String {
        var message = "former id \(Quoted.name(former)) in 'was' of \(owner) must be a lowercase slug (a-z, 0-9 and '-', starting with a letter)"
        if let slug = Slug.slugSuggestion(for: former) { message += "; use '\(slug)'" }
        return message
    }
}
