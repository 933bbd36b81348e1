import JuiceMakerMenu
import JuiceMakerStock
internal import NIOConcurrencyHelpers

/// Every count of a stand as the server sent it a moment ago (with a change's answer, or a read), so
/// that what a command shows right after (the stock table after an order, the orphaned-stock
/// warning) costs no round trip of its own.
///
/// Each of the two readers takes the counts once, and only within `freshness` of their arrival:
/// a long-lived process (the shell) that asks later reads the server again.
final class PostgresRecentCounts: Sendable {
    /// How long counts stay good for a reader.
    static let freshness: Duration = .seconds(1)

    private struct Slot {
        var counts: [Fruit.ID: Int]
        var arrived: ContinuousClock.Instant
    }

    private let forStock = NIOLockedValueBox<Slot?>(nil)
    private let forOrphans = NIOLockedValueBox<Slot?>(nil)

    /// Keeps `counts` for both readers (or forgets what was kept, for nil).
    func keep(_ counts: [Fruit.ID: Int]?) {
        let slot = counts.map { Slot(counts: $0, arrived: .now) }
        forStock.withLockedValue { $0 = slot }
        forOrphans.withLockedValue { $0 = slot }
    }

    /// Keeps `counts` for `takeForStock()` only.
    func keepForStock(_ counts: [Fruit.ID: Int]) {
        forStock.withLockedValue { $0 = Slot(counts: counts, arrived: .now) }
    }

    /// Forgets what `takeForStock()` would answer.
    func forgetForStock() {
        forStock.withLockedValue { $0 = nil }
    }

    /// The counts for `stock()`, once, when fresh.
    func takeForStock() -> [Fruit.ID: Int]? { Self.take(forStock) }

    /// The counts for `orphanedStock()`, once, when fresh.
    func takeForOrphans() -> [Fruit.ID: Int]? { Self.take(forOrphans) }

    private static func take(_ box: NIOLockedValueBox<Slot?>) -> [Fruit.ID: Int]? {
        box.withLockedValue { slot in
            defer { slot = nil }
            guard let kept = slot, ContinuousClock.now - kept.arrived < freshness else { return nil }
            return kept.counts
        }
    }
}
