import Foundation
import JuiceMakerKit
import JuiceMakerPostgres

/// `postgres-bench URL MENU SECONDS CONNECTIONS`: orders a second on one stand of a PostgreSQL
/// store, from `CONNECTIONS` threads each with a connection of its own, for `SECONDS`; run by
/// `Benchmarks/postgres.sh` next to `pgbench` running the same transaction (see BENCHMARKS.md).
@main
enum PostgresBench {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 4, let seconds = Double(arguments[arguments.startIndex + 2]),
              let connections = Int(arguments[arguments.startIndex + 3]), connections > 0 else {
            FileHandle.standardError.write(Data("usage: postgres-bench URL MENU SECONDS CONNECTIONS\n".utf8))
            exit(2)
        }
        let url = arguments[arguments.startIndex], menuPath = arguments[arguments.startIndex + 1]
        do {
            let menu = try Menu(contentsOf: URL(fileURLWithPath: menuPath))
            guard let juice = menu.juices.first?.id else { throw BenchFailure(message: "the menu has no juice") }
            let stand = try StandName("bench")
            // A PostgreSQL URL, or an SQLite file's path (for the in-process SQLite rate serve is held to).
            let stores: [any StockStore] = try (0..<connections).map { _ in
                url.hasPrefix("postgres")
                    ? try PostgresStockStore.open(url: url, menu: menu, stand: stand) as any StockStore
                    : try StockDatabase.open(path: url, menu: menu, stand: stand) as any StockStore
            }
            let counts = Counts(connections)
            let deadline = Date().addingTimeInterval(seconds)
            let start = Date()
            // A thread per connection: `concurrentPerform` runs only as many iterations at once as
            // there are cores, which on 2 cores would leave 6 of 8 connections idle until the end.
            let done = DispatchGroup()
            for worker in 0..<connections {
                done.enter()
                let thread = Thread {
                    defer { done.leave() }
                    var made = 0
                    var slowest: Duration = .zero
                    let clock = ContinuousClock()
                    while Date() < deadline {
                        do {
                            let took = try clock.measure { try stores[worker].order(JuiceOrder(juice: juice)) }
                            slowest = max(slowest, took)
                            made += 1
                        } catch {
                            counts.fail("\(error)")
                            return
                        }
                    }
                    counts.set(worker, made, slowest: slowest)
                }
                thread.start()
            }
            done.wait()
            let elapsed = Date().timeIntervalSince(start)
            if let failure = counts.failure { throw BenchFailure(message: failure) }
            let total = counts.total
            let slowest = counts.slowest.components
            let slowestMilliseconds = Double(slowest.seconds) * 1000 + Double(slowest.attoseconds) / 1e15
            print(String(format: "%d orders in %.2f s from %d connections: %.0f orders/s, slowest order %.0f ms", total, elapsed,
                         connections, Double(total) / elapsed, slowestMilliseconds))
            for store in stores { try store.close() }
        } catch {
            FileHandle.standardError.write(Data("postgres-bench: \(error)\n".utf8))
            exit(1)
        }
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Per-worker totals, written once each from `concurrentPerform`'s threads.
final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int]
    private var slowestOrder: Duration = .zero
    private(set) var failure: String?

    init(_ count: Int) { values = Array(repeating: 0, count: count) }

    func set(_ worker: Int, _ value: Int, slowest: Duration) {
        lock.withLock {
            values[worker] = value
            slowestOrder = max(slowestOrder, slowest)
        }
    }
    var slowest: Duration { lock.withLock { slowestOrder } }
    func fail(_ message: String) { lock.withLock { failure = failure ?? message } }
    var total: Int { lock.withLock { values.reduce(0, +) } }
}
