/// The rules of a fruit's former ids (`was:`), each id with its place (the validator's node),
/// worded by `MenuWords` (`formerIsOwnID` and the rest).
///
/// A former id must be a slug and be named once by its fruit (`own`); across the menu it may not be
/// the fruit's own id, a fruit still on the menu, or an id an earlier fruit names (`across`).
struct RenameRules<Place> {
    /// A former id as written, and where.
    struct Former {
        var id: String
        var place: Place
    }

    /// Reports one problem: its code, its message, and the place of the former id it is about.
    typealias Report = (DiagnosticCode, String, Place) -> Void

    /// The messages' language.
    let language: Language
    /// Each former id claimed so far, with its fruit and place: an earlier fruit wins.
    private var claimed: [String: (fruit: String, place: Place)] = [:]

    /// - Parameter language: The messages' language.
    init(language: Language) {
        self.language = language
    }

    /// One fruit's own rules: each former id a slug, named once.
    ///
    /// - Parameters:
    ///   - formers: The ids as the fruit lists them.
    ///   - owner: How messages name the fruit (`fruit 'kiwi'`, in `language`).
    ///   - isSlug: Whether a former id is a slug.
    ///   - report: Called for each problem.
    /// - Returns: The former ids that keep to them, in order.
    func own(_ formers: [Former], owner: String, isSlug: (Former) -> Bool, report: Report) -> [Former] {
        var named: Set<String> = []
        return formers.filter { keepsOwnRules($0, owner: owner, isSlug: isSlug($0), named: &named, report: report) }
    }

    /// The rules across the menu for one fruit's former ids (those `own` kept); call it for the
    /// fruits in menu order.
    ///
    /// - Parameters:
    ///   - formers: The fruit's former ids.
    ///   - fruit: The fruit's id.
    ///   - owners: How messages name a fruit, by id, in `language` (`fruit 'kiwi'`).
    ///   - isOnMenu: Whether a former id is the id of a fruit on the menu.
    ///   - describe: Where a place is, as messages give it (`3:7`); nil where there is none.
    ///   - report: Called for each problem.
    mutating func across(_ formers: [Former], of fruit: String, owners: (String) -> String, isOnMenu: (Former) -> Bool,
                         describe: (Place) -> String?, report: Report) {
        let owner = owners(fruit)
        for former in formers {
            checkAcross(former, of: fruit, owner: owner, owners: owners, isOnMenu: isOnMenu(former), describe: describe, report: report)
        }
    }

    /// A slug, not named before by the same fruit (`named`); false, reported, when it is not.
    private func keepsOwnRules(_ former: Former, owner: String, isSlug: Bool, named: inout Set<String>, report: Report) -> Bool {
        if !isSlug {
            report(.invalidID, language.menu.formerNotASlugWithAdvice(former.id, of: owner), former.place)
            return false
        }
        if !named.insert(former.id).inserted {
            report(.duplicateKey, language.menu.formerNamedTwice(former.id, of: owner), former.place)
            return false
        }
        return true
    }

    /// Not the fruit's own id, not a fruit on the menu, not an id an earlier fruit claimed.
    private mutating func checkAcross(_ former: Former, of fruit: String, owner: String, owners: (String) -> String, isOnMenu: Bool,
                                      describe: (Place) -> String?, report: Report) {
        if former.id == fruit {
            report(.invalidRename, language.menu.formerIsOwnID(former.id, of: owner), former.place)
        } else if isOnMenu {
            report(.invalidRename, language.menu.formerStillOnMenu(former.id, of: owner), former.place)
        } else if let first = claimed[former.id] {
            report(.invalidRename, language.menu.formerClaimedTwice(former.id, of: owner, firstOwner: owners(first.fruit),
                                                                    firstPlace: describe(first.place)), former.place)
        } else {
            claimed[former.id] = (fruit, former.place)
        }
    }
}
