import Foundation
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
/// Blocks of other kinds (```` ```sh ````: installing, servers, editors) are shown, not run.
@Suite struct DocumentationTests {
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

    /// The README is a guide: well under half of the 590 lines it had when issue 27 was filed.
    @Test func theREADMEIsAGuide() throws {
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
            }
        }
        return blocks
    }

    /// How far the block is indented (inside a list item), taken off each of its lines.
    var indent: Int

    init(kind: Kind, line: Int, lines: [String], indent: Int = 0) {
        self.kind = kind
        self.line = line
        self.lines = lines
        self.indent = indent
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
