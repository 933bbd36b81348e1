import Foundation
import JuiceMakerKit
import NIOConcurrencyHelpers

/// What `GET /metrics` shows, in Prometheus's text format (version 0.0.4): orders made and refused,
/// stock changes by kind, request latency histograms by route, and current stock per fruit (read
/// when scraped). Written by hand: a few counters and one histogram family are less code than
/// wiring a metrics backend, and the text format is fixed.
///
/// Nothing from a request's headers or body is a label (no token, no password, no free text):
/// labels are route patterns, methods, status classes, change kinds and fruit ids (slugs).
final class ServerMetrics: Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    static let buckets: [Double] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

    private struct Histogram {
        var counts = [Int](repeating: 0, count: ServerMetrics.buckets.count)
        var sum = 0.0
        var count = 0
    }

    private struct State {
        var ordersMade = 0
        var ordersRefused = 0
        var changes: [String: Int] = [:]
        var latency: [String: Histogram] = [:]
    }

    private let state = NIOLockedValueBox(State())

    func orderMade() { state.withLockedValue { $0.ordersMade += 1 } }
    func orderRefused() { state.withLockedValue { $0.ordersRefused += 1 } }
    func stockChanged(_ kind: JournalEntry.Kind) { state.withLockedValue { $0.changes[kind.rawValue, default: 0] += 1 } }

    /// Counts a request's duration.
    ///
    /// - Parameters:
    ///   - route: The route pattern (`/api/stock/{fruit}`), or `unmatched`.
    ///   - method: The method.
    ///   - status: The status code.
    ///   - seconds: How long it took.
    func request(route: String, method: String, status: Int, seconds: Double) {
        let key = "route=\"\(Self.escape(route))\",method=\"\(method)\",status=\"\(status / 100)xx\""
        state.withLockedValue { state in
            var histogram = state.latency[key] ?? Histogram()
            for (index, bound) in Self.buckets.enumerated() where seconds <= bound { histogram.counts[index] += 1 }
            histogram.sum += seconds
            histogram.count += 1
            state.latency[key] = histogram
        }
    }

    /// The exposition text.
    ///
    /// - Parameter stock: The stock now, for the gauge; nil when it could not be read.
    /// - Returns: The text, ending with a newline.
    func render(stock: [StockLevel]?) -> String {
        let state = self.state.withLockedValue { $0 }
        var out = ""
        out += "# HELP juicemaker_orders_total Orders taken through the API, by result.\n"
        out += "# TYPE juicemaker_orders_total counter\n"
        out += "juicemaker_orders_total{result=\"made\"} \(state.ordersMade)\n"
        out += "juicemaker_orders_total{result=\"refused\"} \(state.ordersRefused)\n"
        out += "# HELP juicemaker_stock_changes_total Stock changes other than orders made through the API, by kind.\n"
        out += "# TYPE juicemaker_stock_changes_total counter\n"
        for kind in JournalEntry.Kind.allCases.map(\.rawValue) where kind != JournalEntry.Kind.order.rawValue {
            out += "juicemaker_stock_changes_total{kind=\"\(kind)\"} \(state.changes[kind, default: 0])\n"
        }
        out += "# HELP juicemaker_http_request_duration_seconds Time to answer a request, by route.\n"
        out += "# TYPE juicemaker_http_request_duration_seconds histogram\n"
        for key in state.latency.keys.sorted() {
            guard let histogram = state.latency[key] else { continue }
            for (index, bound) in Self.buckets.enumerated() {
                out += "juicemaker_http_request_duration_seconds_bucket{\(key),le=\"\(bound)\"} \(histogram.counts[index])\n"
            }
            out += "juicemaker_http_request_duration_seconds_bucket{\(key),le=\"+Inf\"} \(histogram.count)\n"
            out += "juicemaker_http_request_duration_seconds_sum{\(key)} \(histogram.sum)\n"
            out += "juicemaker_http_request_duration_seconds_count{\(key)} \(histogram.count)\n"
        }
        if let stock {
            out += "# HELP juicemaker_stock Fruit on hand now.\n"
            out += "# TYPE juicemaker_stock gauge\n"
            for level in stock {
                out += "juicemaker_stock{fruit=\"\(Self.escape(level.fruit.id.rawValue))\"} \(level.count)\n"
            }
        }
        return out
    }

    /// A label value as the text format quotes it.
    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
    }
}
