import Foundation
import JuiceMakerTestSupport
import Testing

/// A fruit renamed in the menu keeps its stock, and stock of fruits the menu no longer names is
/// warned about, end to end on the built binary: what a person at the stand sees.
@Suite(.tags(.endToEnd)) struct RenameCommandTests {
    private static func menu(_ pear: String) -> String { RenameFixtures.menuYAML(pear) }

    /// A folder whose stand sold two pear juices: pear 20 → 12.
    private static func standWithTwelvePears() throws -> URL {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try write(menu("pear: { stock: 20 }"), in: dir)
        #expect(try CLIHarness.run(["order", "pear:2"], in: dir).exitCode == 0)
        return dir
    }

    private static func write(_ text: String, in dir: URL) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent("recipes.yaml"))
    }

    @Test func aRenameIsSaidOnceAndTheStockKept() async throws { try await blocking { try self.aRenameIsSaidOnceAndTheStockKeptBody() } }
    func aRenameIsSaidOnceAndTheStockKeptBody() throws {
        let dir = try Self.standWithTwelvePears()
        try Self.write(Self.menu("pear-green: { name: Green Pear, stock: 30, was: pear }"), in: dir)

        let first = try CLIHarness.run(["stock"], in: dir)
        #expect(first.exitCode == 0)
        #expect(first.stderr == "renamed fruit 'pear' to 'pear-green' (12 kept)\n")
        #expect(first.stdout == """
        Fruit       id          Stock
        Green Pear  pear-green     12
        kiwi        kiwi           10

        """)

        let second = try CLIHarness.run(["stock"], in: dir)
        #expect(second.stderr == "", "said once, not on every command")
        #expect(second.stdout == first.stdout)

        // Undoing the order gives its pears back to the renamed fruit.
        #expect(try CLIHarness.run(["undo"], in: dir).exitCode == 0)
        #expect(try CLIHarness.stock(in: dir) == ["pear-green": 20, "kiwi": 10])
    }

    @Test func aRenameIsSaidInKorean() async throws { try await blocking { try self.aRenameIsSaidInKoreanBody() } }
    func aRenameIsSaidInKoreanBody() throws {
        let dir = try Self.standWithTwelvePears()
        try Self.write(Self.menu("pear-green: { stock: 30, was: pear }"), in: dir)
        let result = try CLIHarness.run(["--lang", "ko", "order", "kiwi"], in: dir)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "과일 'pear'의 이름을 'pear-green'(으)로 바꿨어요 (재고 12개 그대로).\n")
    }

    @Test func stockOfAFruitTheMenuNoLongerNamesIsWarnedAboutOnEveryStockCommand() async throws { try await blocking { try self.stockOfAFruitTheMenuNoLongerNamesIsWarnedAboutOnEveryStockCommandBody() } }
    func stockOfAFruitTheMenuNoLongerNamesIsWarnedAboutOnEveryStockCommandBody() throws {
        let dir = try Self.standWithTwelvePears()
        try Self.write(Self.menu("pear-green: { stock: 30 }"), in: dir)
        let warning = "warning: stand 'main' holds fruits the menu no longer names: pear 12. "
            + "If a fruit was renamed, add 'was: pear' to its new name in the menu.\n"

        let stock = try CLIHarness.run(["stock"], in: dir)
        #expect(stock.exitCode == 0)
        #expect(stock.stderr == warning)
        #expect(stock.stdout.contains("pear-green     30\n"))

        for command in [["stock", "--json"], ["order", "kiwi"], ["restock"], ["stock", "add", "kiwi", "1"]] {
            let result = try CLIHarness.run(command, in: dir)
            #expect(result.exitCode == 0, "\(command): \(result.stderr)")
            #expect(result.stderr == warning, "\(command)")
        }
        let korean = try CLIHarness.run(["--lang", "ko", "stock"], in: dir)
        #expect(korean.stderr == "경고: 'main' 가판대에 메뉴에 없는 과일의 재고가 있어요: pear 12. "
            + "이름을 바꾼 과일이면 메뉴에서 새 이름에 'was: pear'를 적어 주세요.\n")
        #expect(try CLIHarness.run(["history"], in: dir).stderr == "", "history shows no stock")

        // The advice, followed: pear-green was only seeded since, so pear's row takes its place.
        try Self.write(Self.menu("pear-green: { stock: 30, was: pear }"), in: dir)
        let named = try CLIHarness.run(["stock"], in: dir)
        #expect(named.stderr == "renamed fruit 'pear' to 'pear-green' (12 kept)\n")
        #expect(try CLIHarness.stock(in: dir) == ["pear-green": 12, "kiwi": 10])
    }

    /// Once pear-green has been ordered, its stock is its own: `was: pear` does not replace it, and
    /// the warning says why.
    @Test func aWasThatComesAfterTheNewFruitWasOrderedSaysWhyNothingMoved() async throws { try await blocking { try self.aWasThatComesAfterTheNewFruitWasOrderedSaysWhyNothingMovedBody() } }
    func aWasThatComesAfterTheNewFruitWasOrderedSaysWhyNothingMovedBody() throws {
        let dir = try Self.standWithTwelvePears()
        try Self.write(Self.menu("pear-green: { stock: 30 }"), in: dir)
        #expect(try CLIHarness.run(["order", "pear"], in: dir).exitCode == 0)
        try Self.write(Self.menu("pear-green: { stock: 30, was: pear }"), in: dir)
        let named = try CLIHarness.run(["stock"], in: dir)
        #expect(named.stderr == "warning: stand 'main' holds fruits the menu no longer names: pear 12. "
            + "'pear' was not moved to 'pear-green' (its 'was'): 'pear-green' has been ordered or changed since it was added, "
            + "so it keeps its own stock.\n")
        #expect(try CLIHarness.stock(in: dir) == ["pear-green": 26, "kiwi": 10])
    }

    @Test func validateReportsABrokenWasAtItsPlace() async throws { try await blocking { try self.validateReportsABrokenWasAtItsPlaceBody() } }
    func validateReportsABrokenWasAtItsPlaceBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try Self.write(Self.menu("pear-green: { stock: 30, was: [pear, kiwi] }"), in: dir)
        let result = try CLIHarness.run(["validate"], in: dir)
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("""
        recipes.yaml:2:40: error: 'was' of fruit 'pear-green' names 'kiwi', which is still a fruit of the menu; \
        remove 'kiwi' from the fruits if it was renamed, else from 'was' [invalid-rename]
        """))
    }

    /// `validate` with a state given warns about stock the menu no longer names, reading the store
    /// without changing it; a fruit whose `was:` would take the row is no orphan; without a state,
    /// validate says nothing of stock.
    @Test func validateWithAStateWarnsAboutOrphanedStockWithoutChangingIt() async throws { try await blocking { try self.validateWithAStateWarnsAboutOrphanedStockWithoutChangingItBody() } }
    func validateWithAStateWarnsAboutOrphanedStockWithoutChangingItBody() throws {
        let dir = try Self.standWithTwelvePears()
        let state = dir.appendingPathComponent(".juicemaker/recipes.sqlite")
        try Self.write(Self.menu("apple: { stock: 30 }"), in: dir)
        let before = try Data(contentsOf: state)
        let warned = try CLIHarness.run(["--state", ".juicemaker/recipes.sqlite", "validate"], in: dir)
        #expect(warned.exitCode == 0)
        #expect(warned.stderr == "warning: stand 'main' holds fruits the menu no longer names: pear 12. "
            + "If a fruit was renamed, add 'was: pear' to its new name in the menu.\n", "\(warned.stderr)")
        #expect(try Data(contentsOf: state) == before, "validate only reads the store")
        let withoutState = try CLIHarness.run(["validate"], in: dir)
        #expect(withoutState.exitCode == 0 && withoutState.stderr.isEmpty)

        try Self.write(Self.menu("pear-green: { stock: 30, was: pear }"), in: dir)
        let renaming = try CLIHarness.run(["--state", ".juicemaker/recipes.sqlite", "validate"], in: dir)
        #expect(renaming.exitCode == 0)
        #expect(renaming.stderr.isEmpty, "the next open renames pear: no orphan")
        let missing = try CLIHarness.run(["--state", "nowhere.sqlite", "validate"], in: dir)
        #expect(missing.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("nowhere.sqlite").path))
    }
}
