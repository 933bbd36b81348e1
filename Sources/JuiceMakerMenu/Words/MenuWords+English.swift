#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The menu's diagnostics in English.
struct EnglishMenuWords: MenuWords {
    func kind(_ kind: MenuEntryKind) -> String {
        switch kind {
        case .fruit: "fruit"
        case .juice: "juice"
        }
    }

    func owner(_ owner: MessageOwner) -> String {
        switch owner {
        case .entry(let kind, let id): "\(self.kind(kind)) '\(id)'"
        case .defaults: "defaults"
        case .defaultsMapping: "'defaults'"
        case .menu: "the menu"
        case .allow: "'allow' (warning codes it takes)"
        }
    }

    func found(_ found: FoundValue) -> String {
        switch found {
        case .mapping: "a mapping"
        case .list: "a list"
        case .nothing: "nothing"
        case .null: "nothing (null)"
        case .text(let text): "the text \(Quoted.name(text))"
        case .number(let text): "the number \(text)"
        case .notDecimal(let text): "\(text) (write whole numbers in decimal digits)"
        case .decimalNumber(let text): "the decimal number \(text)"
        case .boolean(let text): "the boolean \(text)"
        }
    }

    func number(_ number: MenuNumber) -> String {
        switch number {
        case .stock: "stock"
        case .reorder: "reorder point"
        case .par: "par"
        }
    }

    func field(_ field: MenuValidator.TextField) -> String {
        switch field {
        case .name: "name"
        case .emoji: "emoji"
        case .nameIn(let code): "name (\(code))"
        }
    }

    func money(_ field: MenuValidator.MoneyField) -> String {
        switch field {
        case .price: "price"
        case .cost: "cost"
        }
    }

    func didYouMean(_ name: String) -> String { "; did you mean '\(name)'?" }
    func use(_ slug: String) -> String { "; use '\(slug)'" }

    // MARK: The top level

    var emptyFile: String { "the menu is empty; it needs 'fruits:' and 'juices:' (see config/examples/)" }
    var noDocument: String { "the file holds no YAML document; a menu needs 'fruits:' and 'juices:' (see config/examples/)" }
    func unreadable(reason: String) -> String { "cannot read this file (\(reason)); check the path" }
    func menuNotAMapping(_ found: String) -> String { "a menu is a mapping with 'fruits:' and 'juices:', not \(found)" }
    var noFruits: String { "the menu has no 'fruits:'; add the fruits the juices are made of" }
    var noJuices: String { "the menu has no 'juices:'; add at least one juice with its recipe" }
    func unsupportedVersion(_ version: String) -> String {
        "menu format version \(version) is not supported; this juicemaker reads version 1"
    }
    func versionNotWhole(_ found: String) -> String { "'version' must be the whole number 1, not \(found)" }
    func defaultsNotAMapping(_ found: String) -> String { "'defaults' must be a mapping like '{ stock: 10, reorder: 2 }', not \(found)" }
    func tooManyEntries(_ kind: MenuEntryKind, count: Int) -> String {
        "the menu has more than \(kind.limit) \(self.kind(kind))s (\(count)); juicemaker takes at most \(kind.limit), so split the menu"
    }
    func currencyNotACode(_ found: String) -> String { "'currency' must be an ISO 4217 code like KRW or USD, not \(found)" }
    func timeZoneNotAName(_ found: String) -> String { "'timezone' must be an IANA time zone name like 'Asia/Seoul', not \(found)" }

    // MARK: Keys, ids, names and text

