import Foundation
import JuiceMakerTestSupport
import JuiceMakerKit
import Testing

/// Under `--lang ko` every word juicemaker says itself is Korean (issue 27): a test fails when a
/// user-facing English string has no Korean twin.
///
/// A line passes when, after taking out what is not juicemaker's own wording — text in quotes,
/// `[codes]`, a suggested `juicemaker …` command, paths, options, numbers, and the words of the
/// menu itself (its ids) — no English word is left but the technical names of the allow list.
@Suite(.tags(.endToEnd)) struct KoreanEverywhereTests {
    /// Names that stay as they are in Korean text: formats, programs, the menu format's own keys.
    static let technical: Set<String> = [
        "YAML", "UTF", "libyaml", "juicemaker", "id", "par", "reorder", "stock", "raw", "MiB", "UTC", "FIFO", "null",
        "fruits", "juices", "recipe", "allow", "was", "name", "emoji", "version", "defaults", "str", "base",
        "billion", "laughs", "strict", "fix", "en", "ko", "PATH", "SCHEME", "NAME", "USER", "HOST", "DATABASE",
        "PostgreSQL", "SQLite", "chmod", "URL", "fruit", "amount", "config", "examples", "validate", "gangnam", "main",
        // ISO 4217 and its codes name currencies in every language.
        "ISO", "KRW", "USD", "KWD", "currency", "price", "cost",
        // The IANA time zone database, the menu key that names a zone, and a date's form.
        "IANA", "timezone", "YYYY", "MM", "DD",
        // Commands and their words are typed as they are, and the journal records changes in them.
        "order", "add", "remove", "set", "reset", "history", "undo", "quit", "restock", "apply", "help", "menu", "shell", "report",
        "FRUIT", "AMOUNT", "JUICE", "COUNT", "N",
        // Names of formats, protocols, signals, programs and variables that help pages mention.
        "JSON", "LSP", "RPC", "Content", "Length", "HTTP", "API", "SIGTERM", "SIGINT", "Neovim", "Helix", "VS", "Code",
        "GitHub", "Actions", "text", "json", "github", "sarif", "csv", "Schema", "draft", "LC", "ALL", "MESSAGES", "LANG",
        "Authorization", "Bearer", "postgresql", "JUICEMAKER", "MENU", "STATE", "STAND", "TOKEN", "FILE", "h", "y", "q", "u",
        "printf", "show", "state", "copy", "schema", "serve", "lsp", "stock", "validate", "init", "pre", "commit", "ci", "gitignore",
    ]

    /// The English words of `text` that are neither the menu's (`userWords`) nor technical names.
    static func untranslated(_ text: String, userWords: Set<String>) -> [String] {
        var line = text
        // A suggested command is typed as it is: `… juicemaker stock add strawberry 10`.
        if let command = line.range(of: "juicemaker ") { line = String(line[..<command.lowerBound]) }
        for pattern in [/'[^']*'/, /"[^"]*"/] { line = line.replacing(pattern, with: " ") }
        line = line.replacing(/\[[a-z-]+\]/, with: " ")
        line = line.replacing(/<[^>]*>/, with: " ")
        line = line.replacing(/--?[a-z][a-z-]*/, with: " ")
        line = line.replacing(/\S*(?:[\/.@_]|:\/\/)\S*/, with: " ")
        return line.matches(of: /[A-Za-z]{2,}/).map { String($0.output) }.filter { word in
            !technical.contains(word) && !userWords.contains(word) && !userWords.contains(word.lowercased())
        }
    }

    /// The words a menu file holds: ids and names are the menu's, not juicemaker's.
    static func words(of bytes: [UInt8]) -> Set<String> {
        Set(String(decoding: bytes, as: UTF8.self).matches(of: /[A-Za-z]+/).map { String($0.output) })
    }

    /// Every menu the docs and tests hold broken on purpose, and the YAML test suite's invalid files.
    static func brokenMenus() throws -> [(name: String, bytes: [UInt8])] {
        let root = CLIHarness.repositoryRoot
        var menus: [(String, [UInt8])] = []
        for page in ["docs/diagnostics.md", "docs/validate.md", "README.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            for block in DocumentBlock.parse(text) {
                if case .file = block.kind { menus.append(("\(page):\(block.line)", Array(block.lines.map { $0 + "\n" }.joined().utf8))) }
            }
        }
        let broken = root.appendingPathComponent("Tests/JuiceMakerKitTests/Fixtures/broken")
        for name in try FileManager.default.contentsOfDirectory(atPath: broken.path).sorted() {
            menus.append((name, Array(try Data(contentsOf: broken.appendingPathComponent(name)))))
        }
        let suite = root.appendingPathComponent("Tests/JuiceMakerYAMLTests/YAMLTestSuite")
        for id in try FileManager.default.contentsOfDirectory(atPath: suite.path).sorted() {
            let dir = suite.appendingPathComponent(id)
            guard FileManager.default.fileExists(atPath: dir.appendingPathComponent("error").path),
                  let data = try? Data(contentsOf: dir.appendingPathComponent("in.yaml")) else { continue }
            menus.append(("YAMLTestSuite/\(id)", Array(data)))
        }
        return menus
    }

    /// The product's word for juice is spelled one way, 쥬스, as the original app spelled it: in every
    /// message, help text, the page, the docs and the menus we ship. A line may name 주스 only beside
    /// 쥬스, as the did-you-mean examples do (`망고주스` → `망고쥬스`).
    @Test func juiceIsSpelledOneWay() async throws { try await blocking { try self.juiceIsSpelledOneWayBody() } }
    func juiceIsSpelledOneWayBody() throws {
        let root = CLIHarness.repositoryRoot
        var offending: [String] = []
        for folder in ["Sources", "config", "docs"] {
            guard let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let file as String in files where [".swift", ".html", ".md", ".yaml", ".json", ".py"].contains(where: file.hasSuffix) {
                let path = "\(folder)/\(file)"
                let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    where line.contains("주스") && !line.contains("쥬스") {
                    offending.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        offending += readme.split(separator: "\n").filter { $0.contains("주스") && !$0.contains("쥬스") }.map { "README.md: \($0)" }
        #expect(offending.isEmpty, "spell it 쥬스:\n\(offending.joined(separator: "\n"))")
    }

    @Test func everyDiagnosticHasAKoreanTwin() async throws { try await blocking { try self.everyDiagnosticHasAKoreanTwinBody() } }
    func everyDiagnosticHasAKoreanTwinBody() throws {
        let menus = try Self.brokenMenus()
        #expect(menus.count > 100)
        var checked = 0
        for (name, bytes) in menus {
            let english = MenuLoader.diagnose(bytes: bytes, file: name).diagnostics
            let korean = MenuLoader.diagnose(bytes: bytes, file: name, language: .ko).diagnostics
            #expect(korean.map(\.code) == english.map(\.code), "\(name): the codes differ between languages")
            for (en, ko) in zip(english, korean) {
                checked += 1
                #expect(ko.message != en.message, "\(name): '\(en.message)' has no Korean twin")
                let left = Self.untranslated(ko.message, userWords: Self.words(of: bytes))
                #expect(left.isEmpty, "\(name): English left in '\(ko.message)': \(left)")
            }
        }
        #expect(checked > 100)
    }

    /// The Korean diagnostics' frame: severity, the fixable note and the summary line.
    @Test func validatesOutputIsKorean() async throws { try await blocking { try self.validatesOutputIsKoreanBody() } }
    func validatesOutputIsKoreanBody() throws {
        let dir = try CLIHarness.makeShop()
        try Data("defaults: { stock: 10 }\nfruits:\n  kiwi: {}\njuices:\n  kiwi-juice:\n    recipe: { kiwii: 1 }\n".utf8)
            .write(to: dir.appendingPathComponent("menu.yaml"))
        let result = try CLIHarness.run(["--lang", "ko", "validate", "menu.yaml"], in: dir)
        #expect(result.exitCode == 1)
        #expect(result.stdout == """
            menu.yaml:6:15: 오류: 'kiwi-juice'의 레시피에 없는 과일 'kiwii'이(가) 있어요; 'kiwi'을(를) 말한 건가요? [unknown-fruit] (--fix로 고칠 수 있어요)
                    recipe: { kiwii: 1 }
                              ^
            파일 1개 검사: 오류 1개

            """)
        let fixed = try CLIHarness.run(["validate", "--fix", "menu.yaml"], in: dir, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(fixed.stderr == "menu.yaml: 문제 1개를 고쳤어요\n")
        #expect(fixed.stdout == "파일 1개 검사: 문제 없음\n")
        #expect(fixed.exitCode == 0)
    }

    /// Every command a stand uses, its refusals and its mistakes, in Korean.
    @Test func everyCommandSpeaksKorean() async throws { try await blocking { try self.everyCommandSpeaksKoreanBody() } }
    func everyCommandSpeaksKoreanBody() throws {
        let dir = try CLIHarness.makeShop()
        let menuWords = Self.words(of: Array(try Data(contentsOf: dir.appendingPathComponent("recipes.yaml"))))
        let commands: [[String]] = [
            ["order", "strawberry-banana"], ["order", "strawberry-banana"], ["order", "--dry-run", "mango"],
            ["order", "melon"], ["order", "banana:x"], ["order", "망고주스"], ["menu"], ["stock"], ["stock", "--low"],
            ["stock", "add", "kiwi", "3"], ["stock", "add", "kiwi"], ["stock", "remove", "kiwi", "300"],
            ["stock", "set", "kiwi", "-1"], ["stock", "add", "kiwii", "1"], ["restock"], ["restock", "--for", "mango-kiwi:6"],
            ["restock", "--apply"], ["history"], ["history", "2"], ["report"], ["report", "--until", "2024-05-01"], ["undo"], ["undo"],
            ["stock", "reset"],
            ["--stand", "A B", "stock"], ["--state", "postgresql:/x", "stock"], ["--state", " x.sqlite", "stock"],
            ["--state", "mysql://db/x", "stock"], ["--menu", "nosuch.yaml", "stock"], ["validate", "nosuch.yaml"],
            ["state", "copy", "--to", ".juicemaker/recipes.sqlite"], ["state", "copy", "--to", "copy.sqlite"],
            // swift-argument-parser's usage errors.
            ["nosuch"], ["--frob"], ["order"], ["history", "abc"], ["restock", "--format", "pdf"], ["stock", "--low", "x"],
            ["history", "0"], ["history", "--limit", "0"], ["restock", "--json", "--format", "csv"], ["serve", "--port", "70000"],
            ["lsp", "--debounce-ms", "99999"], ["--json", "shell"], ["validate", "--json", "--format", "sarif"],
        ]
        var lines = 0
        for command in commands {
            let result = try CLIHarness.run(["--lang", "ko"] + command, in: dir)
            // What was typed is the user's, shown back as it was.
            let typed = menuWords.union(command.flatMap { $0.matches(of: /[A-Za-z]+/).map { String($0.output) } })
            for line in (result.stdout + result.stderr).split(separator: "\n") {
                lines += 1
                let left = Self.untranslated(String(line), userWords: typed)
                #expect(left.isEmpty, "juicemaker --lang ko \(command.joined(separator: " ")): English left in '\(line)': \(left)")
            }
        }
        #expect(lines > 80)
    }

    /// Every help page, the parser's frame included, in Korean under `--lang ko`.
    @Test func everyHelpPageIsKorean() async throws { try await blocking { try self.everyHelpPageIsKoreanBody() } }
    func everyHelpPageIsKoreanBody() throws {
        let dir = try CLIHarness.makeShop()
        let menuWords = Self.words(of: Array(try Data(contentsOf: dir.appendingPathComponent("recipes.yaml"))))
        let pages: [[String]] = [[], ["shell"], ["order"], ["menu"], ["stock"], ["stock", "show"], ["stock", "add"],
                                 ["stock", "remove"], ["stock", "set"], ["stock", "reset"], ["restock"], ["history"], ["report"], ["undo"],
                                 ["state"], ["state", "copy"], ["validate"], ["schema"], ["lsp"], ["serve"], ["init"]]
        for page in pages {
            let result = try CLIHarness.run(["--lang", "ko"] + page + ["--help"], in: dir)
            #expect(result.exitCode == 0)
            #expect(result.stdout.hasPrefix("개요: "), "\(page): \(result.stdout.prefix(60))")
            for line in result.stdout.split(separator: "\n") where !line.hasPrefix("사용법: ") {
                let left = Self.untranslated(String(line), userWords: menuWords)
                #expect(left.isEmpty, "juicemaker --lang ko \(page.joined(separator: " ")) --help: English left in '\(line)': \(left)")
            }
        }
    }

    /// A usage error the parser words is said in Korean, with the same exit code.
    @Test func usageErrorsAreKorean() async throws { try await blocking { try self.usageErrorsAreKoreanBody() } }
    func usageErrorsAreKoreanBody() throws {
        let dir = try CLIHarness.makeShop()
        let result = try CLIHarness.run(["--lang=ko", "--jsno"], in: dir)
        #expect(result.exitCode == 2)
        #expect(result.stderr == """
            오류: 알 수 없는 옵션 '--jsno'. '--json'을(를) 말한 건가요?
            사용법: juicemaker [--menu <path>] [--state <path-or-url>] [--stand <name>] [--lang <language>] [--json] <subcommand>
              자세한 내용: 'juicemaker --help'

            """)
        let english = try CLIHarness.run(["--frob"], in: dir, environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""])
        #expect(english.stderr.hasPrefix("Error: Unknown option '--frob'. Did you mean '--json'?\n"))
    }

    /// Each kind of usage error the parser refuses a line for is said in Korean, from the line and
    /// the parser's description of the commands (not from its English), with the usage line of the
    /// command named; a refusal of our own is said as it is.
    @Test(arguments: [
        (["order", "--frob", "mango"], "알 수 없는 옵션 '--frob'", "juicemaker order [--json] <juice> ... [--dry-run]"),
        (["undo", "extra"], "알 수 없는 인자 'extra'", "juicemaker undo [--json]"),
        (["frobnicate"], "알 수 없는 인자 'frobnicate'",
         "juicemaker [--menu <path>] [--state <path-or-url>] [--stand <name>] [--lang <language>] [--json] <subcommand>"),
        (["history", "1", "2"], "알 수 없는 인자 '2'",
         "juicemaker history [--json] [<count>] [--limit <limit>] [--today] [--since <date>] [--tz <zone>]"),
        (["report", "--day"], "'--day <date>'에 값이 없어요",
         "juicemaker report [--json] [--day <date>] [--since <date>] [--until <date>] [--format <format>] [--tz <zone>]"),
        (["report", "--format", "xml"], "'--format <format>'에 'xml' 값은 쓸 수 없어요. 다음 중 하나를 주세요: text, json, csv",
         "juicemaker report [--json] [--day <date>] [--since <date>] [--until <date>] [--format <format>] [--tz <zone>]"),
        (["history", "--limit", "many"], "'--limit <limit>'에 'many' 값은 쓸 수 없어요",
         "juicemaker history [--json] [<count>] [--limit <limit>] [--today] [--since <date>] [--tz <zone>]"),
        (["history", "abc"], "'<count>'에 'abc' 값은 쓸 수 없어요",
         "juicemaker history [--json] [<count>] [--limit <limit>] [--today] [--since <date>] [--tz <zone>]"),
        (["state", "copy"], "'--to <path-or-url>'이(가) 빠졌어요", "juicemaker state copy [--json] --to <path-or-url> [--stand <name>] [--replace]"),
        (["order"], "'<juice>'이(가) 빠졌어요", "juicemaker order [--json] <juice> ... [--dry-run]"),
        (["validate", "--json", "--format", "sarif"], "--json과 --format sarif은(는) 두 가지 형식을 요청해요; 하나만 주세요",
         "juicemaker validate [<file> ...] [--format <format>] [--strict] [--fix] [--json]"),
    ])
    func eachUsageErrorIsKorean(line: [String], error: String, usage: String) async throws {
        try await blocking { try self.eachUsageErrorIsKoreanBody(line: line, error: error, usage: usage) }
    }
    func eachUsageErrorIsKoreanBody(line: [String], error: String, usage: String) throws {
        let dir = try CLIHarness.makeShop()
        let result = try CLIHarness.run(["--lang", "ko"] + line, in: dir)
        #expect(result.exitCode == 2)
        let command = usage.split(separator: " ").prefix { !$0.hasPrefix("[") && !$0.hasPrefix("<") && !$0.hasPrefix("-") }.joined(separator: " ")
        #expect(result.stderr == "오류: \(error)\n사용법: \(usage)\n  자세한 내용: '\(command) --help'\n")
        #expect(result.stdout.isEmpty)
    }

    /// The line mode's own words (its help, a bad line) are Korean too.
    @Test func theLineModeSpeaksKorean() async throws { try await blocking { try self.theLineModeSpeaksKoreanBody() } }
    func theLineModeSpeaksKoreanBody() throws {
        let dir = try CLIHarness.makeShop()
        let menuWords = Self.words(of: Array(try Data(contentsOf: dir.appendingPathComponent("recipes.yaml"))))
        let result = try CLIHarness.run(["--lang", "ko", "shell", "--lines"], in: dir,
                                        stdin: "help\norder mango\nfly away\nstock add\nhistory x\nquit\n")
        for line in (result.stdout + result.stderr).split(separator: "\n") {
            let left = Self.untranslated(String(line), userWords: menuWords)
            #expect(left.isEmpty, "shell --lines: English left in '\(line)': \(left)")
        }
    }
}
