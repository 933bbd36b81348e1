import HTTPTypes
import Hummingbird

/// `Idempotency-Key` for `POST /api/orders`: the first request with a key runs; a retry with the
/// same key gets the first answer, byte for byte, and makes nothing; a retry while the first still
/// runs waits for it. A key sent with a different body is refused (422), as the IETF draft
/// "The Idempotency-Key HTTP Header Field" advises.
///
/// Answers are kept in memory, the newest `capacity` keys, for this process: the quick answer to a
/// retry, and the wait for one still running. What makes a key hold across a restart and across
/// servers is the store: the order is journaled under the key's change id (`OrderingByChangeID`),
/// and a retry this memory no longer knows finds it there. Answers that did not settle the order (503: the store was
/// unreachable) are not kept, so the retry the 503 asks for can succeed.
actor IdempotentOrders {
    /// A kept answer.
    struct Answer: Sendable {
        var status: HTTPResponse.Status
        var body: String
        /// Whether the store found the order made before (another server, or before a restart).
        var replayed = false
    }

    /// What `begin` tells the request to do.
    enum Start: Sendable {
        /// Run the order, then `finish` or `abandon` the key.
        case run
        /// Answer with the first request's answer.
        case replay(Answer)
        /// The key was used for another body.
        case mismatch
    }

    private enum Slot {
        case running(fingerprint: String, waiting: [CheckedContinuation<Answer?, Never>])
        case done(fingerprint: String, Answer)
    }

    private let capacity: Int
    private var slots: [String: Slot] = [:]
    private var order: [String] = []

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// Claims a key for a request with this body.
    ///
    /// - Parameters:
    ///   - key: The `Idempotency-Key`.
    ///   - fingerprint: The request's body as sent, to tell a retry from a reuse.
    /// - Returns: What to do.
    func begin(_ key: String, fingerprint: String) async -> Start {
        switch slots[key] {
        case nil:
            slots[key] = .running(fingerprint: fingerprint, waiting: [])
            remember(key)
            return .run
        case .done(let first, let answer):
            return first == fingerprint ? .replay(answer) : .mismatch
        case .running(let first, var waiting):
            guard first == fingerprint else { return .mismatch }
            let answer: Answer? = await withCheckedContinuation { continuation in
                waiting.append(continuation)
                slots[key] = .running(fingerprint: first, waiting: waiting)
            }
            // The first request gave up (503): this one runs instead.
            guard let answer else { return await begin(key, fingerprint: fingerprint) }
            return .replay(answer)
        }
    }

    /// Keeps the answer of the request that ran, and hands it to requests waiting on the key.
    func finish(_ key: String, _ answer: Answer) {
        guard case .running(let fingerprint, let waiting)? = slots[key] else { return }
        slots[key] = .done(fingerprint: fingerprint, answer)
        for continuation in waiting { continuation.resume(returning: answer) }
    }

    /// Forgets a key whose request did not settle; a waiting retry runs instead.
    func abandon(_ key: String) {
        guard case .running(_, let waiting)? = slots[key] else { return }
        slots[key] = nil
        order.removeAll { $0 == key }
        for continuation in waiting { continuation.resume(returning: nil) }
    }

    private func remember(_ key: String) {
        order.append(key)
        while order.count > capacity, let oldest = order.first {
            order.removeFirst()
            if case .done? = slots[oldest] { slots[oldest] = nil }
        }
    }
}

extension HTTPField.Name {
    /// `Idempotency-Key`: what makes a retried order the same order.
    static let idempotencyKey = HTTPField.Name("Idempotency-Key")!
    /// `Idempotent-Replayed: true` on the answer to a retry.
    static let idempotentReplayed = HTTPField.Name("Idempotent-Replayed")!
}
