import JuiceMakerKit

/// `juicemaker [--menu PATH] [--state PATH] [--stand NAME] [--lang LANG] order JUICE...`, the one-shot order as
/// scripts and tills write it, read without swift-argument-parser.
///
/// swift-argument-parser reflects every command and option type it meets, and first builds two
/// throwaway parsers to look for `--generate-completion-script`; each new type costs the Swift
/// runtime a scan of every protocol conformance in the binary, which would be most of an `order`
/// process's work. This reader takes only argument lists whose meaning is beyond doubt:
/// the global options as `QuickGlobalOptions` reads them, then `order` and juices that are not
/// empty, not options and not `help`; no flags. Everything else, including every error and every
/// request for help or the version, goes to swift-argument-parser, so answers and messages stay
/// its own. `QuickOrderArgumentsTests` holds it to reading exactly what the parser reads.
enum QuickOrderArguments {
    static func parse(_ words: ArraySlice<String>) -> (options: GlobalOptions, juices: [String])? {
        guard let (options, rest) = QuickGlobalOptions.read(words, upTo: "order") else { return nil }
        let juices = Array(rest)
        guard !juices.isEmpty, juices.allSatisfy(QuickGlobalOptions.isPlain) else { return nil }
        return (options, juices)
    }
}
