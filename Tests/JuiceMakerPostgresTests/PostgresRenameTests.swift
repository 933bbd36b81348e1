import Foundation
@testable import JuiceMakerPostgres
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing

/// The PostgreSQL side of renamed fruits, on a throwaway server: the one-statement rename that
/// `prepare` is to call inside its seeding transaction, and the orphaned-stock query.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.postgres))
struct PostgresRenameTests {
    static var shared: Result<PostgresServer, any Error> { PostgresServer.shared }

    private static func freshDatabase() throws -> String {
        let server = try shared.get()
        let name = "r" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
        try server.createDatabase(String(name))
        return server.url(database: String(name))
    }

    private static func menu(_ pear: String) throws -> Menu {
        try Menu(yaml: RenameFixtures.menuYAML(pear))
    }

    /// A stand whose pears went from 20 to 12 in two orders; the store is left open.
    private static func standWithTwelvePears(_ url: String) async throws -> PostgresStockStore {
        let store = try await PostgresStockStore.open(url: url, menu: try menu("pear: { stock: 20 }"))
        try await store.order(OrderParser(menu: store.menu).parse("pear"))
        try await store.order(OrderParser(menu: store.menu).parse("pear kiwi"))
        await #expect(try store.counts()["pear"] == 12)
        return store
    }

    private static func rename(_ pairs: [(from: Fruit.ID, to: Fruit.ID)], in store: PostgresStockStore) async throws -> [FruitRename] {
        try await store.change { rows in
            try await PostgresStockStore.renameFormerFruits(pairs, stand: store.stand, connection: rows.connection, logger: store.logger)
        }
    }

    @Test func renamesTheRowAndItsJournalInOneStatementSoUndoWorks() async throws { try await blocking { try await self.renamesTheRowAndItsJournalInOneStatementSoUndoWorksBody() } }

    func renamesTheRowAndItsJournalInOneStatementSoUndoWorksBody() async throws {
        let url = try Self.freshDatabase()
        let before = try await Self.standWithTwelvePears(url)
        // nashi is held by no stand: the next pair with the same new id is taken.
        let made = try await Self.rename([(from: "nashi", to: "pear-green"), (from: "pear", to: "pear-green"), (from: "fig", to: "kiwi")], in: before)
        #expect(made == [FruitRename(from: "pear", to: "pear-green", count: 12)])
        await #expect(try Self.rename([(from: "pear", to: "pear-green")], in: before).isEmpty, "nothing left to rename")
        try await before.close()

        let after = try await PostgresStockStore.open(url: url, menu: try Self.menu("pear-green: { stock: 30, was: pear }"))
        await #expect(try after.counts() == ["pear-green": 12, "kiwi": 9], "kept, not seeded with 30")
        await #expect(try after.orphanedStock().isEmpty)
        await #expect(try after.undo().reverted.description == "pear:1 kiwi:1")
        await #expect(try after.undo().reverted.description == "pear:1")
        await #expect(try after.counts() == ["pear-green": 20, "kiwi": 10])
    }

    /// The warning's advice, followed, as on SQLite: pear-green seeded and never changed gives its
    /// place to pear's row when the menu names pear in its `was:`; once ordered, it keeps its own.
    @Test func aFruitStillAtItsSeedTakesItsFormerRowAndAChangedOneDoesNot() async throws { try await blocking { try await self.aFruitStillAtItsSeedTakesItsFormerRowAndAChangedOneDoesNotBody() } }

    func aFruitStillAtItsSeedTakesItsFormerRowAndAChangedOneDoesNotBody() async throws {
        for ordersPearGreen in [false, true] {
            let url = try Self.freshDatabase()
            try await Self.standWithTwelvePears(url).close()
            let warned = try await PostgresStockStore.open(url: url, menu: try Self.menu("pear-green: { stock: 30 }"))
            await #expect(try warned.orphanedStock() == [FruitCount(fruit: "pear", count: 12)])
            try await warned.order(OrderParser(menu: warned.menu).parse(ordersPearGreen ? "pear" : "kiwi"))
            try await warned.close()

            let later = try await PostgresStockStore.open(url: url, menu: try Self.menu("pear-green: { stock: 30, was: pear }"))
            if ordersPearGreen {
                await #expect(try later.counts() == ["pear-green": 26, "kiwi": 9])
                await #expect(try later.orphanedStock() == [FruitCount(fruit: "pear", count: 12)])
            } else {
                await #expect(try later.counts() == ["pear-green": 12, "kiwi": 8], "the seed's 30 is gone")
                await #expect(try later.orphanedStock().isEmpty)
                await #expect(try later.undo().reverted.description == "kiwi:1")
                await #expect(try later.undo().reverted.description == "pear:1 kiwi:1")
                await #expect(try later.counts() == ["pear-green": 16, "kiwi": 10])
            }
            try await later.close()
        }
    }

    @Test func runsInsideTheCallersTransaction() async throws { try await blocking { try await self.runsInsideTheCallersTransactionBody() } }

    func runsInsideTheCallersTransactionBody() async throws {
        let url = try Self.freshDatabase()
        let store = try await Self.standWithTwelvePears(url)
        struct Abandon: Error {}
        await #expect(throws: (any Error).self) {
            try await store.change { rows -> Int in
                _ = try await PostgresStockStore.renameFormerFruits([(from: "pear", to: "pear-green")], stand: store.stand,
                                                              connection: rows.connection, logger: store.logger)
                throw Abandon()
            }
        }
        await #expect(try store.counts()["pear"] == 12, "rolled back with the caller's transaction")
        await #expect(try store.history().allSatisfy { $0.deltas.allSatisfy { $0.fruit == "pear" || $0.fruit == "kiwi" } })
    }

    @Test func orphanedStockListsCountsOfFruitsOffTheMenu() async throws { try await blocking { try await self.orphanedStockListsCountsOfFruitsOffTheMenuBody() } }

    func orphanedStockListsCountsOfFruitsOffTheMenuBody() async throws {
        let url = try Self.freshDatabase()
        try await Self.standWithTwelvePears(url).close()
        let store = try await PostgresStockStore.open(url: url, menu: try Self.menu("pear-green: { stock: 30 }"))
        await #expect(try store.orphanedStock() == [FruitCount(fruit: "pear", count: 12)])
        await #expect(try store.counts()["pear-green"] == 30)
    }
}
