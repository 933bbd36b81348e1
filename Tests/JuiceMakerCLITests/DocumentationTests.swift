import Foundation
import JuiceMakerTestSupport
import Testing

/// Every command the README and `docs/` show with its output is run, and its output compared, so
/// the documentation cannot go stale (issue 27).
///
/// The convention, in Markdown a reader sees as usual:
/// - a ```` ```console ```` block is a session: `$ command` lines, each followed by what it prints
///   (standard error and standard output as one terminal shows them); `[exit N]` as the last line
///   of an output says the command exits with N (0 otherwise); a line `...` stands for any lines;
/// - a ```` ```yaml file=NAME ```` block is a file the sessions after it use;
/// - each Markdown file is one stand's day: its sessions run in order in one directory holding
///   `recipes.yaml` and `config/`, with `juicemaker` on the `PATH` and nothing of the tester's
///   environment (no `JUICEMAKER_*`, `NO_COLOR`, English).
///
/// Blocks of other kinds (```` ```sh ````: installing, servers, editors) are shown, not run; the
/// `juicemaker` commands in shell blocks are checked against the command tree instead.
@Suite(.tags(.endToEnd)) struct DocumentationTests {
    /// The Markdown files a user reads.
    static let pages: [String] = {
        let docs = CLIHarness.repositoryRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    @Test(arguments: pages)
    func everySessionPrintsWhatThePageShows(page: String) throws {
        let text = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        let blocks = DocumentBlock.parse(text)
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: CLIHarness.repositoryRoot.appendingPathComponent("config"),
                                         to: dir.appendingPathComponent("config"))
        var commands = 0
        for block in blocks {
            switch block.kind {
            case .file(let name):
                let url = dir.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(block.lines.map { $0 + "\n" }.joined().utf8).write(to: url)
            case .session:
                for step in DocumentStep.parse(block.lines) {
                    commands += 1
                    let result = try Self.run(step.command, in: dir)
                    let where_ = "\(page):\(block.line + step.offset): $ \(step.command)"
                    #expect(result.exitCode == step.exitCode, "\(where_)\nexit \(result.exitCode)\n\(result.output)")
                    let printed = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    let lines = printed.last == "" ? Array(printed.dropLast()) : printed
                    #expect(DocumentStep.matches(expected: step.output, printed: lines),
                            "\(where_)\nthe page shows:\n\(step.output.joined(separator: "\n"))\nit prints:\n\(lines.joined(separator: "\n"))")
                }
            case .other:
                break
            }
        }
        if page == "README.md" { #expect(commands >= 10, "the README's guide runs too few commands: \(commands)") }
    }

    /// The commands the pages show without running them (```` ```sh ```` blocks: installing, servers,
    /// CI) name commands and options juicemaker has: each `juicemaker …` is walked through the
    /// command tree swift-argument-parser describes (`--experimental-dump-help`), so a renamed
    /// option or command fails here.
    @Test func everyShownCommandNamesRealCommandsAndOptions() async throws { try await blocking { try self.everyShownCommandNamesRealCommandsAndOptionsBody() } }
    func everyShownCommandNamesRealCommandsAndOptionsBody() throws {
        let tree = try CommandTree.load()
        var checked = 0
        for page in Self.pages {
            let text = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
            for block in DocumentBlock.parse(text) where block.kind == .other && block.isShell {
                for (offset, line) in block.lines.enumerated() {
                    for words in CommandTree.invocations(in: line) {
                        checked += 1
                        if let problem = tree.check(words) {
                            Issue.record("\(page):\(block.line + offset + 1): \(problem) in '\(line)'")
                        }
                    }
                }
            }
        }
        #expect(checked >= 20, "only \(checked) commands were shown in sh blocks")
    }

    /// The README is a guide: well under half of the 590 lines it had when issue 27 was filed.
    @Test func theREADMEIsAGuide() async throws { try await blocking { try self.theREADMEIsAGuideBody() } }
    func theREADMEIsAGuideBody() throws {
        let text = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines < 295, "README.md has \(lines) lines")
        // Every page it sends the reader to exists.
        for match in text.matches(of: /\]\((docs\/[^)#]+|[A-Z]+\.md|config\/[^)#]+)(#[^)]*)?\)/) {
            let path = String(match.output.1)
            #expect(FileManager.default.fileExists(atPath: CLIHarness.repositoryRoot.appendingPathComponent(path).path),
                    "README.md links to \(path), which does not exist")
        }
    }

    /// Runs one line of a session as a terminal would, through `sh`, standard error and output
    /// into one pipe.
    static func run(_ command: String, in dir: URL) throws -> (exitCode: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec 2>&1; " + command]
        process.currentDirectoryURL = dir
        process.environment = [
            "PATH": CLIHarness.productsDirectory.path + ":/usr/local/bin:/usr/bin:/bin",
            "HOME": dir.path,
            "LANG": "C.UTF-8",
            "TERM": "dumb",
            // The pages show times on the stand's clock, UTC here whatever the machine's zone.
            "TZ": "UTC",
        ]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A fenced block of a Markdown page.
struct DocumentBlock {
    enum Kind: Equatable { case session, file(String), other }
    var kind: Kind
    /// The line of its opening fence, 1-based.
    var line: Int
    var lines: [String]

    static func parse(_ text: String) -> [DocumentBlock] {
        var blocks: [DocumentBlock] = []
        var open: DocumentBlock?
        var fence = ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if var block = open {
                if trimmed == fence {
                    blocks.append(block)
                    open = nil
                } else {
                    let indent = line.count - trimmed.count
                    block.lines.append(String(line.dropFirst(min(indent, block.indent))))
                    open = block
                }
            } else if trimmed.hasPrefix("```") {
                fence = String(trimmed.prefix { $0 == "`" })
                let info = trimmed.dropFirst(fence.count).split(separator: " ")
                let kind: Kind
                if info.first == "console" {
                    kind = .session
                } else if let file = info.dropFirst().first(where: { $0.hasPrefix("file=") }) {
                    kind = .file(String(file.dropFirst(5)))
                } else {
                    kind = .other
                }
                open = DocumentBlock(kind: kind, line: index + 1, lines: [], indent: line.count - trimmed.count)
                open?.isShell = ["sh", "bash", "shell"].contains(info.first.map(String.init) ?? "")
            }
        }
        return blocks
    }

    /// How far the block is indented (inside a list item), taken off each of its lines.
    var indent: Int
    /// Whether its info string says it is shell (`sh`, `bash`, `shell`) and so shown, not run.
    var isShell = false

    init(kind: Kind, line: Int, lines: [String], indent: Int = 0) {
        self.kind = kind
        self.line = line
        self.lines = lines
        self.indent = indent
    }
}

