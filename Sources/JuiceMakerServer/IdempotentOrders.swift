internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock

/// `Idempotency-Key` for `POST /api/orders`: the first request with a key runs; a retry with the
/// same key gets the first answer, byte for byte, and makes nothing; a retry while the first still
/// runs waits for it. A key sent with a different body is refused (422), as the IETF draft
/// "The Idempotency-Key HTTP Header Field" advises.
///
/// One rule, the same before and after a restart: **only a made order is remembered.** A refusal
/// (409 short of fruit, 422 unknown juice, 400, 413, 503) is answered and forgotten, so the retry
/// it asks for runs again; the store does the same (a refused order is not journaled).
///
/// Answers are kept in memory, the newest keys up to `capacity` keys and `byteLimit` bytes (keys,
/// answers and fingerprints counted), for this process: the quick answer to a retry, and the wait
/// for one still running. What makes a key hold across a restart and across servers is the store:
/// the order is journaled under the key's change id (`StockStore.order(_:changeID:)`), and a retry this
/// memory no longer knows finds it there. A body is remembered by a 128-bit hash, not kept.
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
        case done(fingerprint: String, Answer, bytes: Int)
    }

    private let capacity: Int
    private let byteLimit: Int
    private var slots: [String: Slot] = [:]
    /// Keys of `.done` slots, oldest first, from `head` on (a queue without `removeFirst`'s copy).
    private var order: [String] = []
    private var head = 0
    private var bytes = 0

    /// - Parameters:
    ///   - capacity: The most answers kept.
    ///   - byteLimit: The most bytes of keys and answers kept.
    init(capacity: Int = 10_000, byteLimit: Int = 8 << 20) {
        self.capacity = capacity
        self.byteLimit = byteLimit
    }

    /// The fingerprint of a body: its length and its two FNV-1a hashes (`FNV1a.pair`).
    static func fingerprint(_ body: [UInt8]) -> String {
        let (first, second) = FNV1a.pair(body)
        return "\(body.count):\(first.hex)\(second.hex)"
    }

    /// The bytes kept now (keys, fingerprints and answers), for tests.
    var keptBytes: Int { bytes }

    /// Claims a key for a request with this body.
    ///
    /// - Parameters:
    ///   - key: The `Idempotency-Key`.
    ///   - fingerprint: The request body's `fingerprint(_:)`, to tell a retry from a reuse.
    /// - Returns: What to do.
    func begin(_ key: String, fingerprint: String) async -> Start {
        switch slots[key] {
        case nil:
            slots[key] = .running(fingerprint: fingerprint, waiting: [])
            return .run
        case .done(let first, let answer, _):
            return first == fingerprint ? .replay(answer) : .mismatch
        case .running(let first, var waiting):
            guard first == fingerprint else { return .mismatch }
            let answer: Answer? = await withCheckedContinuation { continuation in
                waiting.append(continuation)
                slots[key] = .running(fingerprint: first, waiting: waiting)
            }
            // The first request was refused or gave up: this one runs instead.
            guard let answer else { return await begin(key, fingerprint: fingerprint) }
            return .replay(answer)
        }
    }

    /// Keeps the answer of an order that was made, and hands it to requests waiting on the key.
    func finish(_ key: String, _ answer: Answer) {
        guard case .running(let fingerprint, let waiting)? = slots[key] else { return }
        let size = key.utf8.count + fingerprint.utf8.count + answer.body.utf8.count + 64
        slots[key] = .done(fingerprint: fingerprint, answer, bytes: size)
        bytes += size
        order.append(key)
        forgetOldest()
        for continuation in waiting { continuation.resume(returning: answer) }
    }

    /// Forgets a key whose order was not made (refused, or the store unreachable); a waiting
    /// retry runs instead.
    func abandon(_ key: String) {
        guard case .running(_, let waiting)? = slots[key] else { return }
        slots[key] = nil
        for continuation in waiting { continuation.resume(returning: nil) }
    }

    private func forgetOldest() {
        while order.count - head > capacity || bytes > byteLimit, head < order.count {
            let oldest = order[head]
            head += 1
            if case .done(_, _, let size)? = slots[oldest] {
                slots[oldest] = nil
                bytes -= size
            }
        }
        // Drop the consumed front now and then, so the queue's storage stays bounded too.
        if head > 1_024, head * 2 > order.count {
            order.removeFirst(head)
            head = 0
        }
    }
}

extension HTTPField.Name {
    /// `Idempotency-Key`: what makes a retried order the same order.
    static let idempotencyKey = HTTPField.Name("Idempotency-Key")!
    /// `Idempotent-Replayed: true` on the answer to a retry.
    static let idempotentReplayed = HTTPField.Name("Idempotent-Replayed")!
}