    func allowNotAList(codes: String, _ found: String) -> String { "'allow' must be a list of warning codes like [\(codes)], not \(found)" }
    func keysArePlainNames(in owner: String, _ found: String) -> String { "keys in \(owner) are plain names; \(found) is not one" }
    func noKey(_ name: String, in owner: String) -> String { "\(owner) has no key \(Quoted.name(name))" }
    func knownKeys(_ keys: String) -> String { "; known keys are \(keys)" }
    func idNotAName(_ kind: MenuEntryKind, _ found: String) -> String { "a \(self.kind(kind)) id must be a plain name like 'mango', not \(found)" }
    func notASlug(_ kind: MenuEntryKind, id: String) -> String {
        "\(self.kind(kind)) id \(Quoted.name(id)) must be a lowercase slug (a-z, 0-9 and '-', starting with a letter)"
    }
    func duplicateID(_ kind: MenuEntryKind, id: String, first: String?) -> String {
        "\(self.kind(kind)) id \(Quoted.name(id)) is used twice\(first.map { " (first at \($0))" } ?? ""); ids must be unique, so rename or remove one"
    }
    func nameNotTextOrMapping(of owner: MessageOwner, _ found: String) -> String {
        "name of \(self.owner(owner)) must be text or a mapping of language to text (e.g. '{ en: Mango, ko: 망고 }'), not \(found)"
    }
    func emptyName(of owner: MessageOwner) -> String {
        "name of \(self.owner(owner)) is empty; give at least one language, e.g. '{ en: Mango }'"
    }
    func languageTwice(_ code: String, in owner: MessageOwner, first: String?) -> String {
        "the name of \(self.owner(owner)) gives language \(Quoted.name(code)) twice\(first.map { " (first at \($0))" } ?? ""); give each language once"
    }
    func notALanguageCode(_ found: String, in owner: MessageOwner) -> String {
        "\(found) in the name of \(self.owner(owner)) is not a language code; use codes like en or ko"
    }
    func notText(_ field: String, of owner: MessageOwner, _ found: String) -> String { "\(field) of \(self.owner(owner)) must be text, not \(found)" }
    func emptyText(_ field: String, of owner: MessageOwner) -> String {
        "\(field) of \(self.owner(owner)) is empty; write the text, or leave the field out"
    }
    func controlCharacter(_ field: String, of owner: String, code: String, bidirectional: Bool) -> String {
        let what = bidirectional ? "a bidirectional control (\(code))" : "the control character \(code)"
        return "\(field) of \(owner) holds \(what), which a terminal or screen would act on instead of showing; remove it"
    }

    // MARK: Fruits, their numbers, their stock rule and their former ids

    func fruitsNotAMapping(_ found: String) -> String {
        "'fruits' must be a mapping of fruit id to fruit (e.g. 'mango: { name: Mango }'), not \(found)"
    }
    func fruitNotAMapping(_ id: String, _ found: String) -> String {
        "fruit '\(id)' must be a mapping (name, emoji, stock, reorder, par, cost, was) or empty, not \(found)"
    }
    func notWhole(_ number: MenuNumber, of owner: MessageOwner, _ found: String) -> String {
        "\(self.number(number)) of \(self.owner(owner)) must be a whole number like \(number.example), not \(found)"
    }
    func negative(_ number: MenuNumber, of owner: MessageOwner, value: Int) -> String {
        "\(self.number(number)) of \(self.owner(owner)) is \(value); \(number == .stock ? "stock" : "it") cannot be negative, use 0 or more"
    }
    func parBelowOne(of owner: MessageOwner, par: Int) -> String { "par of \(self.owner(owner)) is \(par); a par level is at least 1" }
    func tooLarge(_ number: MenuNumber, of owner: MessageOwner) -> String {
        "\(self.number(number)) of \(self.owner(owner)) is too large; use at most \(Limits.maxMenuNumber)"
    }
    func parNotAboveReorder(of owner: String, par: Int, isSet: Bool, reorder: Int) -> String {
        let what = isSet ? "par of \(owner) is \(par)" : "par of \(owner) is its initial stock, \(par),"
        return "\(what) but its reorder point is \(reorder): a restock would leave it low; set 'par' above \(reorder)"
    }
    func wasNotAList(of owner: String, _ found: String) -> String {
        "'was' of \(owner) must be a fruit id or a list of fruit ids (e.g. 'was: pear' or 'was: [pear, nashi]'), not \(found)"
    }
    func wasNotAnID(of owner: String, _ found: String) -> String { "'was' of \(owner) names fruits by id; \(found) is not a fruit id" }
    func formerNotASlug(_ former: String, of owner: String) -> String {
        "former id \(Quoted.name(former)) in 'was' of \(owner) must be a lowercase slug (a-z, 0-9 and '-', starting with a letter)"
    }
    func formerNamedTwice(_ former: String, of owner: String) -> String { "'was' of \(owner) names \(Quoted.name(former)) twice; name each former id once" }
    func formerIsOwnID(_ former: String, of owner: String) -> String {
        "'was' of \(owner) names its own id \(Quoted.name(former)); a fruit is not renamed from itself, so remove it from 'was'"
    }
    func formerStillOnMenu(_ former: String, of owner: String) -> String {
        let quoted = Quoted.name(former)
        return "'was' of \(owner) names \(quoted), which is still a fruit of the menu; remove \(quoted) from the fruits if it was renamed, else from 'was'"
    }
    func formerClaimedTwice(_ former: String, of owner: String, firstOwner: String, firstPlace: String?) -> String {
        let place = firstPlace.map { " (at \($0))" } ?? ""
        return "'was' of \(owner) names \(Quoted.name(former)), which \(firstOwner) already names\(place); its stock can go to one fruit only, so keep it in one 'was'"
    }

