import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock

/// `POST /api/stock/{fruit}` and `/api/restock`: a fruit's stock added, removed or set, and a restock plan bought.
extension StandAPI {
    func changeStock(_ request: Request, fruit word: String) async throws -> Response {
        let language = language(of: request)
        let body = try await RequestBody.decode(StockChangeBody.self, from: request, limit: options.maxBodyBytes)
        let given = [body.add, body.remove, body.set].compactMap { $0 }
        guard given.count == 1, let amount = given.first else {
            throw Problem.badRequest("give exactly one of 'add', 'remove' or 'set', as {\"add\": 5}")
        }
        // The fruit is the resource the path names: one the menu lacks is 404, still 'unknown-fruit'.
        let fruit: Fruit.ID
        do {
            fruit = try menu.fruitID(named: word)
        } catch {
            throw Problem(status: .notFound, code: error.code, detail: error.message(in: language))
        }
        let (entry, levels) = try await write { store in
            let entry: JournalEntry
            if body.add != nil {
                entry = try await store.add(fruit: fruit, amount: amount)
            } else if body.remove != nil {
                entry = try await store.remove(fruit: fruit, amount: amount)
            } else {
                entry = try await store.set(fruit: fruit, amount: amount)
            }
            return (entry, try await store.stock())
        }
        metrics.stockChanged(entry.kind)
        return try answer(APIAnswer.Change(entry: StockJSON.entry(entry), stock: StockJSON.stock(levels, language: language)))
    }

    // MARK: - Restock

    static func restockRequest(_ words: [String], menu: Menu) throws -> RestockRequest {
        if words.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw Problem.badRequest("an order to plan for is empty; write each as JUICE or JUICE:COUNT")
        }
        return words.isEmpty ? .lowStock : .orders(try OrderParser(menu: menu).parse(words: words))
    }

    func applyRestock(_ request: Request) async throws -> Response {
        let language = language(of: request)
        let body = try await RequestBody.decode(RestockBody.self, from: request, limit: options.maxBodyBytes)
        let wanted = try Self.restockRequest(body.for ?? [], menu: menu)
        let (result, levels) = try await write { store in (try await store.restock(wanted), try await store.stock()) }
        if let entry = result.entry { metrics.stockChanged(entry.kind) }
        return try answer(APIAnswer.Restock(entry: result.entry.map(StockJSON.entry), restock: StockJSON.restockPlan(result.plan, language: language),
                                            stock: StockJSON.stock(levels, language: language)))
    }
}
