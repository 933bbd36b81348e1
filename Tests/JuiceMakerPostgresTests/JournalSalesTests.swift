import Foundation
@testable import JuiceMakerPostgres
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing

/// What the journal keeps for the money, on both stores alike: an order's juices at the price each
/// sold for, and an order refused for want of fruit as a lost sale that changes no stock.
@Suite(.serialized, .enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.postgres))
struct JournalSalesTests {
    enum Backend: String, CaseIterable, CustomTestStringConvertible {
        case sqlite, postgres
        var testDescription: String { rawValue }
    }

    /// Where one test's stock lives, opened again with any menu.
    final class Place: Sendable {
        let backend: Backend
        let directory: URL
        let url: String

        init(_ backend: Backend) throws {
            self.backend = backend
            directory = try EngineFixtures.makeTemporaryDirectory()
            if backend == .postgres {
                let server = try PostgresServer.shared.get()
                let name = "js" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(16)
                try server.createDatabase(String(name))
                url = server.url(database: String(name))
            } else {
                url = directory.appendingPathComponent("stock.sqlite").path
            }
        }

        deinit { EngineFixtures.removeTemporaryDirectory(directory) }

        func open(_ menu: Menu) async throws -> any StockStore {
            switch backend {
            case .sqlite: try await StockDatabase.open(path: url, menu: menu)
            case .postgres: try await PostgresStockStore.open(url: url, menu: menu)
            }
        }
    }

    /// Ten of each fruit; a strawberry-banana juice takes 10 + 1 and costs 5,500 won.
    static func pricedMenu(strawberryBanana price: Int = 5500) throws -> Menu {
        try Menu(yaml: """
            currency: KRW
            fruits:
              strawberry: { stock: 10 }
              banana: { stock: 10 }
              mango: { stock: 10 }
            juices:
              strawberry-banana: { recipe: { strawberry: 10, banana: 1 }, price: \(price) }
              mango: { recipe: { mango: 3 }, price: 4000 }
              banana: { recipe: { banana: 2 } }
            """)
    }

    private func order(_ words: String, in store: any StockStore) async throws -> JournalEntry {
        try await store.order(OrderParser(menu: store.menu).parse(words))
    }

