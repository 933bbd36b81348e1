import Foundation
import JuiceMakerTestSupport
import Testing

/// The full-screen shell through tmux while its menu file is edited, and its restock key: what a
/// clerk sees on a stand that runs all day.
@Suite(.enabled(if: TmuxPane.isAvailable, "tmux is not installed: the full-screen shell tests need it (apt-get install tmux)"), .tags(.endToEnd, .terminal))
struct ShellReloadScreenTests {
    /// recipes.yaml with a lime fruit and juice added (8 juices, 6 fruits), or more juices after it.
    func menu(in dir: URL, extraJuices: [String] = []) throws -> String {
        var text = try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("recipes.yaml"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\nfruits:\n", with: "\nfruits:\n  lime: { name: Lime, stock: 5 }\n")
        text += "  lime:\n    name: { en: Lime Juice, ko: 라임주스 }\n    recipe: { lime: 1 }\n"
        for juice in extraJuices { text += "  \(juice):\n    name: { en: Lime Soda, ko: 라임소다 }\n    recipe: { lime: 2 }\n" }
        return text
    }

    func write(_ text: String, in dir: URL) throws {
        try text.write(to: dir.appendingPathComponent("recipes.yaml"), atomically: true, encoding: .utf8)
    }

    @Test func anEditedMenuIsTakenABrokenOneKeepsTheLastGoodOneAndAFixedOneComesBack() async throws { try await blocking { try self.anEditedMenuIsTakenABrokenOneKeepsTheLastGoodOneAndAFixedOneComesBackBody() } }
    func anEditedMenuIsTakenABrokenOneKeepsTheLastGoodOneAndAFixedOneComesBackBody() throws {
        let dir = try CLIHarness.makeShop()
        let pane = try TmuxPane(width: 100, height: 30, in: dir)
        defer { pane.kill() }
        try pane.type(#""$JM" shell; echo "shell ended $?""#)
        var screen = try pane.waitFor("juicemaker | Order")
        #expect(!screen.contains { $0.contains("Lime Juice") })

        // A new juice and fruit appear without a key press (the shell checks once a second).
        try write(try menu(in: dir), in: dir)
        screen = try pane.waitFor("Menu reloaded: 8 juices, 6 fruits.")
        #expect(screen.contains { $0.hasPrefix("   8  Lime Juice") })
        #expect(screen.contains { $0.contains("Lime") && $0.contains(" 5") })

        // A broken edit: the first diagnostic with its place, and the last good menu still works.
        try write(try menu(in: dir) + "  broken: [\n", in: dir)
        screen = try pane.waitFor("Menu edit not loaded; still using the last good menu: recipes.yaml:")
        #expect(screen.contains { $0.hasPrefix("   8  Lime Juice") })
        try pane.send("8")
        screen = try pane.waitFor("Lime Juice is ready. Enjoy!")
        #expect(screen.contains { $0.contains("Menu edit not loaded") }, "the problem stays until the file is fixed")

        // Fixed, with one more juice: the problem goes and the new juice is there.
        try write(try menu(in: dir, extraJuices: ["lime-soda"]), in: dir)
        screen = try pane.waitFor("Menu reloaded: 9 juices, 6 fruits.")
        #expect(!screen.contains { $0.contains("Menu edit not loaded") })
        #expect(screen.contains { $0.hasPrefix("   9  Lime Soda") })

        // A juice removed from the menu goes; the stock of its fruit is kept.
        try write(try String(contentsOf: CLIHarness.repositoryRoot.appendingPathComponent("recipes.yaml"), encoding: .utf8), in: dir)
        screen = try pane.waitFor("Menu reloaded: 7 juices, 5 fruits.")
        #expect(!screen.contains { $0.contains("Lime") })
        try pane.send("q")
        try pane.waitFor("shell ended 0")
        try write(try menu(in: dir), in: dir)
        #expect(try CLIHarness.stock(in: dir)["lime"] == 4)
    }

    @Test func rShowsTheRestockPlanAndYAddsItToStock() async throws { try await blocking { try self.rShowsTheRestockPlanAndYAddsItToStockBody() } }
    func rShowsTheRestockPlanAndYAddsItToStockBody() throws {
        let dir = try CLIHarness.makeShop()
        #expect(try CLIHarness.run(["order", "strawberry-banana"], in: dir).exitCode == 0)
        let pane = try TmuxPane(width: 80, height: 24, in: dir)
        defer { pane.kill() }
        try pane.type(#""$JM" shell; echo "shell ended $?""#)
        var screen = try pane.waitFor("juicemaker | Order")
        #expect(screen.contains { $0.contains("🍓 Strawberry  0 ▼") })

        try pane.send("r")
        screen = try pane.waitFor("juicemaker | Restock")
        #expect(screen.contains(" To buy: 1 fruit is at or below the reorder point."))
        #expect(screen.contains { $0.hasPrefix("   🍓 Strawberry") && $0.hasSuffix("0        9   32   32") })
        try pane.send("y")
        screen = try pane.waitFor("Stock changed: restock strawberry 32")
        #expect(screen.contains { $0.contains("🍓 Strawberry 32") })

        try pane.send("r")
        screen = try pane.waitFor("Nothing is low: every fruit is above its reorder point.")
        try pane.send("u")
        screen = try pane.waitFor("Undo the last order or stock change? [y/N]")
        try pane.send("y")
        screen = try pane.waitFor("Undid #2 (restock strawberry 32).")
        try pane.send("q")
        try pane.waitFor("shell ended 0")
        #expect(try CLIHarness.stock(in: dir)["strawberry"] == 0)
    }
}
