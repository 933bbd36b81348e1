import Foundation
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing

/// A fruit renamed in the menu (`was:`) keeps its stock and its journal in an SQLite store; stock
/// of fruits the menu no longer names is reported, never invented or dropped.
@Suite struct StoreRenameTests {
    /// Before: a stand with pears. After: the same pears as `pear-green`, naming `pear` in `was:`
    /// (or not, for `was: ""`), at another initial stock so that seeding would show.
    private static func menu(pear: String = "pear: { stock: 20 }") throws -> Menu {
        try Menu(yaml: RenameFixtures.menuYAML(pear))
    }

    private static let renamed = "pear-green: { stock: 30, was: pear }"

    /// A stand whose pears went from 20 to 12 in two orders, so the journal has pear deltas.
    private static func standWithTwelvePears(_ sandbox: borrowing StoreSandbox, stand: StandName = .main) async throws {
        let before = try await sandbox.open(try menu(), stand: stand)
        try await sandbox.order("pear", in: before)
        try await sandbox.order("pear kiwi", in: before)
        await #expect(try before.counts()["pear"] == 12)
        try await before.close()
    }

    @Test func aRenamedFruitKeepsItsCountAndUndoRevertsItUnderItsNewID() async throws {
        let sandbox = try StoreSandbox()
        try await Self.standWithTwelvePears(sandbox)

        let after = try await sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(after.renamedAtOpen == [FruitRename(from: "pear", to: "pear-green", count: 12)])
        await #expect(try after.counts() == ["pear-green": 12, "kiwi": 9], "kept, not seeded with 30")
        await #expect(try after.orphanedStock().isEmpty)
        await #expect(try after.history().map { $0.deltas.map(\.fruit) } == [["pear-green", "kiwi"], ["pear-green"]])

        await #expect(try after.undo().reverted.description == "pear:1 kiwi:1")
        await #expect(try after.counts() == ["pear-green": 16, "kiwi": 10])
        await #expect(try after.undo().reverted.description == "pear:1")
        await #expect(try after.counts() == ["pear-green": 20, "kiwi": 10], "the older order gives its pears back to pear-green")
        try await after.close()

        let again = try await sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(again.renamedAtOpen.isEmpty, "a rename happens once")
        await #expect(try again.counts()["pear-green"] == 20)
    }

    @Test func aFruitLeftOutOfTheMenuIsOrphanedStockUntouched() async throws {
        let sandbox = try StoreSandbox()
        try await Self.standWithTwelvePears(sandbox)

        let without = try await sandbox.open(try Self.menu(pear: "pear-green: { stock: 30 }"))
        #expect(without.renamedAtOpen.isEmpty)
        await #expect(try without.counts() == ["pear-green": 30, "kiwi": 9], "without 'was', the new id starts at its initial stock")
        await #expect(try without.orphanedStock() == [FruitCount(fruit: "pear", count: 12)])
        try await without.close()

        // The orphan is still there, and comes back with its fruit.
        let back = try await sandbox.open(try Self.menu())
        await #expect(try back.counts()["pear"] == 12)
        await #expect(try back.orphanedStock() == [FruitCount(fruit: "pear-green", count: 30)])
    }

    /// The warning's advice, followed: a command seeded pear-green (and warned about pear's 12); the
    /// menu then names pear in pear-green's `was:`. Nothing changed pear-green since its seed, so
    /// the old row takes its place, journal and all (issue 47).
    @Test func aFruitStillAtItsSeedTakesItsFormerRow() async throws {
        let sandbox = try StoreSandbox()
        try await Self.standWithTwelvePears(sandbox)
        let warned = try await sandbox.open(try Self.menu(pear: "pear-green: { stock: 30 }"))
        try await sandbox.order("kiwi", in: warned)
        await #expect(try warned.orphanedStock() == [FruitCount(fruit: "pear", count: 12)])
        try await warned.close()

        let later = try await sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(later.renamedAtOpen == [FruitRename(from: "pear", to: "pear-green", count: 12)])
        await #expect(try later.counts() == ["pear-green": 12, "kiwi": 8], "the seed's 30 is gone")
        await #expect(try later.orphanedStock().isEmpty)
        await #expect(try later.undo().reverted.description == "kiwi:1")
        await #expect(try later.undo().reverted.description == "pear:1 kiwi:1")
        await #expect(try later.counts() == ["pear-green": 16, "kiwi": 10], "the old order gives its pears back to pear-green")
    }

    /// Once pear-green was ordered, its stock is its own: `was:` does not replace it.
    @Test func aFruitChangedSinceItsSeedTakesNoOtherRow() async throws {
        let sandbox = try StoreSandbox()
        try await Self.standWithTwelvePears(sandbox)
        let ordered = try await sandbox.open(try Self.menu(pear: "pear-green: { stock: 30 }"))
        try await sandbox.order("pear", in: ordered)
        try await ordered.close()

        let later = try await sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(later.renamedAtOpen.isEmpty)
        await #expect(try later.counts()["pear-green"] == 26)
        await #expect(try later.orphanedStock() == [FruitCount(fruit: "pear", count: 12)])
        try await later.close()
        let again = try await sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(again.renamedAtOpen.isEmpty, "asked again at every open, and still refused")
        await #expect(try again.counts()["pear-green"] == 26)
    }

    @Test func theFirstFormerIDTheStandHoldsIsTaken() async throws {
        let sandbox = try StoreSandbox()
        try await Self.standWithTwelvePears(sandbox)
        let store = try await sandbox.open(try Self.menu(pear: "pear-green: { stock: 30, was: [nashi, pear] }"))
        #expect(store.renamedAtOpen == [FruitRename(from: "pear", to: "pear-green", count: 12)])
        await #expect(try store.counts()["pear-green"] == 12)
    }

    @Test func onlyTheOpenedStandIsRenamed() async throws {
        let sandbox = try StoreSandbox()
        let gangnam = try StandName("gangnam")
        try await Self.standWithTwelvePears(sandbox)
        try await Self.standWithTwelvePears(sandbox, stand: gangnam)

        let main = try await sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(main.renamedAtOpen.count == 1)
        let untouched = try await sandbox.open(try Self.menu(), stand: gangnam)
        await #expect(try untouched.counts()["pear"] == 12)
        await #expect(try untouched.history().allSatisfy { $0.deltas.allSatisfy { $0.fruit != "pear-green" } })
    }
}
