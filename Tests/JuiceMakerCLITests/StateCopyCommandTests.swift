import Foundation
import JuiceMakerTestSupport
import Testing

/// `state copy` between two SQLite files (the PostgreSQL side is in `PostgresCommandTests` and
/// `PostgresTrustTests`): a target stand with stock or a journal of its own is not overwritten
/// unless `--replace`, and `--replace` says what it discarded.
@Suite(.tags(.endToEnd)) struct StateCopyCommandTests {
    @Test func aTargetWithStockOfItsOwnNeedsReplaceWhichSaysWhatItDiscards() async throws { try await blocking { try self.aTargetWithStockOfItsOwnNeedsReplaceWhichSaysWhatItDiscardsBody() } }
    func aTargetWithStockOfItsOwnNeedsReplaceWhichSaysWhatItDiscardsBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIHarness.run(["order", "banana"], in: dir).exitCode == 0)
        // The target: stock set by hand (a journal entry) and then the journal emptied elsewhere is
        // still stock of its own; here simply a stand that sold a kiwi juice.
        #expect(try CLIHarness.run(["--state", "target.sqlite", "order", "kiwi"], in: dir).exitCode == 0)
        let refused = try CLIHarness.run(["state", "copy", "--to", "target.sqlite"], in: dir)
        #expect(refused.exitCode == 4)
        #expect(refused.stderr == "Stand 'main' in 'target.sqlite' already has 1 journal entry and stock of its own (kiwi 7); "
            + "nothing was copied. Copy to another stand (--stand NAME), or add --replace to overwrite it (which discards them).\n")
        #expect(try CLIHarness.stock(in: dir, ["--state", "target.sqlite"])["kiwi"] == 7)
        let replaced = try CLIHarness.run(["state", "copy", "--to", "target.sqlite", "--replace"], in: dir)
        #expect(replaced.exitCode == 0, "\(replaced.stderr)")
        #expect(replaced.stderr == "replaced stand 'main': discarded 1 journal entry and stock of its own (kiwi 7)\n")
        #expect(try CLIHarness.stock(in: dir, ["--state", "target.sqlite"]) == ["strawberry": 10, "banana": 8, "pineapple": 10,
                                                                                 "kiwi": 10, "mango": 10])
    }

    @Test func aTargetThatWasOnlySeededTakesTheCopy() async throws { try await blocking { try self.aTargetThatWasOnlySeededTakesTheCopyBody() } }
    func aTargetThatWasOnlySeededTakesTheCopyBody() throws {
        let dir = try CLIHarness.makeShop()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(try CLIHarness.run(["order", "banana"], in: dir).exitCode == 0)
        #expect(try CLIHarness.run(["--state", "target.sqlite", "stock"], in: dir).exitCode == 0)
        let copied = try CLIHarness.run(["state", "copy", "--to", "target.sqlite"], in: dir)
        #expect(copied.exitCode == 0, "\(copied.stderr)")
        #expect(try CLIHarness.stock(in: dir, ["--state", "target.sqlite"])["banana"] == 8)
    }
}
