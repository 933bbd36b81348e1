import JuiceMakerKit

/// `juicemaker [GLOBAL OPTIONS] validate [--strict] [--format FORMAT] [FILE...]`, menus checked as
/// CI and pre-commit hooks check them, read without swift-argument-parser.
///
/// swift-argument-parser's reflection costs a process about 2 ms before it reads a byte (see
/// `QuickOrderArguments`), more than 1% of checking a 10 MB menu. This reader takes the global
/// options as `QuickGlobalOptions` reads them, then `validate` and words that are each `--strict`
/// (at most once), `--format` with one of the formats' names (at most once), or a plain file name
/// (not empty, not an option, not `-`, not `help`). Everything else, `--fix` included, goes to
/// swift-argument-parser. `QuickValidateArgumentsTests` holds it to reading exactly what the
/// parser reads.
enum QuickValidateArguments {
    /// What the words ask `validate` to do.
    struct Request {
        var options: GlobalOptions
        var files: [String]
        var format: DiagnosticFormat?
        var strict: Bool
    }

    /// - Parameter words: The arguments after the program's name.
    /// - Returns: The request, or nil when swift-argument-parser must read the words.
    static func parse(_ words: ArraySlice<String>) -> Request? {
        guard let (options, afterCommand) = QuickGlobalOptions.read(words, upTo: "validate") else { return nil }
        var request = Request(options: options, files: [], format: nil, strict: false)
        var rest = afterCommand
        while let word = rest.first {
            rest = rest.dropFirst()
            switch word {
            case "--strict" where !request.strict:
                request.strict = true
            case "--format" where request.format == nil:
                guard let value = rest.first, let format = DiagnosticFormat(rawValue: value) else { return nil }
                request.format = format
                rest = rest.dropFirst()
            default:
                guard QuickGlobalOptions.isPlain(word) else { return nil }
                request.files.append(word)
            }
        }
        return request
    }
}
