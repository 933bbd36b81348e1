/// The words of the menu rules' diagnostics, one function a message in both languages (as
/// `StockRuleText` and `RenameRuleText` are), given by the validator (`MenuValidator`) to menu
/// files and menus made in code alike. Only made when a problem is found.
enum MenuRuleText {
    /// `version:` other than 1.
    static func unsupportedVersion(_ version: String, _ language: Language) -> String {
        language == .ko
            ? "메뉴 형식 버전 \(version)은(는) 지원하지 않아요; 이 juicemaker는 버전 1을 읽어요"
            : "menu format version \(version) is not supported; this juicemaker reads version 1"
    }

    /// An id that is not a slug, with the slug it could be when there is one.
    ///
    /// - Parameters:
    ///   - kind: A fruit or a juice.
    ///   - id: The id as written.
    ///   - language: The message's language.
    static func notASlug(kind: MenuEntryKind, id: String, _ language: Language) -> String {
        let kind = kind.word(language)
        let ko = language == .ko
        var message = ko
            ? "\(kind) id \(Quoted.name(id))은(는) 소문자 슬러그(a-z, 0-9, '-', 글자로 시작)여야 해요"
            : "\(kind) id \(Quoted.name(id)) must be a lowercase slug (a-z, 0-9 and '-', starting with a letter)"
        if let slug = Slug.slugSuggestion(for: id) { message += ko ? "; '\(slug)'을(를) 쓰세요" : "; use '\(slug)'" }
        return message
    }

    /// A recipe with no fruit.
    static func emptyRecipe(juice: String, _ language: Language) -> String {
        language == .ko
            ? "'\(juice)'의 레시피가 비어 있어요; 과일을 양과 함께 하나 이상 적으세요"
            : "recipe of '\(juice)' is empty; list at least one fruit with its amount"
    }

    /// A name with no language.
    static func emptyName(of owner: MessageOwner, _ language: Language) -> String {
        language == .ko
            ? "\(owner.ko)의 이름이 비어 있어요; 언어를 하나 이상 적으세요 (예: '{ en: Mango }')"
            : "name of \(owner.en) is empty; give at least one language, e.g. '{ en: Mango }'"
    }

    /// A par level below 1.
    static func parBelowOne(of owner: MessageOwner, par: Int, _ language: Language) -> String {
        language == .ko
            ? "\(owner.ko)의 par가 \(par)이에요; par는 1 이상이어야 해요"
            : "par of \(owner.en) is \(par); a par level is at least 1"
    }

    /// A stock number (`stock`, `reorder`) below 0.
    ///
    /// - Parameters:
    ///   - words: The number's name in `language` (`stock`, `reorder point`, `재고(stock)`).
    ///   - isStock: Whether it is `stock` (the English then says "stock cannot", else "it cannot").
    static func negative(_ words: String, isStock: Bool, of owner: MessageOwner, value: Int, _ language: Language) -> String {
        language == .ko
            ? "\(owner.ko)의 \(words) 값이 \(value)이에요; 음수는 안 되니 0 이상을 쓰세요"
            : "\(words) of \(owner.en) is \(value); \(isStock ? "stock" : "it") cannot be negative, use 0 or more"
    }

    /// A stock number above `Limits.maxMenuNumber`.
    static func tooLarge(_ words: String, of owner: MessageOwner, _ language: Language) -> String {
        language == .ko
            ? "\(owner.ko)의 \(words) 값이 너무 커요; \(Limits.maxMenuNumber) 이하로 쓰세요"
            : "\(words) of \(owner.en) is too large; use at most \(Limits.maxMenuNumber)"
    }

    /// A recipe amount below 1.
    static func amountBelowOne(fruit: String, juice: String, amount: Int, _ language: Language) -> String {
        language == .ko
            ? "'\(juice)'의 \(Quoted.name(fruit)) 양이 \(amount)이에요; 레시피는 적은 과일을 1개 이상 써요"
            : "amount of \(Quoted.name(fruit)) in '\(juice)' is \(amount); a recipe uses at least 1 of each fruit it names"
    }

    /// A recipe amount above `Limits.maxMenuNumber`.
    static func amountTooLarge(fruit: String, juice: String, _ language: Language) -> String {
        language == .ko
            ? "'\(juice)'의 \(Quoted.name(fruit)) 양이 너무 커요; \(Limits.maxMenuNumber) 이하로 쓰세요"
            : "amount of \(Quoted.name(fruit)) in '\(juice)' is too large; use at most \(Limits.maxMenuNumber)"
    }

    /// More fruits or juices than juicemaker takes.
    ///
    /// - Parameters:
    ///   - kind: A fruit or a juice.
    ///   - count: How many the menu has.
    static func tooManyEntries(kind: MenuEntryKind, count: Int, _ language: Language) -> String {
        let (limit, kind) = (kind.limit, kind.word(language))
        return language == .ko
            ? "메뉴의 \(kind) 수가 \(limit)개보다 많아요 (\(count)개); juicemaker는 \(limit)개까지 받으니 메뉴를 나누세요"
            : "the menu has more than \(limit) \(kind)s (\(count)); juicemaker takes at most \(limit), so split the menu"
    }

    /// Two fruits or two juices with one id.
    ///
    /// - Parameters:
    ///   - kind: A fruit or a juice.
    ///   - id: The id.
    ///   - first: Where the first is, in a file; nil for a menu made in code.
    static func duplicateID(kind: MenuEntryKind, id: String, first: String?, _ language: Language) -> String {
        let kind = kind.word(language)
        return language == .ko
            ? "\(kind) id \(Quoted.name(id))이(가) 두 번 쓰였어요\(first.map { " (처음은 \($0))" } ?? ""); id는 하나씩이어야 하니 하나의 이름을 바꾸거나 지우세요"
            : "\(kind) id \(Quoted.name(id)) is used twice\(first.map { " (first at \($0))" } ?? ""); ids must be unique, so rename or remove one"
    }

