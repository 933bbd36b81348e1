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
    private static func standWithTwelvePears(_ sandbox: borrowing StoreSandbox, stand: StandName = .main) throws {
        let before = try sandbox.open(try menu(), stand: stand)
        try sandbox.order("pear", in: before)
        try sandbox.order("pear kiwi", in: before)
        #expect(try before.counts()["pear"] == 12)
        try before.close()
    }

    @Test func aRenamedFruitKeepsItsCountAndUndoRevertsItUnderItsNewID() throws {
        let sandbox = try StoreSandbox()
        try Self.standWithTwelvePears(sandbox)

        let after = try sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(after.renamedAtOpen == [FruitRename(from: "pear", to: "pear-green", count: 12)])
        #expect(try after.counts() == ["pear-green": 12, "kiwi": 9], "kept, not seeded with 30")
        #expect(try after.orphanedStock().isEmpty)
        #expect(try after.history().map { $0.deltas.map(\.fruit) } == [["pear-green", "kiwi"], ["pear-green"]])

        #expect(try after.undo().reverted.description == "pear:1 kiwi:1")
        #expect(try after.counts() == ["pear-green": 16, "kiwi": 10])
        #expect(try after.undo().reverted.description == "pear:1")
        #expect(try after.counts() == ["pear-green": 20, "kiwi": 10], "the older order gives its pears back to pear-green")
        try after.close()

        let again = try sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(again.renamedAtOpen.isEmpty, "a rename happens once")
        #expect(try again.counts()["pear-green"] == 20)
    }

    @Test func aFruitLeftOutOfTheMenuIsOrphanedStockUntouched() throws {
        let sandbox = try StoreSandbox()
        try Self.standWithTwelvePears(sandbox)

        let without = try sandbox.open(try Self.menu(pear: "pear-green: { stock: 30 }"))
        #expect(without.renamedAtOpen.isEmpty)
        #expect(try without.counts() == ["pear-green": 30, "kiwi": 9], "without 'was', the new id starts at its initial stock")
        #expect(try without.orphanedStock() == [FruitCount(fruit: "pear", count: 12)])
        try without.close()

        // The orphan is still there, and comes back with its fruit.
        let back = try sandbox.open(try Self.menu())
        #expect(try back.counts()["pear"] == 12)
        #expect(try back.orphanedStock() == [FruitCount(fruit: "pear-green", count: 30)])
    }

    @Test func aFruitThatAlreadyHasStockTakesNoOtherRow() throws {
        let sandbox = try StoreSandbox()
        try Self.standWithTwelvePears(sandbox)
        try sandbox.open(try Self.menu(pear: "pear-green: { stock: 30 }")).close()

        let later = try sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(later.renamedAtOpen.isEmpty)
        #expect(try later.counts()["pear-green"] == 30)
        #expect(try later.orphanedStock() == [FruitCount(fruit: "pear", count: 12)])
    }

    @Test func theFirstFormerIDTheStandHoldsIsTaken() throws {
        let sandbox = try StoreSandbox()
        try Self.standWithTwelvePears(sandbox)
        let store = try sandbox.open(try Self.menu(pear: "pear-green: { stock: 30, was: [nashi, pear] }"))
        #expect(store.renamedAtOpen == [FruitRename(from: "pear", to: "pear-green", count: 12)])
        #expect(try store.counts()["pear-green"] == 12)
    }

    @Test func onlyTheOpenedStandIsRenamed() throws {
        let sandbox = try StoreSandbox()
        let gangnam = try StandName("gangnam")
        try Self.standWithTwelvePears(sandbox)
        try Self.standWithTwelvePears(sandbox, stand: gangnam)

        let main = try sandbox.open(try Self.menu(pear: Self.renamed))
        #expect(main.renamedAtOpen.count == 1)
        let untouched = try sandbox.open(try Self.menu(), stand: gangnam)
        #expect(try untouched.counts()["pear"] == 12)
        #expect(try untouched.history().allSatisfy { $0.deltas.allSatisfy { $0.fruit != "pear-green" } })
    }
}
