import ArgumentParser
import JuiceMakerMenu

/// What swift-argument-parser itself would write, in Korean: its usage errors and the frame of a
/// help page. The parser words them in English only and offers no hook to word them otherwise, so
/// they are made again from what the parser describes publicly (`CommandDescription`, its
/// versioned tool description) and from the command line itself (`CommandLineProblem`), never by
/// reading its English: a parser upgrade that rewords its messages changes nothing here. Our own
/// texts (abstracts, help, refusals from `validate()`) are Korean already (`HelpWords`, `UsageWords`).
package enum ParserText {
    /// What a command line that did not run should print, in Korean: a help page, or a usage error
    /// with the usage line; any other error as the parser words it after `오류: `.
    ///
    /// - Parameters:
    ///   - error: What `parseAsRoot` or `run()` threw.
    ///   - command: The root command.
    ///   - words: The command line, without the program's name.
    /// - Returns: The text, for standard output when the exit code is 0 and standard error otherwise.
    package static func korean<Command: ParsableCommand>(for error: any Error, of command: Command.Type, words: [String]) -> String {
        let code = Command.exitCode(for: error)
        guard let root = CommandDescription.decoding(Command._dumpHelp()) else { return Command.fullMessage(for: error) }
        let (stack, asksForHelp) = root.stack(for: words)
        if code == .success {
            return asksForHelp ? KoreanHelpPage(stack: stack).text.dropLastNewline : Command.fullMessage(for: error)
        }
        guard code == .validationFailure else {
            let message = Command.message(for: error)
            return message.isEmpty ? "" : "오류: " + message
        }
        // A refusal of our own `validate()` is Korean already (every text of ours is, under Korean:
        // KoreanEverywhereTests); the parser's never is. Ours is said as it is: reading the line
        // for a parse problem would blame a value the parser read well.
        let message = Command.message(for: error)
        let ours = message.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        let parses: ([String]) -> Bool = { (try? Command.parseAsRoot($0)) != nil }
        let problem = ours ? nil : CommandLineProblem.first(in: words, root: root, parses: parses)
        let page = KoreanHelpPage(stack: stack)
        return """
            오류: \(problem?.korean ?? message)
            사용법: \(page.usage)
              자세한 내용: '\(page.commandLine) --help'
            """
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

extension String {
    /// The text without its one final line break (the caller prints lines).
    fileprivate var dropLastNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
