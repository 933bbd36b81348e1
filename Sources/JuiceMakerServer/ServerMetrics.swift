import Foundation
import JuiceMakerMenu
import JuiceMakerStock
internal import NIOConcurrencyHelpers
internal import Prometheus

/// What `GET /metrics` shows, in Prometheus's text format, through swift-prometheus's registry:
/// orders made and refused, lost sales (orders refused for want of fruit), takings and what lost
/// sales and undone orders came to (in minor units, by currency), stock changes by kind, request
/// latency histograms by route, and the stock per fruit now (read when scraped).
///
/// Nothing from a request's headers or body is a label (no token, no password, no free text):
/// labels are route patterns, methods, status classes, change kinds, fruit ids (slugs) and ISO 4217
/// codes, so
/// every metric name keeps one set of label names (which the registry insists on).
final class ServerMetrics: Sendable {
    /// Upper bounds of the latency buckets.
    static let buckets: [Duration] = [.milliseconds(1), .microseconds(2_500), .milliseconds(5), .milliseconds(10), .milliseconds(25),
                                      .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1),
                                      .milliseconds(2_500), .seconds(5), .seconds(10)]

    private let registry = PrometheusCollectorRegistry()
    private let made: Counter
    private let refused: Counter
    private let lost: Counter
    /// Money counters by metric name and currency, made when a currency is first seen (a menu edit
    /// may change it).
    private let money = NIOLockedValueBox<[String: Counter]>([:])
    private let changes: [JournalEntry.Kind: Counter]
    /// The fruits with a stock gauge now, to drop those a menu edit took away.
    private let gauged = NIOLockedValueBox<[String: Gauge]>([:])
    /// The latency histograms made so far, by their labels: every request records into one, and
    /// asking the registry again checks the metric's name, labels, help and buckets each time.
    private let latencies = NIOLockedValueBox<[LatencyKey: DurationHistogram]>([:])

    // Computed: the descriptor type is not Sendable, so it cannot be a shared constant.
    private static var orders: MetricNameDescriptor {
        MetricNameDescriptor(metricName: "juicemaker_orders", unitName: "total", helpText: "Orders taken through the API, by result.")
    }
    private static var lostSales: MetricNameDescriptor {
        MetricNameDescriptor(metricName: "juicemaker_lost_sales", unitName: "total",
                             helpText: "Orders refused because a fruit was short, journaled as lost sales.")
    }
    private static var takings: MetricNameDescriptor {
        MetricNameDescriptor(metricName: "juicemaker_takings", unitName: "minor_units_total",
                             helpText: "What orders made through the API sold for, in minor units of the currency.")
    }
    private static var lostTakings: MetricNameDescriptor {
        MetricNameDescriptor(metricName: "juicemaker_lost_takings", unitName: "minor_units_total",
                             helpText: "What lost sales would have sold for, in minor units of the currency.")
    }
    private static var undoneTakings: MetricNameDescriptor {
        MetricNameDescriptor(metricName: "juicemaker_undone_takings", unitName: "minor_units_total",
                             helpText: "Takings of orders undone through the API, in minor units (takings less this is what was kept).")
    }
    private static var stockChanges: MetricNameDescriptor {
        MetricNameDescriptor(metricName: "juicemaker_stock_changes", unitName: "total",
                             helpText: "Stock changes other than orders made through the API, by kind.")
    }
    private static var latency: MetricNameDescriptor {
        MetricNameDescriptor(metricName: "juicemaker_http_request_duration", unitName: "seconds", helpText: "Time to answer a request, by route.")
    }
    private static var stock: MetricNameDescriptor {
        MetricNameDescriptor(metricName: "juicemaker", unitName: "stock", helpText: "Fruit on hand now.")
    }

    init() {
        made = registry.makeCounter(descriptor: Self.orders, labels: [("result", "made")])
        refused = registry.makeCounter(descriptor: Self.orders, labels: [("result", "refused")])
        lost = registry.makeCounter(descriptor: Self.lostSales)
        var changes: [JournalEntry.Kind: Counter] = [:]
        for kind in JournalEntry.Kind.allCases where kind != .order && kind != .lost {
            changes[kind] = registry.makeCounter(descriptor: Self.stockChanges, labels: [("kind", kind.rawValue)])
        }
        self.changes = changes
    }

    /// Counts an order made, and its takings.
    func orderMade(_ entry: JournalEntry) {
        made.increment()
        add(entry.amount, of: entry.currency, to: Self.takings)
    }

    /// Counts an order refused; one refused for want of fruit is a lost sale, with what it would
    /// have sold for (at the menu's prices).
    ///
    /// - Parameters:
    ///   - lostAmount: What the lost sale came to, in minor units; nil when the order was refused
    ///     for another reason.
    ///   - currency: The menu's currency.
    func orderRefused(lostAmount: Int? = nil, currency: Currency? = nil) {
        refused.increment()
        guard let lostAmount else { return }
        lost.increment()
        add(lostAmount, of: currency, to: Self.lostTakings)
    }

    /// Counts an undo; an undone order's takings are counted as undone.
    func undone(_ record: UndoRecord) {
        stockChanged(record.undo.kind)
        if record.reverted.kind == .order { add(record.reverted.amount, of: record.reverted.currency, to: Self.undoneTakings) }
    }

    private func add(_ amount: Int, of currency: Currency?, to descriptor: MetricNameDescriptor) {
        guard let currency, amount > 0 else { return }
        let key = descriptor.metricName + " " + currency.code
        let counter = money.withLockedValue { counters in
            if let counter = counters[key] { return counter }
            let counter = registry.makeCounter(descriptor: descriptor, labels: [("currency", currency.code)])
            counters[key] = counter
            return counter
        }
        counter.increment(by: Int64(amount))
    }

    func stockChanged(_ kind: JournalEntry.Kind) { changes[kind]?.increment() }

    /// Counts a request's duration.
    ///
    /// - Parameters:
    ///   - route: The route pattern (`/api/stock/{fruit}`), or `unmatched`.
    ///   - method: The method.
    ///   - status: The status code.
    ///   - duration: How long it took.
    func request(route: String, method: String, status: Int, duration: Duration) {
        let key = LatencyKey(route: route, method: method, statusClass: status / 100)
        if let histogram = latencies.withLockedValue({ $0[key] }) {
            histogram.record(duration)
            return
        }
        let histogram = registry.makeDurationHistogram(descriptor: Self.latency,
                                                       labels: [("route", route), ("method", method), ("status", "\(key.statusClass)xx")],
                                                       buckets: Self.buckets)
        latencies.withLockedValue { $0[key] = histogram }
        histogram.record(duration)
    }

    /// The labels of one latency histogram.
    private struct LatencyKey: Hashable {
        var route: String
        var method: String
        var statusClass: Int
    }

    /// The exposition text.
    ///
    /// - Parameter stock: The stock now, for the gauges; nil when it could not be read (the gauges
    ///   are then left out rather than shown stale).
    /// - Returns: The text, ending with a newline.
    func render(stock: [StockLevel]?) -> String {
        gauged.withLockedValue { gauged in
            let now = Dictionary((stock ?? []).map { ($0.fruit.id.rawValue, $0.count) }, uniquingKeysWith: { first, _ in first })
            for (fruit, gauge) in gauged where now[fruit] == nil {
                registry.unregisterGauge(gauge)
                gauged[fruit] = nil
            }
            for (fruit, count) in now {
                let gauge = gauged[fruit] ?? registry.makeGauge(descriptor: Self.stock, labels: [("fruit", fruit)])
                gauged[fruit] = gauge
                gauge.set(Double(count))
            }
            return registry.emitToString()
        }
    }
}