    /// A recipe that names one fruit twice (the YAML layer's duplicate key, in a recipe).
    ///
    /// - Parameters:
    ///   - juice: The juice's id.
    ///   - fruit: The fruit named twice.
    ///   - first: Where the first is, in a file; nil for a menu made in code.
    static func fruitNamedTwice(juice: String, fruit: String, first: String?, _ language: Language) -> String {
        language == .ko
            ? "쥬스 \(Quoted.name(juice))의 레시피에 과일 \(Quoted.name(fruit))이(가) 두 번 있어요\(first.map { " (처음은 \($0))" } ?? ""); 과일마다 한 번, 전체 양과 함께 적으세요"
            : "recipe of juice \(Quoted.name(juice)) names fruit \(Quoted.name(fruit)) twice\(first.map { " (first at \($0))" } ?? ""); name each fruit once with its whole amount"
    }

    /// A name that gives one language twice (the YAML layer's duplicate key, in a name).
    ///
    /// - Parameters:
    ///   - code: The language code given twice.
    ///   - owner: The fruit or juice whose name it is.
    ///   - first: Where the first is, in a file; nil for a menu made in code.
    static func languageTwice(_ code: String, in owner: MessageOwner, first: String?, _ language: Language) -> String {
        language == .ko
            ? "\(owner.ko)의 이름에 언어 \(Quoted.name(code))이(가) 두 번 있어요\(first.map { " (처음은 \($0))" } ?? ""); 한 번만 적으세요"
            : "the name of \(owner.en) gives language \(Quoted.name(code)) twice\(first.map { " (first at \($0))" } ?? ""); give each language once"
    }

    /// A name's key that is not a language code.
    ///
    /// - Parameters:
    ///   - found: What was written, in `FoundValue`'s words (`the text 'english'`).
    ///   - owner: The fruit or juice whose name it is.
    static func notALanguageCode(_ found: String, in owner: MessageOwner, _ language: Language) -> String {
        language == .ko
            ? "\(owner.ko)의 이름에 있는 \(found)은(는) 언어 코드가 아니에요; en, ko 같은 코드를 쓰세요"
            : "\(found) in the name of \(owner.en) is not a language code; use codes like en or ko"
    }

    /// A text field (a name in one language, an emoji) that is empty or blank.
    ///
    /// - Parameters:
    ///   - field: The field's words in `language` (`emoji`, `name (ko)`).
    ///   - owner: The fruit or juice it belongs to.
    static func emptyText(field: String, of owner: MessageOwner, _ language: Language) -> String {
        language == .ko
            ? "\(owner.ko)의 \(field) 값이 비어 있어요; 텍스트를 적거나 이 항목을 빼세요"
            : "\(field) of \(owner.en) is empty; write the text, or leave the field out"
    }

    /// `unknownFruit(juice:fruit:suggestion:)` in Korean; made the plain way, as Korean output is
    /// for people reading a few of them.
    static func unknownFruitKorean(juice: String, fruit: String, suggestion: String?) -> String {
        let start = "'\(juice)'의 레시피에 없는 과일 \(Quoted.name(fruit))이(가) 있어요"
        return start + (suggestion.map { "; '\($0)'을(를) 말한 건가요?" } ?? "; 'fruits:'에 더하거나 이름을 고치세요")
    }

    /// "recipe of '<juice>' names unknown fruit '<fruit>'" and what to do about it, written into one
    /// String of the right size: a broken menu may have tens of thousands of these, and appending the
    /// pieces one by one cost more than finding the did-you-mean.
    ///
    /// - Parameters:
    ///   - juice: The juice id's UTF-8 as written (the String made from the whole repairs it as
    ///     `String(decoding:as:)` would have repaired the id alone: the text around it is ASCII).
    ///   - fruit: The unknown fruit, quoted as `Quoted.name` quotes it.
    ///   - suggestion: The did-you-mean, if any.
    static func unknownFruit(juice: UnsafeBufferPointer<UInt8>, fruit: String, suggestion: String?) -> String {
        let fruit = fruit.revealingInvisibles
        let short = Quoted.isShort(fruit)
        var quoted = short ? fruit : Quoted.name(fruit)
        var suggestion = suggestion
        let opening: StaticString = "recipe of '", middle: StaticString = "' names unknown fruit "
        let asking: StaticString = "; did you mean '", asked: StaticString = "'?"
        let advice: StaticString = "; add it under 'fruits:' or fix the name"
        return quoted.withUTF8 { quotedBytes in
            // A short name is quoted here, the quotes written around its bytes.
            let quotes = short ? 2 : 0
            let count = opening.utf8CodeUnitCount + juice.count + middle.utf8CodeUnitCount + quotes + quotedBytes.count
                + (suggestion.map { asking.utf8CodeUnitCount + $0.utf8.count + asked.utf8CodeUnitCount } ?? advice.utf8CodeUnitCount)
            return String(unsafeUninitializedCapacity: count) { buffer in
                var filler = BufferFiller(buffer)
                filler.put(opening)
                filler.put(juice)
                filler.put(middle)
                if quotes > 0 { filler.put(0x27) }
                filler.put(quotedBytes)
                if quotes > 0 { filler.put(0x27) }
                if suggestion != nil {
                    filler.put(asking)
                    suggestion?.withUTF8 { filler.put($0) }
                    filler.put(asked)
                } else {
                    filler.put(advice)
                }
                return filler.count
            }
        }
    }
}
