/// The words of the `was:` diagnostics (a fruit's former ids), written once in each language.
enum RenameRuleText {
    /// A former id that is the fruit's own.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear'`.
    ///   - former: The former id, as written.
    static func ownID(owner: String, former: String, language: Language = .en) -> String {
        language == .ko
            ? "\(owner)의 'was'가 자기 id \(Quoted.name(former))을(를) 적었어요; 과일은 자기 자신에서 이름이 바뀌지 않으니 'was'에서 지우세요"
            : "'was' of \(owner) names its own id \(Quoted.name(former)); a fruit is not renamed from itself, so remove it from 'was'"
    }

    /// A former id that is still a fruit of the menu.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear-green'`.
    ///   - former: The former id.
    static func stillOnMenu(owner: String, former: String, language: Language = .en) -> String {
        let quoted = Quoted.name(former)
        return language == .ko
            ? "\(owner)의 'was'가 \(quoted)을(를) 적었는데, 아직 메뉴에 있는 과일이에요; 이름을 바꾼 거라면 과일 목록에서, 아니라면 'was'에서 \(quoted)을(를) 지우세요"
            : "'was' of \(owner) names \(quoted), which is still a fruit of the menu; remove \(quoted) from the fruits if it was renamed, else from 'was'"
    }

    /// A former id that an earlier fruit names too.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear-red'`.
    ///   - former: The former id.
    ///   - firstOwner: How the message names the fruit that named it first.
    ///   - firstPlace: Where that fruit named it (`5:28`), when known.
    static func claimedTwice(owner: String, former: String, firstOwner: String, firstPlace: String?, language: Language = .en) -> String {
        if language == .ko {
            let place = firstPlace.map { " (\($0))" } ?? ""
            return "\(owner)의 'was'가 \(Quoted.name(former))을(를) 적었는데, \(firstOwner)이(가) 이미 적었어요\(place); 재고는 한 과일로만 옮길 수 있으니 한 'was'에만 두세요"
        }
        let place = firstPlace.map { " (at \($0))" } ?? ""
        return "'was' of \(owner) names \(Quoted.name(former)), which \(firstOwner) already names\(place); its stock can go to one fruit only, so keep it in one 'was'"
    }

    /// A former id named twice by the same fruit.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear-green'`.
    ///   - former: The former id.
    static func namedTwice(owner: String, former: String, language: Language = .en) -> String {
        language == .ko
            ? "\(owner)의 'was'가 \(Quoted.name(former))을(를) 두 번 적었어요; 예전 id는 한 번씩만 적으세요"
            : "'was' of \(owner) names \(Quoted.name(former)) twice; name each former id once"
    }

    /// A former id that is not a slug.
    ///
    /// - Parameters:
    ///   - owner: How the message names the fruit: `fruit 'pear-green'`.
    ///   - former: The former id, as written.
    static func notASlug(owner: String, former: String, language: Language = .en) -> String {
        var message = language == .ko
            ? "\(owner)의 'was'에 있는 예전 id \(Quoted.name(former))은(는) 소문자 슬러그(a-z, 0-9, '-', 글자로 시작)여야 해요"
            : "former id \(Quoted.name(former)) in 'was' of \(owner) must be a lowercase slug (a-z, 0-9 and '-', starting with a letter)"
        if let slug = Slug.slugSuggestion(for: former) { message += language == .ko ? "; '\(slug)'을(를) 쓰세요" : "; use '\(slug)'" }
        return message
    }
}