/// juicemaker's commands and their long options, as `--experimental-dump-help` describes them.
struct CommandTree {
    var name: String
    /// Long option name → whether it takes a value.
    var options: [String: Bool]
    var subcommands: [CommandTree]
    var defaultSubcommand: String?

    /// The options swift-argument-parser adds to every command without describing them.
    static let builtIn: Set<String> = ["help", "version", "generate-completion-script", "experimental-dump-help"]

    static func load() throws -> CommandTree {
        let process = Process()
        process.executableURL = CLIHarness.binary
        process.arguments = ["--experimental-dump-help"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let command = try #require(json["command"] as? [String: Any])
        return try #require(CommandTree(json: command))
    }

    init?(json: [String: Any]) {
        guard let name = json["commandName"] as? String else { return nil }
        self.name = name
        var options: [String: Bool] = [:]
        for argument in json["arguments"] as? [[String: Any]] ?? [] {
            for spelling in argument["names"] as? [[String: Any]] ?? [] where spelling["kind"] as? String == "long" {
                if let long = spelling["name"] as? String { options[long] = argument["kind"] as? String == "option" }
            }
        }
        self.options = options
        subcommands = (json["subcommands"] as? [[String: Any]] ?? []).compactMap(CommandTree.init(json:))
        defaultSubcommand = json["defaultSubcommand"] as? String
    }

    /// Why `words` (what follows `juicemaker`) is not a command line juicemaker takes, or nil.
    /// Global options may come anywhere; a command's default subcommand lends it its options.
    func check(_ words: [String]) -> String? {
        var command = self
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" { return nil }
            if word.hasPrefix("--") {
                let name = String(word.dropFirst(2).prefix { $0 != "=" })
                let lender = command.defaultSubcommand.flatMap { wanted in command.subcommands.first { $0.name == wanted } }
                guard let takesValue = command.options[name] ?? options[name] ?? lender?.options[name]
                        ?? (Self.builtIn.contains(name) ? false : nil) else {
                    return "'\(command.name)' has no option '--\(name)'"
                }
                if takesValue, !word.contains("=") { index += 1 }
            } else if let sub = command.subcommands.first(where: { $0.name == word }) {
                command = sub
            } else if !command.subcommands.isEmpty, command.defaultSubcommand == nil, command.name != "juicemaker" || index == 1 {
                return "'\(command.name)' has no subcommand '\(word)'"
            }
        }
        return nil
    }

