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
    private static func standWithTwelvePears(_ url: String) throws -> PostgresStockStore {
        let store = try PostgresStockStore.open(url: url, menu: try menu("pear: { stock: 20 }"))
        try store.order(OrderParser(menu: store.menu).parse("pear"))
        try store.order(OrderParser(menu: store.menu).parse("pear kiwi"))
        #expect(try store.counts()["pear"] == 12)
        return store
    }

    private static func rename(_ pairs: [(from: Fruit.ID, to: Fruit.ID)], in store: PostgresStockStore) throws -> [FruitRename] {
        try store.change { rows in
            try PostgresStockStore.renameFormerFruits(pairs, stand: store.stand, connection: rows.connection, logger: store.logger)
        }
    }

    @Test func renamesTheRowAndItsJournalInOneStatementSoUndoWorks() async throws { try await blocking { try self.renamesTheRowAndItsJournalInOneStatementSoUndoWorksBody() } }
    func renamesTheRowAndItsJournalInOneStatementSoUndoWorksBody() throws {
        let url = try Self.freshDatabase()
        let before = try Self.standWithTwelvePears(url)
        // nashi is held by no stand: the next pair with the same new id is taken.
        let made = try Self.rename([(from: "nashi", to: "pear-green"), (from: "pear", to: "pear-green"), (from: "fig", to: "kiwi")], in: before)
        #expect(made == [FruitRename(from: "pear", to: "pear-green", count: 12)])
        #expect(try Self.rename([(from: "pear", to: "pear-green")], in: before).isEmpty, "nothing left to rename")
        try before.close()

        let after = try PostgresStockStore.open(url: url, menu: try Self.menu("pear-green: { stock: 30, was: pear }"))
        defer { try? after.close() }
        #expect(try after.counts() == ["pear-green": 12, "kiwi": 9], "kept, not seeded with 30")
        #expect(try after.orphanedStock().isEmpty)
        #expect(try after.undo().reverted.description == "pear:1 kiwi:1")
        #expect(try after.undo().reverted.description == "pear:1")
        #expect(try after.counts() == ["pear-green": 20, "kiwi": 10])
    }

    @Test func runsInsideTheCallersTransaction() async throws { try await blocking { try self.runsInsideTheCallersTransactionBody() } }
    func runsInsideTheCallersTransactionBody() throws {
        let url = try Self.freshDatabase()
        let store = try Self.standWithTwelvePears(url)
        defer { try? store.close() }
        struct Abandon: Error {}
        #expect(throws: (any Error).self) {
            try store.change { rows -> Int in
                _ = try PostgresStockStore.renameFormerFruits([(from: "pear", to: "pear-green")], stand: store.stand,
                                                              connection: rows.connection, logger: store.logger)
                throw Abandon()
            }
        }
        #expect(try store.counts()["pear"] == 12, "rolled back with the caller's transaction")
        #expect(try store.history().allSatisfy { $0.deltas.allSatisfy { $0.fruit == "pear" || $0.fruit == "kiwi" } })
    }

    @Test func orphanedStockListsCountsOfFruitsOffTheMenu() async throws { try await blocking { try self.orphanedStockListsCountsOfFruitsOffTheMenuBody() } }
    func orphanedStockListsCountsOfFruitsOffTheMenuBody() throws {
        let url = try Self.freshDatabase()
        try Self.standWithTwelvePears(url).close()
        let store = try PostgresStockStore.open(url: url, menu: try Self.menu("pear-green: { stock: 30 }"))
        defer { try? store.close() }
        #expect(try store.orphanedStock() == [FruitCount(fruit: "pear", count: 12)])
        #expect(try store.counts()["pear-green"] == 30)
    }
}