    @Test(arguments: Backend.allCases)
    func anOrderKeepsThePriceItWasSoldAt(_ backend: Backend) async throws {
        let place = try Place(backend)
        let store = try await place.open(Self.pricedMenu())
        let entry = try await order("strawberry-banana mango:2 banana", in: store)
        #expect(entry.sales == [SaleLine(juice: "strawberry-banana", glasses: 1, price: 5500),
                                SaleLine(juice: "mango", glasses: 2, price: 4000),
                                SaleLine(juice: "banana", glasses: 1, price: nil)])
        #expect(entry.currency?.code == "KRW" && entry.amount == 13_500 && entry.glasses == 4)
        await #expect(try store.history().first == entry, "the journal reads back what was made")

        // A later price does not rewrite what was sold.
        try await store.close()
        let dearer = try await place.open(Self.pricedMenu(strawberryBanana: 6000))
        let batch = try await dearer.orders([(try OrderParser(menu: dearer.menu).parse("mango"), nil)])
        #expect(try batch[0].get().entry.sales == [SaleLine(juice: "mango", glasses: 1, price: 4000)])
        _ = try await dearer.add(fruit: "strawberry", amount: 10)
        let later = try await order("strawberry-banana", in: dearer)
        #expect(later.amount == 6000)
        let journal = try await dearer.history()
        #expect(journal.map(\.amount) == [6000, 0, 4000, 13_500])
        #expect(journal.map { $0.sales.isEmpty } == [false, true, false, false], "an add sells nothing")
        try await dearer.close()
    }

    @Test(arguments: Backend.allCases)
    func aShortageIsALostSaleThatChangesNoStockAndIsNeverUndone(_ backend: Backend) async throws {
        let place = try Place(backend)
        let store = try await place.open(Self.pricedMenu())
        _ = try await order("strawberry-banana", in: store)
        let before = try await store.stock()
        do {
            _ = try await order("strawberry-banana:2 mango", in: store)
            Issue.record("twenty strawberries of none were not refused")
        } catch let error as JuiceMakerError {
            #expect(error.message(in: .en) == "Not enough fruit: needs 20 strawberry, has 0.")
        }
        await #expect(try store.stock() == before, "a lost sale changes no stock")
        let lost = try #require(try await store.history().first)
        #expect(lost.kind == .lost && lost.id == 2 && lost.deltas.isEmpty && lost.undoneBy == nil)
        #expect(lost.description == "strawberry-banana:2 mango:1")
        #expect(lost.sales == [SaleLine(juice: "strawberry-banana", glasses: 2, price: 5500), SaleLine(juice: "mango", glasses: 1, price: 4000)])
        #expect(lost.amount == 15_000 && lost.currency?.code == "KRW", "what the shortage turned away")
        #expect(lost.short == [ShortFruit(fruit: "strawberry", need: 20, have: 0)])

        // Not a lost sale: an unknown juice, or no glasses.
        await #expect(throws: JuiceMakerError.self) { try await store.order(JuiceOrder(juice: "durian")) }
        await #expect(throws: JuiceMakerError.self) { try await store.order(JuiceOrder(juice: "strawberry-banana", count: 0)) }
        await #expect(try store.history().map(\.kind) == [.lost, .order])

        // Undo passes over the lost sale to the order, and undoing the order undoes its takings.
        let undo = try await store.undo()
        #expect(undo.reverted.id == 1 && undo.reverted.amount == 5500 && undo.reverted.isUndone)
        await #expect(throws: JuiceMakerError.nothingToUndo) { try await store.undo() }
        await #expect(try store.stock().map(\.count) == [10, 10, 10])
        try await store.close()
    }

    @Test(arguments: Backend.allCases)
    func ordersMadeTogetherJournalTheirLostSalesInTurn(_ backend: Backend) async throws {
        let place = try Place(backend)
        let store = try await place.open(Self.pricedMenu())
        let parser = OrderParser(menu: store.menu)
        let mango = try parser.parse("mango")  // three of ten mangoes
        let key = UUID()
        let made = try await store.orders([(mango, nil), (mango, nil), (mango, nil), (mango, key), (mango, nil)])
        #expect(made.map { (try? $0.get()) != nil } == [true, true, true, false, false])
        let journal = try await store.history()
        #expect(journal.map(\.kind) == [.lost, .lost, .order, .order, .order])
        #expect(journal.first?.short == [ShortFruit(fruit: "mango", need: 3, have: 1)])
        #expect(journal.map(\.id) == [5, 4, 3, 2, 1])
        // The refused key stays free: made once there is fruit, and then remembered.
        _ = try await store.add(fruit: "mango", amount: 2)
        await #expect(try !store.order(mango, changeID: key).replayed)
        await #expect(try store.order(mango, changeID: key).replayed)
        try await store.close()
    }

    @Test(arguments: [(Backend.sqlite, Backend.postgres), (.postgres, .sqlite)])
    func aCopyCarriesPricesAndLostSales(_ from: Backend, _ to: Backend) async throws {
        let source = try Place(from), target = try Place(to)
        let menu = try Self.pricedMenu()
        let store = try await source.open(menu)
        _ = try await order("strawberry-banana mango", in: store)
        await #expect(throws: JuiceMakerError.self) { try await order("strawberry-banana", in: store) }
        _ = try await store.undo()
        let snapshot = try await store.snapshot()
        #expect(snapshot.journal.map(\.kind) == [.order, .lost, .undo])
        let copy = try await target.open(menu)
        try await copy.restore(snapshot, replacing: false)
        await #expect(try copy.snapshot() == snapshot, "ids, prices, currency and short fruits as they were")
        try await store.close()
        try await copy.close()
    }
}
