import JuiceMakerKit

/// `juicemaker [--menu PATH] [--state PATH] [--stand NAME] [--lang LANG] order JUICE...`, the one-shot order as
/// scripts and tills write it, read without swift-argument-parser.
///
/// swift-argument-parser reflects every command and option type it meets, and first builds two
/// throwaway parsers to look for `--generate-completion-script`; each new type costs the Swift
/// runtime a scan of every protocol conformance in the binary. That was 60% of the instructions
/// of an `order` process. This reader takes only argument lists whose meaning is beyond doubt:
/// each global option at most once, apart from its value, before `order`; values and juices that
/// are not empty, not options and not `help`; no flags. Everything else, including every error and
/// every request for help or the version, goes to swift-argument-parser, so answers and messages
/// stay its own. `QuickOrderArgumentsTests` holds it to reading exactly what the parser reads.
enum QuickOrderArguments {
    static func parse(_ words: ArraySlice<String>) -> (options: GlobalOptions, juices: [String])? {
        var menu: String?
        var state: String?
        var stand: String?
        var lang: Language?
        var rest = words
        while let word = rest.first, word != "order" {
            let value = rest.dropFirst().first
            guard let value, isPlain(value) else { return nil }
            switch word {
            case "--menu" where menu == nil: menu = value
            case "--state" where state == nil: state = value
            case "--stand" where stand == nil: stand = value
            case "--lang" where lang == nil:
                guard let language = Language(rawValue: value) else { return nil }
                lang = language
            default: return nil
            }
            rest = rest.dropFirst(2)
        }
        guard rest.first == "order" else { return nil }
        let juices = Array(rest.dropFirst())
        guard !juices.isEmpty, juices.allSatisfy(isPlain) else { return nil }
        return (GlobalOptions(menu: menu, state: state, stand: stand, lang: lang), juices)
    }

    /// A word no parser could take for an option, a terminator or a request for help.
    private static func isPlain(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("-") && word != "help"
    }
}