    /// The words after each `juicemaker` a shell line runs (not in a comment, not a path that merely
    /// ends in juicemaker's name as a directory), up to the end of its command: `|`, `;`, `&&`, `>`.
    static func invocations(in line: String) -> [[String]] {
        var found: [[String]] = []
        var current: [String]?
        // Whether the next word is the command a shell runs: first in its part of the line, or after
        // `VAR=value`, `sudo`, `exec`, or `swift run`.
        var commandPosition = true
        var previous = ""
        for token in shellWords(line) {
            defer { previous = token }
            if token.hasPrefix("#") { break }
            if ["|", ";", "&&", "||"].contains(token) || token.hasPrefix(">") || token.hasPrefix("<") {
                if let words = current { found.append(words) }
                current = nil
                commandPosition = !token.hasPrefix(">") && !token.hasPrefix("<")
                continue
            }
            if current != nil {
                current?.append(token)
            } else if commandPosition, token == "juicemaker" || token.hasSuffix("/juicemaker") {
                current = []
            } else {
                let assignment = !token.hasPrefix("-") && token.contains("=")
                commandPosition = assignment || ["sudo", "exec"].contains(token) || (previous == "swift" && token == "run")
            }
        }
        if let words = current { found.append(words) }
        return found
    }

    /// A line split as a shell splits words: quotes group, `|`, `;`, `&&` and redirections stand alone.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var inWord = false
        func flush() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case " ", "\t":
                flush()
            case "|", ";":
                flush()
                words.append(String(character))
            default:
                word.append(character)
                inWord = true
            }
        }
        flush()
        return words
    }
}

/// One `$ command` of a session and what the page says it prints.
struct DocumentStep {
    var command: String
    var output: [String]
    var exitCode: Int32
    /// Its line within the block (the fence is 0).
    var offset: Int

    static func parse(_ lines: [String]) -> [DocumentStep] {
        var steps: [DocumentStep] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("$ ") {
                steps.append(DocumentStep(command: String(line.dropFirst(2)), output: [], exitCode: 0, offset: index + 1))
            } else if var step = steps.popLast() {
                if let match = line.wholeMatch(of: /\[exit (\d+)\]/), let code = Int32(match.output.1) {
                    step.exitCode = code
                } else {
                    step.output.append(line)
                }
                steps.append(step)
            }
        }
        return steps
    }

    /// A line as compared: without its trailing blanks, which editors strip from Markdown, and with
    /// every time of day (`2026-11-26 08:55:12`, as `history` prints them) taken as the same.
    static func trimmed(_ line: String) -> String {
        let end = line.lastIndex { $0 != " " }.map { line.index(after: $0) } ?? line.startIndex
        return String(line[..<end]).replacing(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/, with: "YYYY-MM-DD hh:mm:ss")
    }

    /// Whether `printed` is what `expected` shows, a line `...` standing for any lines.
    static func matches(expected: [String], printed: [String]) -> Bool {
        guard let first = expected.first else { return printed.isEmpty }
        if first == "..." {
            let rest = Array(expected.dropFirst())
            return (0...printed.count).contains { matches(expected: rest, printed: Array(printed.dropFirst($0))) }
        }
        guard let line = printed.first, trimmed(line) == trimmed(first) else { return false }
        return matches(expected: Array(expected.dropFirst()), printed: Array(printed.dropFirst()))
    }
}
