import JuiceMakerMenu

/// A help page in Korean, made from the command's description (`CommandDescription`): the texts
/// are ours (`HelpWords` chose Korean before the parser read them), the frame is said here. It
/// follows the parser's English page section by section: overview, usage, arguments, options,
/// subcommands.
package struct KoreanHelpPage {
    /// The commands from the root to the one the page is for.
    package var stack: [CommandDescription]

    package init(stack: [CommandDescription]) {
        self.stack = stack
    }

    /// Where the abstracts start, as the parser's pages have it.
    private static let labelWidth = 26
    /// The width pages are wrapped to.
    private static let width = 80

    /// The command's name as typed: `juicemaker stock add`.
    package var commandLine: String { stack.map(\.commandName).joined(separator: " ") }

    /// The usage line, without `사용법: `: every argument shown, in the order declared, then
    /// `<subcommand>` when there are subcommands.
    package var usage: String {
        guard let command = stack.last else { return "" }
        var parts = [commandLine]
        for argument in command.arguments ?? [] where argument.shouldDisplay && !argument.isBuiltIn {
            var text = argument.shown
            if argument.isRepeating { text += " ..." }
            parts.append(argument.isOptional ? "[\(text)]" : text)
        }
        if command.subcommands?.contains(where: { ($0.shouldDisplay ?? true) && $0.commandName != "help" }) == true { parts.append("<subcommand>") }
        return parts.joined(separator: " ")
    }

    /// The whole page.
    package var text: String {
        guard let command = stack.last else { return "" }
        var sections: [String] = []
        if let abstract = command.abstract, !abstract.isEmpty {
            sections.append(TerminalWidth.wrap("개요: " + abstract, width: Self.width).joined(separator: "\n"))
        }
        if let discussion = command.discussion, !discussion.isEmpty {
            sections.append(discussion)
        }
        sections.append("사용법: " + usage)  // not wrapped, as the parser's
        let shown = (command.arguments ?? []).filter(\.shouldDisplay)
        let positionals = shown.filter { $0.kind == .positional }
        if !positionals.isEmpty {
            sections.append((["인자:"] + positionals.map { Self.row($0.shown + ($0.isRepeating ? " ..." : ""), Self.help(of: $0)) })
                .joined(separator: "\n"))
        }
        let options = shown.filter { $0.kind != .positional }
        if !options.isEmpty {
            sections.append((["옵션:"] + options.map { Self.row(Self.names(of: $0), Self.help(of: $0)) }).joined(separator: "\n"))
        }
        let subcommands = (command.subcommands ?? []).filter { ($0.shouldDisplay ?? true) && $0.commandName != "help" }
        if !subcommands.isEmpty {
            let rows = subcommands.map { sub in
                Self.row(sub.commandName + (sub.commandName == command.defaultSubcommand ? " (기본)" : ""), sub.abstract ?? "")
            }
            sections.append((["하위 명령:"] + rows).joined(separator: "\n") + "\n\n  자세한 도움말: '\(stack[0].commandName) help <subcommand>'")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// An option's names as the parser lists them: short names first (`-h, --help`), then its value.
    private static func names(of argument: CommandDescription.Argument) -> String {
        let names = (argument.names ?? []).sorted { ($0.kind == "short" ? 0 : 1) < ($1.kind == "short" ? 0 : 1) }.map(\.typed)
        let joined = names.joined(separator: ", ")
        return argument.kind == .option ? "\(joined) <\(argument.valueName ?? "value")>" : joined
    }

    /// An argument's help: its abstract and discussion, then its values and default, as the
    /// parser adds them.
    private static func help(of argument: CommandDescription.Argument) -> String {
        switch argument.preferredName?.name {
        case "help" where argument.isBuiltIn: return "도움말을 보여 줘요."
        case "version" where argument.isBuiltIn: return "버전을 보여 줘요."
        default: break
        }
        var text = argument.abstract ?? ""
        if let discussion = argument.discussion, !discussion.isEmpty { text += (text.isEmpty ? "" : " ") + discussion }
        if let values = argument.allValues, !values.isEmpty, !values.allSatisfy({ text.contains($0) }) {
            text += " (값: \(values.joined(separator: ", ")))"
        }
        if let value = argument.defaultValue, !value.isEmpty, argument.kind != .flag { text += " (기본값: \(value))" }
        return text
    }

    /// A label and its help, the help lined up at `labelWidth` (on the next line after a long
    /// label) and wrapped in the columns after it.
    private static func row(_ label: String, _ help: String) -> String {
        let left = "  " + label
        let pad = String(repeating: " ", count: labelWidth)
        guard !help.isEmpty else { return left }
        let wrapped = TerminalWidth.wrap(help, width: width - labelWidth).joined(separator: "\n" + pad)
        if TerminalWidth.displayWidth(of: left) + 2 > labelWidth { return left + "\n" + pad + wrapped }
        return TerminalWidth.padded(left, toWidth: labelWidth) + wrapped
    }
}
