import Foundation
import JuiceMakerKit
import JuiceMakerPostgres

/// `postgres-bench URL MENU SECONDS CONNECTIONS`: orders a second on one stand of a PostgreSQL
/// store, from `CONNECTIONS` tasks each with a connection of its own, for `SECONDS`; run by
/// `Benchmarks/postgres.sh` next to `pgbench` running the same transaction (see BENCHMARKS.md).
@main
enum PostgresBench {
    static func main() async {
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
            var stores: [any StockStore] = []
            for _ in 0..<connections {
                stores.append(url.hasPrefix("postgres")
                    ? try await PostgresStockStore.open(url: url, menu: menu, stand: stand)
                    : try await StockDatabase.open(path: url, menu: menu, stand: stand))
            }
            let deadline = ContinuousClock.now + .seconds(seconds)
            let start = ContinuousClock.now
            // A task per connection, each making one order after another until the deadline.
            let (total, slowest) = try await withThrowingTaskGroup(of: (made: Int, slowest: Duration).self) { group in
                for store in stores {
                    group.addTask {
                        var made = 0
                        var slowest: Duration = .zero
                        let clock = ContinuousClock()
                        while clock.now < deadline {
                            let began = clock.now
                            try await store.order(JuiceOrder(juice: juice))
                            slowest = max(slowest, clock.now - began)
                            made += 1
                        }
                        return (made, slowest)
                    }
                }
                var total = 0
                var slowest: Duration = .zero
                for try await worker in group {
                    total += worker.made
                    slowest = max(slowest, worker.slowest)
                }
                return (total, slowest)
            }
            let elapsed = (ContinuousClock.now - start) / .seconds(1)
            print(String(format: "%d orders in %.2f s from %d connections: %.0f orders/s, slowest order %.0f ms", total, elapsed,
                         connections, Double(total) / elapsed, slowest / .milliseconds(1)))
            for store in stores { try await store.close() }
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
