import Foundation

/// A command as swift-argument-parser describes it in its public, versioned format (`ToolInfoV0`,
/// what `--experimental-dump-help` prints and `_dumpHelp()` returns): its name, texts, arguments and
/// subcommands. The Korean help pages and usage errors are made from this description, never from
/// the parser's English output.
package struct CommandDescription: Decodable, Sendable {
    package var commandName: String
    package var aliases: [String]?
    package var abstract: String?
    package var discussion: String?
    package var shouldDisplay: Bool?
    package var defaultSubcommand: String?
    package var subcommands: [CommandDescription]?
    package var arguments: [Argument]?

    /// One argument, option or flag.
    package struct Argument: Decodable, Sendable {
        package enum Kind: String, Decodable, Sendable {
            case positional, option, flag
        }

        /// A name as typed: `--name` (long), `-n` (short) or `-name` (long with a single dash).
        package struct Name: Decodable, Sendable, Equatable {
            package var kind: String
            package var name: String

            /// The name as it is typed.
            package var typed: String {
                switch kind {
                case "long": "--" + name
                default: "-" + name
                }
            }
        }

        package var kind: Kind
        package var shouldDisplay: Bool
        package var isOptional: Bool
        package var isRepeating: Bool
        /// `default`, `upToNextOption`, `allUnrecognized`, … (ToolInfoV0's parsing strategies).
        package var parsingStrategy: String
        package var names: [Name]?
        package var preferredName: Name?
        package var valueName: String?
        package var defaultValue: String?
        package var allValues: [String]?
        package var abstract: String?
        package var discussion: String?

        /// How the argument is shown in a usage line and a help page: `--day <date>`, `--json`,
        /// `<juice>`.
        package var shown: String {
            switch kind {
            case .positional: "<\(valueName ?? "value")>"
            case .flag: preferredName?.typed ?? ""
            case .option: "\(preferredName?.typed ?? "") <\(valueName ?? "value")>"
            }
        }

        /// Whether `word` (an option's name as typed, without `=value`) names this argument.
        func isNamed(_ word: Substring) -> Bool {
            names?.contains { $0.typed == word } ?? false
        }

        /// The parser's own `--help` and `--version`.
        var isBuiltIn: Bool {
            kind == .flag && (preferredName?.name == "help" || preferredName?.name == "version")
        }
    }

    /// The root command's description, read from the parser.
    ///
    /// - Parameter dump: What `_dumpHelp()` returned.
    /// - Returns: The description; nil when it is not in a version this build reads.
    package static func decoding(_ dump: String) -> CommandDescription? {
        struct Tool: Decodable {
            var serializationVersion: Int
            var command: CommandDescription
        }
        guard let tool = try? JSONDecoder().decode(Tool.self, from: Data(dump.utf8)), tool.serializationVersion == 0 else {
            return nil
        }
        return tool.command
    }

    /// The subcommand called `word` (by name or alias).
    func subcommand(_ word: String) -> CommandDescription? {
        subcommands?.first { $0.commandName == word || ($0.aliases ?? []).contains(word) }
    }

    /// The commands a command line names, from the root: `stock add --json` gives the root, `stock`
    /// and `add`; `help stock add` gives the same (the page it asks for). Options and their values
    /// are passed over; a word that names no subcommand ends the path.
    ///
    /// - Parameter words: The command line, without the program's name.
    /// - Returns: The commands, the root first, and whether the line asks for their help page
    ///   (`help …`, `--help`, `-h`).
    package func stack(for words: [String]) -> (stack: [CommandDescription], asksForHelp: Bool) {
        var stack = [self]
        var index = words.startIndex
        var asksForHelp = false
        while index < words.endIndex {
            let word = words[index]
            if word == "--" { break }
            if word == "--help" || word == "-h" { asksForHelp = true }
            if word.hasPrefix("-") {
                let name = word.split(separator: "=", maxSplits: 1)[0]
                let takesValue = stack.contains { $0.arguments?.contains { $0.kind == .option && $0.isNamed(name) } ?? false }
                index += takesValue && !word.contains("=") ? 2 : 1
                continue
            }
            guard let current = stack.last, current.subcommands?.isEmpty == false else { break }
            if word == "help", stack.count == 1, current.subcommand(word) != nil {
                asksForHelp = true
            } else if let next = current.subcommand(word) {
                stack.append(next)
            } else {
                break
            }
            index += 1
        }
        return (stack, asksForHelp)
    }
}