    // MARK: Juices and recipes

    func juicesNotAMapping(_ found: String) -> String {
        "'juices' must be a mapping of juice id to juice (e.g. 'mango: { recipe: { mango: 3 } }'), not \(found)"
    }
    func juiceNotAMapping(_ id: String, _ found: String) -> String { "juice '\(id)' must be a mapping with 'recipe:' (and 'name:'), not \(found)" }
    func noRecipe(juice: String) -> String { "juice '\(juice)' has no recipe; add 'recipe: { fruit: amount }'" }
    func emptyRecipe(juice: String) -> String { "recipe of '\(juice)' is empty; list at least one fruit with its amount" }
    func recipeNotAMapping(juice: String, _ found: String) -> String {
        "recipe of '\(juice)' must be a mapping of fruit to amount (e.g. '{ mango: 2, kiwi: 1 }'), not \(found)"
    }
    func recipeKeyNotAnID(juice: String, _ found: String) -> String { "recipe of '\(juice)' names fruits by id; \(found) is not a fruit id" }
    func fruitNamedTwice(_ fruit: String, juice: String, first: String?) -> String {
        "recipe of juice \(Quoted.name(juice)) names fruit \(Quoted.name(fruit)) twice\(first.map { " (first at \($0))" } ?? ""); name each fruit once with its whole amount"
    }
    func amountNotWhole(fruit: String, juice: String, _ found: String) -> String {
        "amount of \(Quoted.name(fruit)) in '\(juice)' must be a whole number like 2, not \(found)"
    }
    func amountBelowOne(fruit: String, juice: String, amount: Int) -> String {
        "amount of \(Quoted.name(fruit)) in '\(juice)' is \(amount); a recipe uses at least 1 of each fruit it names"
    }
    func amountTooLarge(fruit: String, juice: String) -> String {
        "amount of \(Quoted.name(fruit)) in '\(juice)' is too large; use at most \(Limits.maxMenuNumber)"
    }

