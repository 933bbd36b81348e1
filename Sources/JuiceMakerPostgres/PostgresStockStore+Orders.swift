import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import PostgresNIO

/// One answer of `PostgresStockStore.quickOrders(_:)`: the entry made, with the levels after it
/// when the database sent them; nil (left to `order(_:changeID:)`); or the refusal.
typealias QuickOrder = Result<(entry: JournalEntry, stock: [StockLevel]?)?, any Error>

extension PostgresStockStore {
    /// Makes the orders in one statement when nothing unusual happens (`quickOrders(_:)`), and each
    /// the rest of them by itself under its change id (`order(_:changeID:)`), which makes it at
    /// most once: one round trip and one commit for a batch in the usual case.
    public func orders(_ orders: [(order: JuiceOrder, changeID: UUID?)]) async throws -> [Result<MadeOrder, any Error>] {
        // Every order gets an id, so that one whose answer is lost is settled, not made twice.
        let keyed = orders.map { (order: $0.order, changeID: $0.changeID ?? UUID(), ownID: $0.changeID == nil) }
        let quick = await quickOrders(keyed.map { ($0.order, $0.changeID) })
        var results: [Result<MadeOrder, any Error>] = []
        results.reserveCapacity(orders.count)
        for (order, answer) in zip(keyed, quick) {
            do {
                switch answer {
                case .success(let made?):
                    results.append(.success(MadeOrder(entry: made.entry, replayed: false, stock: try await levelsAfter(made.stock))))
                case .success(nil):
                    let (entry, replayed) = try await self.order(order.order, changeID: order.changeID)
                    // Under an id made here, a "replayed" order is its own first attempt.
                    results.append(.success(MadeOrder(entry: entry, replayed: replayed && !order.ownID, stock: try await stock())))
                case .failure(let error):
                    throw error
                }
            } catch {
                results.append(.failure(error))
            }
        }
        return results
    }

    private func levelsAfter(_ sent: [StockLevel]?) async throws -> [StockLevel] {
        if let sent { return sent }
        return try await stock()
    }

    /// The ledger plans the order on the most favourable stand, as `order(_:changeID:)` does, and the
    /// plan goes to `juicemaker.apply_change` in one round trip on the open connection.
    ///
    /// A refusal is worded by the ledger from the counts the server sent back. Nil (the long way,
    /// under the same id) for everything else: no open connection, an error or a lost answer (the
    /// order may have been made: the long way finds it by its id), a stand to seed, a stale
    /// plan, and an order even the most favourable stand refuses (worded from a fresh read there).
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id the order is journaled under.
    /// - Returns: The entry and the stand's levels after it; nil as above.
    /// - Throws: `JuiceMakerError` when the stand's counts refuse the order; nothing was made.
    func quickOrder(_ order: JuiceOrder, changeID: UUID) async throws -> (entry: JournalEntry, stock: [StockLevel]?)? {
        var planning = PostgresPlanningRows(known: [:], otherwise: Limits.maxStock)
        guard let planned = try? ledger.order(order, rows: &planning) else { return nil }
        guard let open = connection.withLockedValue({ $0 }), !open.isClosed else { return nil }
        let intent = PostgresChangeCall.Intent.deltas(of: planned)
        let (query, milliseconds) = changeQuery(intent, changeID: changeID)
        // What the long way kept for its next read is stale once this is sent; the levels after
        // it go back with the entry instead.
        recent.keep(nil)
        let answer: PostgresChangeCall.Answer
        do {
            answer = try self.answer(to: intent, at: milliseconds, from: await open.run(query, logger: logger))
        } catch {
            if PostgresErrorMapping.isConnectionLoss(error) { forget(open) }
            return nil
        }
        return try settled(answer, of: order)
    }

    /// Makes the orders as `quickOrder(_:changeID:)` makes each, in one statement: one
    /// round trip and one commit for all of them (`PostgresChangeCall.query(together:…)`), each
    /// order whole or not at all, later ones seeing earlier ones' counts. An order the ledger
    /// cannot plan is left out of the statement; anything that fails the statement (a lost
    /// connection, an id already journaled) leaves every order in it to the long way, which
    /// settles each by its own id.
    ///
    /// - Parameter orders: The orders, each with the id it is journaled under.
    /// - Returns: One answer an order, in the order given.
    func quickOrders(_ orders: [(order: JuiceOrder, changeID: UUID)]) async -> [QuickOrder] {
        if orders.count == 1 {
            do {
                return [.success(try await quickOrder(orders[0].order, changeID: orders[0].changeID))]
            } catch {
                return [.failure(error)]
            }
        }
        var answers = [QuickOrder](repeating: .success(nil), count: orders.count)
        var planned: [(index: Int, intent: PostgresChangeCall.Intent, changeID: UUID)] = []
        for (index, (order, changeID)) in orders.enumerated() {
            var planning = PostgresPlanningRows(known: [:], otherwise: Limits.maxStock)
            guard let entry = try? ledger.order(order, rows: &planning) else { continue }
            planned.append((index, .deltas(of: entry), changeID))
        }
        guard !planned.isEmpty, let open = connection.withLockedValue({ $0 }), !open.isClosed else { return answers }
        let milliseconds = Int64((Date().timeIntervalSince1970 * 1000).rounded())
        let query = PostgresChangeCall.query(together: planned.map { ($0.intent, $0.changeID) }, stand: stand.rawValue,
                                             menuHash: menuHash, milliseconds: milliseconds,
                                             wantsAll: menu.fruits.count <= Self.allCountsLimit)
        recent.keep(nil)
        let rows: [PostgresRow]
        do {
            rows = Array(try await open.run(query, logger: logger).rows)
        } catch {
            if PostgresErrorMapping.isConnectionLoss(error) { forget(open) }
            return answers
        }
        guard rows.count == planned.count else { return answers }
        for (row, change) in zip(rows, planned) {
            guard var answer = try? PostgresChangeCall.answer(from: row, location: location) else { continue }
            answer.sent(change.intent, at: milliseconds)
            do {
                answers[change.index] = .success(try settled(answer, of: orders[change.index].order))
            } catch {
                answers[change.index] = .failure(error)
            }
        }
        return answers
    }

    /// What an order's answer from the server comes to: the entry made, with the levels after it;
    /// nil for the long way.
    ///
    /// - Throws: `JuiceMakerError` when the ledger refuses the order on the counts the server sent;
    ///   `StateError.standDamaged` when the server found the stand's rows contradicting each other.
    private func settled(_ answer: PostgresChangeCall.Answer, of order: JuiceOrder) throws -> (entry: JournalEntry, stock: [StockLevel]?)? {
        switch answer.outcome {
        case .made:
            guard let made = answer.made else { return nil }
            return (made, answer.all.map(levels))
        case .refused, .lost:
            // A lost sale is journaled already; the ledger words its refusal from the counts.
            var real = PostgresPlanningRows(known: answer.counts, otherwise: 0)
            _ = try ledger.order(order, rows: &real)
            return nil  // the ledger would make it on those counts after all: the long way tries again
        case .damaged:
            throw damaged(answer)
        case .unseeded, .stale, .nothing:
            return nil
        }
    }

    /// Forgets a connection that was lost, if it is still the open one, closing it without waiting
    /// (the long way connects again).
    private func forget(_ lost: PostgresConnection) {
        let gone = connection.withLockedValue { current -> PostgresConnection? in
            guard let open = current, open === lost else { return nil }
            current = nil
            return open
        }
        gone?.closeKeepingAlive()
    }
}
