import JuiceMakerMenu

/// What swift-argument-parser itself writes, in Korean: its usage errors and the frame of a help
/// page (headings, its own options, value lists). The parser words them in English only; the common
/// ones are said again in Korean from their fixed shapes, and anything else keeps its English words
/// after a Korean `오류:`. Our own help texts and parse-time refusals are Korean already
/// (`HelpText.say`). An error's English
/// help line is left out in Korean: the usage line shows the syntax, and `--help` the rest.
package enum ParserText {
    /// A help page (`--help`, `help`) with the parser's own words in Korean.
    ///
    /// - Parameter page: `fullMessage(for:)` of a help request.
    /// - Returns: The page with its headings and built-in texts in Korean.
    package static func koreanHelp(_ page: String) -> String {
        var text = page
        for (english, korean) in [
            ("OVERVIEW:", "개요:"), ("USAGE:", "사용법:"), ("ARGUMENTS:", "인자:"), ("OPTIONS:", "옵션:"),
            ("SUBCOMMANDS:", "하위 명령:"), ("Show the version.", "버전을 보여 줘요."),
            ("Show help information.", "도움말을 보여 줘요."), ("(values:", "(값:"), ("(default:", "(기본값:"),
        ] {
            text = text.replacing(english, with: korean)
        }
        return text.replacing(/See '(.*)' for detailed help\./) { "자세한 도움말: '\($0.output.1)'" }
    }

    /// The parser's message as a Korean reader should see it.
    ///
    /// - Parameter message: `fullMessage(for:)` of a usage error.
    /// - Returns: The same lines in Korean, where their shape is known.
    package static func korean(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            let line = String(line)
            if line.hasPrefix("Help:") { return nil }
            if line.hasPrefix("Usage: ") { return "사용법: " + line.dropFirst("Usage: ".count) }
            if let match = line.wholeMatch(of: /(\s*)See '(.*)' for more information\./) {
                return "\(match.output.1)자세한 내용: '\(match.output.2)'"
            }
            guard line.hasPrefix("Error: ") else { return line }
            return "오류: " + error(String(line.dropFirst("Error: ".count)))
        }.joined(separator: "\n")
    }

    private static func error(_ text: String) -> String {
        if let match = text.wholeMatch(of: /Unexpected argument '(.*)'/) {
            return "알 수 없는 인자 '\(match.output.1)'"
        }
        if let match = text.wholeMatch(of: /Unknown option '(.*)'\. Did you mean '(.*)'\?/) {
            return "알 수 없는 옵션 '\(match.output.1)'. '\(match.output.2)'을(를) 말한 건가요?"
        }
        if let match = text.wholeMatch(of: /Unknown option '(.*)'/) {
            return "알 수 없는 옵션 '\(match.output.1)'"
        }
        if let match = text.wholeMatch(of: /Missing expected argument '(.*)'/) {
            return "인자 '\(match.output.1)'이(가) 빠졌어요"
        }
        if let match = text.wholeMatch(of: /Missing value for '(.*)'/) {
            return "'\(match.output.1)'에 값이 없어요"
        }
        if let match = text.wholeMatch(of: /The value '(.*)' is invalid for '(.*)'\. Please provide one of (.*)\./) {
            return "'\(match.output.2)'에 '\(match.output.1)' 값은 쓸 수 없어요. 다음 중 하나를 주세요: \(match.output.3)"
        }
        if let match = text.wholeMatch(of: /The value '(.*)' is invalid for '(.*)'/) {
            return "'\(match.output.2)'에 '\(match.output.1)' 값은 쓸 수 없어요"
        }
        return text
    }

    /// The language a command line asks for before it is parsed: `--lang ko` or `--lang=ko`
    /// anywhere, else the locale.
    package static func language(of words: ArraySlice<String>) -> Language {
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            if word == "--", index > words.startIndex { break }
            if word.hasPrefix("--lang="), let language = Language(rawValue: String(word.dropFirst("--lang=".count))) { return language }
            if word == "--lang", index + 1 < words.endIndex, let language = Language(rawValue: words[index + 1]) { return language }
            index += 1
        }
        return .ofLocale
    }
}