    /// "recipe of '<juice>' names unknown fruit '<fruit>'" and what to do about it, written into one
    /// String of the right size: appending the pieces one by one cost more than finding the
    /// did-you-mean. (The String made from the whole repairs the juice's bytes as
    /// `String(decoding:as:)` would have repaired them alone: the text around them is ASCII.)
    /// Measured against plain interpolation: `validate` on the 10 MB many-errors menus (2,930 to
    /// 4,552 unknown fruits), 12 alternating runs, median 258.0 ms with it and 260.5 without (mixed), 271.8
    /// and 274.3 ms (blockFruits, already past its 1.3× target): about 1%.
    func unknownFruit(juice: UnsafeBufferPointer<UInt8>, fruit: String, suggestion: String?) -> String {
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

    // MARK: Money

    func missingCurrency(_ field: MenuValidator.MoneyField, of owner: MessageOwner) -> String {
        "\(money(field)) of \(self.owner(owner)) needs the menu's currency; add it at the top of the menu as an ISO 4217 code (e.g. 'currency: KRW')"
    }
    func notAnAmount(_ field: MenuValidator.MoneyField, of owner: MessageOwner, example: String, _ found: String) -> String {
        "\(money(field)) of \(self.owner(owner)) must be an amount like \(example), not \(found)"
    }
    func tooManyPlaces(_ field: MenuValidator.MoneyField, of owner: MessageOwner, text: String, currency: String, places: Int, example: String) -> String {
        places == 0
            ? "\(money(field)) of \(self.owner(owner)) is \(text), but \(currency) amounts are whole; write it like \(example)"
            : "\(money(field)) of \(self.owner(owner)) is \(text), but \(currency) amounts have at most \(places) decimal places; write it like \(example)"
    }
    func negativeAmount(_ field: MenuValidator.MoneyField, of owner: MessageOwner, text: String) -> String {
        "\(money(field)) of \(self.owner(owner)) must be 0 or more, not \(text)"
    }
    func amountAboveMost(_ field: MenuValidator.MoneyField, of owner: MessageOwner, text: String, most: String) -> String {
        "\(money(field)) of \(self.owner(owner)) is \(text), more than juicemaker keeps (at most \(most))"
    }
    func belowCost(juice: String, sells: String, costs: String) -> String {
        "juice '\(juice)' sells for \(sells) but its fruit costs \(costs); raise its price or correct the fruits' 'cost:' (or add 'allow: [below-cost]' if this is meant)"
    }

    // MARK: Warnings

    func shortage(fruit: String, amount: Int, stock: Int) -> String { "\(amount) \(fruit) (initial stock \(stock))" }
    func unmakeableJuice(_ juice: String, needs: String) -> String {
        "juice '\(juice)' cannot be made even once from initial stock: it needs \(needs); raise the stock, or add 'allow: [unmakeable-juice]' if that is intended"
    }
    func unusedFruit(_ fruit: String) -> String {
        "fruit '\(fruit)' is in no recipe; remove it, use it in a juice, or add 'allow: [unused-fruit]'"
    }
    func missingTranslation(_ kind: MenuEntryKind, id: UnsafeBufferPointer<UInt8>, missing: [String]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(256)
        text.append("name of ")
        text.append(self.kind(kind))
        text.append(" '")
        text.append(contentsOf: id)
        text.append("' has no ")
        text.appendQuoted(missing)
        text.append(" while other names do; add it, or add 'allow: [missing-translation]'")
        return text.utf8String
    }

    // MARK: Reports

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        }
    }
    var fixable: String { " (fixable with --fix)" }
    func checked(files: Int) -> String { "\(Self.count(files, "file")) checked: " }
    func errors(_ count: Int) -> String { Self.count(count, "error") }
    func warnings(_ count: Int) -> String { Self.count(count, "warning") }
    var noProblems: String { "no problems" }
    var strictNote: String { " (strict: warnings count as failures)" }
    private static func count(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    func reason(_ cause: FileFailure.Cause) -> String {
        switch cause {
        case .notFound: "no such file"
        case .permissionDenied: "permission denied"
        case .directory: "it is a directory"
        case .readOnlyFileSystem: "read-only file system"
        case .noSpaceLeft: "no space left on device"
        case .special(let kind): "it is \(specialFile(kind)), not a regular file; a menu is read only from a file (or from standard input, as -)"
        case .tooLarge(let limit): "it is larger than \(limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"), the most a menu may be"
        case .notRegularToRewrite: "it is not a regular file; only a regular file is rewritten"
        case .readOnly(let mode): "the file is read-only (mode \(mode)); it was not rewritten: make it writable (chmod u+w) to fix it"
        case .system(let text): text
        }
    }

    func fixed(_ count: Int, in file: String) -> String { "\(file): fixed \(Self.count(count, "problem"))" }
    func cannotWriteFixes(to file: String, reason: String) -> String {
        "\(file): cannot write the fixed menu (\(reason)); the file is unchanged"
    }

    private func specialFile(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    // MARK: Orders

    func shortfall(fruit: String, need: Int, have: Int) -> String { "needs \(need) \(fruit), has \(have)" }
    var shortfallSeparator: String { "; " }
    func lowStock(_ fruit: String, count: Int, reorder: Int, command: String) -> String {
        "\(fruit) is low: \(count) left, reorder at \(reorder) — \(command)"
    }
    func served(_ juice: String, count: Int) -> String { count == 1 ? juice : "\(juice) ×\(count)" }
    func ready(_ lines: [String], isOneGlass: Bool) -> String {
        // `A`, `A and B`, `A, B and C`.
        let list = lines.count > 1 ? lines.dropLast().joined(separator: ", ") + " and " + (lines.last ?? "") : lines.first ?? ""
        return "\(list) \(isOneGlass ? "is" : "are") ready. Enjoy!"
    }
}
