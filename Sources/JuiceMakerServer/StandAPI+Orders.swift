import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock

/// `POST /api/orders`: an order read strictly, made once under its `Idempotency-Key`, answered with its entry and the levels after it.
extension StandAPI {
    func order(_ request: Request) async throws -> Response {
        let language = language(of: request)
        let body = try await RequestBody.bytes(of: request, limit: options.maxBodyBytes)
        guard let key = request.headers[.idempotencyKey] else {
            return Self.answer(try await makeOrder(body, language: language), replayed: false)
        }
        guard !key.isEmpty, key.utf8.count <= 255 else { throw Problem.badRequest("an Idempotency-Key is 1 to 255 characters") }
        switch await orders.begin(key, fingerprint: IdempotentOrders.fingerprint(body)) {
        case .replay(let answer):
            return Self.answer(answer, replayed: true)
        case .mismatch:
            throw Problem.idempotencyKeyReused
        case .run:
            let answer: IdempotentOrders.Answer
            do {
                answer = try await makeOrder(body, language: language, changeID: Self.changeID(forKey: key))
            } catch {
                await orders.abandon(key)
                throw error
            }
            // Only a made order is remembered (`IdempotentOrders`): a refusal leaves the key free.
            if answer.status == .created {
                await orders.finish(key, answer)
            } else {
                await orders.abandon(key)
            }
            return Self.answer(answer, replayed: answer.replayed)
        }
    }

    /// Runs an order; a refusal (409, 422) is an answer too, counted as refused.
    ///
    /// - Parameters:
    ///   - body: The request's body.
    ///   - changeID: From the request's `Idempotency-Key`: a store that journals orders
    ///     under an id (`StockStore.order(_:changeID:)`: SQLite and PostgreSQL) makes it once across restarts and servers;
    ///     an order found under it is answered as it was made (422 when it was another order).
    func makeOrder(_ body: [UInt8], language: Language, changeID: UUID? = nil) async throws -> IdempotentOrders.Answer {
        let order = try Self.juiceOrder(try OrderBody.read(body), menu: menu)
        do {
            let (entry, replayed, levels) = try await makeOrder(order, changeID: changeID)
            if replayed, entry.description != order.description {
                let problem = Problem.idempotencyKeyReused
                return IdempotentOrders.Answer(status: problem.status, body: problem.body)
            }
            if !replayed { metrics.orderMade(entry) }
            let low = StockLevel.leftLow(by: entry, in: levels)
            let made = APIAnswer.Order(entry: StockJSON.entry(entry), low: StockJSON.low(low, language: language),
                                       message: menu.readyMessage(for: order, in: language), stock: StockJSON.stock(levels, language: language))
            return IdempotentOrders.Answer(status: .created, body: try JSONText.pretty(made), replayed: replayed)
        } catch let error as JuiceMakerError {
            if case .outOfStock = error {
                // The store journaled it as a lost sale, at the menu's prices.
                let sales = order.lines.map { SaleLine(juice: $0.juice, glasses: $0.count, price: menu.juice($0.juice)?.price) }
                let amount = SaleLine.total(sales)
                metrics.orderRefused(lostAmount: amount, currency: menu.currency)
            } else {
                metrics.orderRefused()
            }
            let problem = Problem.from(error, language: language)
            return IdempotentOrders.Answer(status: problem.status, body: problem.body)
        }
    }

    /// Makes an order through the pool, together with the orders that arrive beside it
    /// (`StorePool.order(_:changeID:)`), and has the events read the journal at once.
    ///
    /// - Returns: The entry; whether it was made before under `changeID` (an `Idempotency-Key`'s);
    ///   every menu fruit's level after it.
    func makeOrder(_ order: JuiceOrder, changeID: UUID?) async throws -> (JournalEntry, Bool, [StockLevel]) {
        defer { events.nudge() }
        let made = try await pool.order(order, changeID: changeID)
        return (made.entry, made.replayed, made.stock)
    }

    /// The order a body asks for: each juice resolved as the CLI resolves typed words, counts from
    /// 1 to `Limits.maxOrderCount`, the same juice twice added up.
    static func juiceOrder(_ body: OrderBody, menu: Menu) throws -> JuiceOrder {
        guard !body.lines.isEmpty else { throw JuiceMakerError.emptyOrder }
        var lines: [OrderLine] = []
        var index: [Juice.ID: Int] = [:]
        for line in body.lines {
            let juice = try menu.juiceID(named: line.juice)
            let count = line.count ?? 1
            guard (1...Limits.maxOrderCount).contains(count) else { throw JuiceMakerError.invalidCount("\(line.juice):\(count)") }
            if let existing = index[juice] {
                let total = lines[existing].count + count
                guard total <= Limits.maxOrderCount else { throw JuiceMakerError.orderTooLarge(juice: juice.rawValue, total: total) }
                lines[existing] = OrderLine(juice: juice, count: total)
            } else {
                index[juice] = lines.count
                lines.append(OrderLine(juice: juice, count: count))
            }
        }
        return JuiceOrder(lines: lines)
    }

    /// The change id an `Idempotency-Key` stands for: the same key, the same id, in every process
    /// (two 64-bit FNV-1a hashes of the key, from two starting points).
    static func changeID(forKey key: String) -> UUID {
        let (first, second) = FNV1a.pair(Array("juicemaker idempotency key\u{0}\(key)".utf8))
        let high = first.value, low = second.value
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    static func answer(_ answer: IdempotentOrders.Answer, replayed: Bool) -> Response {
        let type = answer.status.code >= 400 ? "application/problem+json" : "application/json"
        var headers: HTTPFields = [.contentType: type]
        if replayed { headers[.idempotentReplayed] = "true" }
        return Response(status: answer.status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: answer.body)))
    }
}
