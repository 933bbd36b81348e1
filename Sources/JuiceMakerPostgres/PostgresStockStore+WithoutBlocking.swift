import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import PostgresNIO

extension PostgresStockStore: OrderingWithoutBlocking {
    /// The ledger plans the order on the most favourable stand, as `order(_:changeID:)` does, and the
    /// plan goes to `juicemaker.apply_change` in one round trip on the open connection; the task
    /// waits for the answer, no thread does.
    ///
    /// A refusal is worded by the ledger from the counts the server sent back. Nil (the blocking way,
    /// under the same id) for everything else: no open connection, an error or a lost answer (the
    /// order may have been made: the blocking way finds it by its id), a stand to seed, a stale
    /// plan, and an order even the most favourable stand refuses (worded from a fresh read there).
    ///
    /// - Parameters:
    ///   - order: Juices of the menu with their counts.
    ///   - changeID: The id the order is journaled under.
    /// - Returns: The entry and the stand's levels after it; nil as above.
    /// - Throws: `JuiceMakerError` when the stand's counts refuse the order; nothing was made.
    public func orderWithoutBlocking(_ order: JuiceOrder, changeID: UUID) async throws -> (entry: JournalEntry, stock: [StockLevel]?)? {
        var planning = PostgresPlanningRows(known: [:], otherwise: Limits.maxStock)
        guard let planned = try? ledger.order(order, rows: &planning) else { return nil }
        guard let open = connection.withLockedValue({ $0 }), !open.isClosed else { return nil }
        let intent = PostgresChangeCall.Intent.deltas(of: planned)
        let (query, milliseconds) = changeQuery(intent, changeID: changeID)
        // What the blocking way kept for its next read is stale once this is sent; the levels after
        // it go back with the entry instead.
        recent.keep(nil)
        let answer: PostgresChangeCall.Answer
        do {
            answer = try self.answer(to: intent, at: milliseconds, from: await open.runWithoutBlocking(query, logger: logger))
        } catch {
            if PostgresErrorMapping.isConnectionLoss(error) { forget(open) }
            return nil
        }
        return try settled(answer, of: order)
    }

    /// Makes the orders as `orderWithoutBlocking(_:changeID:)` makes each, in one statement: one
    /// round trip and one commit for all of them (`PostgresChangeCall.query(together:…)`), each
    /// order whole or not at all, later ones seeing earlier ones' counts. An order the ledger
    /// cannot plan is left out of the statement; anything that fails the statement (a lost
    /// connection, an id already journaled) leaves every order in it to the blocking way, which
    /// settles each by its own id.
    ///
    /// - Parameter orders: The orders, each with the id it is journaled under.
    /// - Returns: One answer an order, in the order given.
    public func ordersWithoutBlocking(_ orders: [(order: JuiceOrder, changeID: UUID)]) async -> [OrderMadeWithoutBlocking] {
        if orders.count == 1 {
            do {
                return [.success(try await orderWithoutBlocking(orders[0].order, changeID: orders[0].changeID))]
            } catch {
                return [.failure(error)]
            }
        }
        var answers = [OrderMadeWithoutBlocking](repeating: .success(nil), count: orders.count)
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
            rows = Array(try await open.runWithoutBlocking(query, logger: logger).rows)
        } catch {
            if PostgresErrorMapping.isConnectionLoss(error) { forget(open) }
            return answers
        }
        guard rows.count == planned.count else { return answers }
        for (row, change) in zip(rows, planned) {
            guard var answer = try? PostgresChangeCall.answer(from: row, location: location) else { continue }
            answer.time = milliseconds
            answer.kind = change.intent.kind
            answer.description = change.intent.description
            do {
                answers[change.index] = .success(try settled(answer, of: orders[change.index].order))
            } catch {
                answers[change.index] = .failure(error)
            }
        }
        return answers
    }

    /// What an order's answer from the server comes to: the entry made, with the levels after it;
    /// nil for the blocking way.
    ///
    /// - Throws: `JuiceMakerError` when the ledger refuses the order on the counts the server sent;
    ///   `StateError.standDamaged` when the server found the stand's rows contradicting each other.
    private func settled(_ answer: PostgresChangeCall.Answer, of order: JuiceOrder) throws -> (entry: JournalEntry, stock: [StockLevel]?)? {
        switch answer.outcome {
        case .made:
            guard let made = answer.made else { return nil }
            return (made, answer.all.map(levels))
        case .refused:
            var real = PostgresPlanningRows(known: answer.counts, otherwise: 0)
            _ = try ledger.order(order, rows: &real)
            return nil  // the ledger would make it on those counts after all: the blocking way tries again
        case .damaged:
            throw damaged(answer)
        case .unseeded, .stale, .nothing:
            return nil
        }
    }

    /// Forgets a connection that was lost, if it is still the open one, closing it without waiting
    /// (the blocking way connects again).
    private func forget(_ lost: PostgresConnection) {
        let gone = connection.withLockedValue { current -> PostgresConnection? in
            guard let open = current, open === lost else { return nil }
            current = nil
            return open
        }
        gone?.closeKeepingAlive()
    }
}
