import Foundation
import JuiceMakerTestSupport
import Testing

/// A stand's first hour in an empty folder: a command that needs the menu names `juicemaker init`,
/// and `init` writes a menu that works and the CI that checks it, never over a file already there.
@Suite(.tags(.endToEnd)) struct InitCommandTests {
    private static func read(_ path: String, in dir: URL) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    private static let version: String = {
        let text = (try? String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("Sources/JuiceMakerCommandLine/JuiceMakerVersion.swift"),
                                encoding: .utf8)) ?? ""
        return text.firstMatch(of: /current = "([^"]+)"/).map { String($0.output.1) } ?? "?"
    }()

    @Test func anOrderInAnEmptyFolderNamesInit() async throws { try await blocking { try self.anOrderInAnEmptyFolderNamesInitBody() } }
    func anOrderInAnEmptyFolderNamesInitBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        let order = try CLIHarness.run(["order", "lemonade"], in: dir)
        #expect(order.exitCode == 2)
        #expect(order.stdout == "")
        #expect(order.stderr == "there is no menu at 'recipes.yaml'. Start one here with `juicemaker init`, "
            + "or name yours with --menu PATH or JUICEMAKER_MENU.\n")
        let korean = try CLIHarness.run(["--lang", "ko", "stock"], in: dir)
        #expect(korean.exitCode == 2)
        #expect(korean.stderr.contains("`juicemaker init`으로"), "\(korean.stderr)")
        let json = try CLIHarness.run(["order", "lemonade", "--json"], in: dir)
        #expect(json.exitCode == 2)
        #expect(json.stdout.contains(#""error": "no-menu""#), "\(json.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "nothing was made")
        // validate keeps its own words: it checks files.
        #expect(try CLIHarness.run(["validate"], in: dir).stdout.contains("recipes.yaml: error: cannot read this file"))
    }

    @Test func initWritesAMenuThatWorksAndItsCI() async throws { try await blocking { try self.initWritesAMenuThatWorksAndItsCIBody() } }
    func initWritesAMenuThatWorksAndItsCIBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        let made = try CLIHarness.run(["init"], in: dir)
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stdout == """
        wrote recipes.yaml — a starter menu: 5 fruits, 7 juices
        wrote .github/workflows/menus.yml — checks the menus on GitHub at every push (juicemaker/juicemaker@v\(Self.version))
        wrote .pre-commit-config.yaml — checks the menus before each commit: pre-commit install
        wrote .gitignore — keeps the stock files (.juicemaker/) out of git
        Next: juicemaker order strawberry-banana

        """)

        // The starter menu is the default menu, written again with its comments in the language
        // asked for: the same fruits, juices, recipes and rules.
        let shop = try CLIHarness.makeShop()
        #expect(try CLIHarness.run(["menu", "--json"], in: dir).stdout == CLIHarness.run(["menu", "--json"], in: shop).stdout)

        let validate = try CLIHarness.run(["validate", "--strict"], in: dir)
        #expect(validate.exitCode == 0, "\(validate.stdout)")
        let order = try CLIHarness.run(["order", "strawberry-banana"], in: dir)
        #expect(order.exitCode == 0, "\(order.stderr)")
        #expect(order.stdout.hasPrefix("Strawberry Banana Juice is ready. Enjoy!\n"))
        #expect(try CLIHarness.stock(in: dir) == ["strawberry": 0, "banana": 9, "pineapple": 10, "kiwi": 10, "mango": 10])

        let workflow = try Self.read(".github/workflows/menus.yml", in: dir)
        #expect(workflow.contains("      - uses: juicemaker/juicemaker@v\(Self.version)\n        with: { menus: \"recipes.yaml\", format: github, sarif: true }\n"))
        #expect(workflow.contains("security-events: write"))
        let preCommit = try Self.read(".pre-commit-config.yaml", in: dir)
        #expect(preCommit.contains("rev: v\(Self.version)\n    hooks: [{ id: juicemaker-validate }]"))
        #expect(try Self.read(".gitignore", in: dir) == ".juicemaker/\n")
    }

    @Test func initKeepsWhatIsAlreadyThere() async throws { try await blocking { try self.initKeepsWhatIsAlreadyThereBody() } }
    func initKeepsWhatIsAlreadyThereBody() throws {
        let dir = try CLIHarness.makeShop()
        let menu = try Data(contentsOf: dir.appendingPathComponent("recipes.yaml"))
        try Data("*.log\n".utf8).write(to: dir.appendingPathComponent(".gitignore"))
        let made = try CLIHarness.run(["--json", "init"], in: dir)
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stdout == """
        {
          "kept": [
            "recipes.yaml",
            ".gitignore"
          ],
          "ok": true,
          "written": [
            ".github/workflows/menus.yml",
            ".pre-commit-config.yaml"
          ]
        }

        """)
        #expect(try Data(contentsOf: dir.appendingPathComponent("recipes.yaml")) == menu)
        #expect(try Self.read(".gitignore", in: dir) == "*.log\n")

        let again = try CLIHarness.run(["init"], in: dir)
        #expect(again.exitCode == 0)
        #expect(again.stdout.hasPrefix("kept  recipes.yaml — already there, not changed\n"), "\(again.stdout)")
        #expect(!again.stdout.contains("wrote"))
    }

    @Test func initSpeaksKorean() async throws { try await blocking { try self.initSpeaksKoreanBody() } }
    func initSpeaksKoreanBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        let made = try CLIHarness.run(["--lang", "ko", "init"], in: dir)
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stdout.hasPrefix("만듦  recipes.yaml — 시작 메뉴: 과일 5가지, 쥬스 7가지\n"), "\(made.stdout)")
        #expect(made.stdout.hasSuffix("다음: juicemaker order strawberry-banana\n"))
        let menu = try Self.read("recipes.yaml", in: dir)
        #expect(menu.contains("# 가게의 메뉴: 갖춰 두는 과일과 그 과일로 만드는 쥬스예요."))
        #expect(!menu.contains("주스"), "one spelling, 쥬스")
        #expect(try CLIHarness.run(["validate", "--strict"], in: dir).exitCode == 0)
        let order = try CLIHarness.run(["--lang", "ko", "order", "딸바쥬스"], in: dir)
        #expect(order.stdout.hasPrefix("딸바쥬스 나왔습니다! 맛있게 드세요!\n"), "\(order.stdout)\(order.stderr)")
    }

    @Test func initWritesTheMenuWhereMenuSaysAndOnlyItWithNoCI() async throws { try await blocking { try self.initWritesTheMenuWhereMenuSaysAndOnlyItWithNoCIBody() } }
    func initWritesTheMenuWhereMenuSaysAndOnlyItWithNoCIBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        let made = try CLIHarness.run(["--menu", "menus/main.yaml", "init", "--no-ci"], in: dir)
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stdout == "wrote menus/main.yaml — a starter menu: 5 fruits, 7 juices\nNext: juicemaker --menu menus/main.yaml order strawberry-banana\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["menus"])
        #expect(try CLIHarness.run(["--menu", "menus/main.yaml", "order", "banana"], in: dir).exitCode == 0)

        let stdin = try CLIHarness.run(["--menu", "-", "init"], in: dir)
        #expect(stdin.exitCode == 2)
        #expect(stdin.stderr == "init writes the menu to a file; give --menu a path, not '-' (standard input)\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path))
    }

    @Test func aFileThatCannotBeWrittenIsSaidAndExitsTwo() async throws { try await blocking { try self.aFileThatCannotBeWrittenIsSaidAndExitsTwoBody() } }
    func aFileThatCannotBeWrittenIsSaidAndExitsTwoBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        // A folder where a file is: no directory can be made there, whoever runs the test.
        try Data("not a folder\n".utf8).write(to: dir.appendingPathComponent(".github"))
        let made = try CLIHarness.run(["init"], in: dir)
        #expect(made.exitCode == 2)
        #expect(made.stderr.hasPrefix("cannot write '.github/workflows' ("), "\(made.stderr)")
        #expect(made.stderr.hasSuffix("Written before it: recipes.yaml.\n"), "\(made.stderr)")
    }
}
