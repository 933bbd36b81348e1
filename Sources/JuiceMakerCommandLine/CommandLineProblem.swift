import JuiceMakerMenu

/// What is wrong with a command line, found by reading its words against the commands'
/// descriptions (`CommandDescription`): the first of the problems the parser refuses a line for.
/// Used to say a usage error in Korean without reading the parser's English.
package enum CommandLineProblem: Equatable, Sendable {
    /// An option no command on the line takes, with the closest one that exists.
    case unknownOption(String, suggestion: String?)
    /// A word where no argument is left to take it.
    case unexpectedArgument(String)
    /// An option at the end of the line or before another option (`--day` alone).
    case missingValue(option: String)
    /// A value outside an option's list of values.
    case invalidValue(String, option: String, allowed: [String])
    /// A value the parser could not read, an option's or an argument's (found by parsing the line
    /// without it).
    case unreadableValue(String, option: String)
    /// A required argument or option not given.
    case missingArgument(String)

    /// The problem in Korean, as the line after `오류: `.
    package var korean: String {
        switch self {
        case .unknownOption(let option, let suggestion?):
            "알 수 없는 옵션 '\(option)'. '\(suggestion)'을(를) 말한 건가요?"
        case .unknownOption(let option, nil):
            "알 수 없는 옵션 '\(option)'"
        case .unexpectedArgument(let word):
            "알 수 없는 인자 '\(word)'"
        case .missingValue(let option):
            "'\(option)'에 값이 없어요"
        case .invalidValue(let value, let option, let allowed):
            "'\(option)'에 '\(value)' 값은 쓸 수 없어요. 다음 중 하나를 주세요: \(allowed.joined(separator: ", "))"
        case .unreadableValue(let value, let option):
            "'\(option)'에 '\(value)' 값은 쓸 수 없어요"
        case .missingArgument(let argument):
            "'\(argument)'이(가) 빠졌어요"
        }
    }

    /// The first problem of a command line, in the order the parser meets them: each word in turn
    /// (unknown options, missing and listed values, words no argument takes), then what is missing.
    ///
    /// - Parameters:
    ///   - words: The command line, without the program's name.
    ///   - root: The program's description.
    ///   - parses: Whether the parser takes a command line (with a value left out, to find the
    ///     value it could not read).
    /// - Returns: The problem; nil when these rules find none (the parser's own words then say it).
    package static func first(in words: [String], root: CommandDescription, parses: ([String]) -> Bool) -> CommandLineProblem? {
        var stack = [root]
        var positionals: [String] = []
        var valued: [(start: Int, count: Int, value: String, option: String)] = []
        var given = Set<String>()
        var index = 0
        var afterTerminator = false
        func known() -> [CommandDescription.Argument] { stack.flatMap { $0.arguments ?? [] } }
        while index < words.count {
            let word = words[index]
            if stack.last?.arguments?.contains(where: { $0.parsingStrategy == "allUnrecognized" }) == true { return nil }
            if !afterTerminator, word == "--" {
                afterTerminator = true
                index += 1
                continue
            }
            if !afterTerminator, word.hasPrefix("-"), word != "-" {
                let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let argument = known().first(where: { $0.kind != .positional && $0.isNamed(parts[0]) }) else {
                    let names = known().filter { $0.shouldDisplay && $0.kind != .positional }.flatMap { $0.names ?? [] }.map(\.typed)
                    return .unknownOption(String(parts[0]), suggestion: NameSuggester(candidates: names).suggestion(for: String(parts[0])))
                }
                given.insert(argument.shown)
                guard argument.kind == .option else {
                    index += 1
                    continue
                }
                var values: [(Int, String)] = []
                if parts.count == 2 {
                    values = [(index, String(parts[1]))]
                } else {
                    var next = index + 1
                    while next < words.count, !words[next].hasPrefix("-") || words[next] == "-" {
                        values.append((next, words[next]))
                        next += 1
                        if argument.parsingStrategy != "upToNextOption" { break }
                    }
                }
                guard !values.isEmpty else { return .missingValue(option: argument.shown) }
                for (_, value) in values {
                    if let allowed = argument.allValues, !allowed.contains(value) {
                        return .invalidValue(value, option: argument.shown, allowed: allowed)
                    }
                }
                let end = parts.count == 2 ? index + 1 : (values.last?.0 ?? index) + 1
                valued.append((index, end - index, values.map(\.1).joined(separator: " "), argument.shown))
                index = end
                continue
            }
            if !afterTerminator, positionals.isEmpty, let current = stack.last, current.subcommands?.isEmpty == false {
                if let next = current.subcommand(word) {
                    stack.append(next)
                    index += 1
                    continue
                }
                if let name = current.defaultSubcommand, let next = current.subcommand(name) {
                    stack.append(next)
                    continue
                }
                return .unexpectedArgument(word)
            }
            let takers = stack.last?.arguments?.filter { $0.kind == .positional } ?? []
            if takers.contains(where: \.isRepeating) || positionals.count < takers.count {
                valued.append((index, 1, word, takers[min(positionals.count, takers.count - 1)].shown))
                positionals.append(word)
                index += 1
                continue
            }
            return .unexpectedArgument(word)
        }
        let current = stack.last?.arguments ?? []
        let takers = current.filter { $0.kind == .positional }
        if let required = takers.dropFirst(positionals.count).first(where: { !$0.isOptional }) {
            return .missingArgument(required.shown)
        }
        if let required = current.first(where: { $0.kind == .option && !$0.isOptional && !given.contains($0.shown) }) {
            return .missingArgument(required.shown)
        }
        // The rules above pass the line: the parser refused a value it could not read (a number that
        // is not one). The value is the one without which the line parses.
        for option in valued {
            var without = words
            without.removeSubrange(option.start..<option.start + option.count)
            if parses(without) { return .unreadableValue(option.value, option: option.option) }
        }
        return nil
    }
}
