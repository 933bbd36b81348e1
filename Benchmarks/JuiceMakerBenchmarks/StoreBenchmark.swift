import Foundation
import JuiceMakerKit

/// Orders through SQLite: committed orders a second through `StockDatabase.order` in this process,
/// and one order as a process, `juicemaker order`, against the `sqlite3` command-line tool running
/// the same transaction on the same file with the same durability (WAL, `synchronous=NORMAL`).
struct StoreBenchmark {
    struct Result {
        var committedPerSecond: Double
        /// The same with `synchronous=FULL`, an fsync per commit.
        var fullDurabilityPerSecond: Double
        /// Nil when the `sqlite3` tool is not installed.
        var sqliteProcessSeconds: Double?
        var orderProcessSeconds: Double
        var orderProcessPeakMemory: Int
    }

    let products: Products
    let directory: String
    let orders: Int
    let fullDurabilityOrders: Int
    let processRuns: Int

    func measure(defaultMenu: Menu) async throws -> Result {
        log("store: \(orders) orders in process (and \(fullDurabilityOrders) with synchronous=FULL), \(processRuns) order processes")
        let normal = try await committedPerSecond(menu: defaultMenu, durability: .normal, orders: orders, file: "orders-normal.sqlite")
        let full = try await committedPerSecond(menu: defaultMenu, durability: .full, orders: fullDurabilityOrders, file: "orders-full.sqlite")
        let processes = try processComparison(defaultMenu: defaultMenu)
        return Result(
            committedPerSecond: normal, fullDurabilityPerSecond: full,
            sqliteProcessSeconds: processes.sqlite, orderProcessSeconds: processes.order, orderProcessPeakMemory: processes.peak
        )
    }

    /// Every fruit is first raised to `Limits.maxStockChange`, so no run empties it.
    private func committedPerSecond(menu: Menu, durability: Durability, orders: Int, file: String) async throws -> Double {
        let path = directory + "/" + file
        let database = try await StockDatabase.open(path: path, menu: menu, durability: durability)
        for fruit in menu.fruits { try await database.set(fruit: fruit.id, amount: Limits.maxStockChange) }
        let ids = menu.juices.map(\.id)
        for juice in ids.prefix(10) { try await database.order(JuiceOrder(juice: juice)) }  // warm the statement cache
        let seconds = try await Stopwatch.time {
            for index in 0..<orders { try await database.order(JuiceOrder(juice: ids[index % ids.count])) }
        }
        try? await database.close()
        return Double(orders) / seconds
    }

    /// `juicemaker order JUICE` and the same transaction in `sqlite3`, each a whole process, interleaved.
    private func processComparison(defaultMenu: Menu) throws -> (sqlite: Double?, order: Double, peak: Int) {
        guard let juice = defaultMenu.juice("banana") ?? defaultMenu.juices.first else {
            throw LoadingBenchmark.WrongResult(description: "the default menu has no juice")
        }
        let menuPath = directory + "/recipes.yaml"
        let statePath = directory + "/order-process.sqlite"
        try? FileManager.default.removeItem(atPath: menuPath)
        try FileManager.default.copyItem(atPath: products.defaultMenu, toPath: menuPath)
        let order = ChildProcess(probe: products.probe, path: products.juicemaker, arguments: ["--menu", menuPath, "--state", statePath, "order", juice.id.rawValue])
        // The first order creates the file, seeds the default stock and turns WAL on.
        guard try order.run().exitStatus == 0 else { throw LoadingBenchmark.WrongResult(description: "juicemaker order failed") }
        let sqlite = Self.findSQLite().map { ChildProcess(probe: products.probe, path: $0, arguments: ["-batch", "-bail", statePath, Self.transaction(for: juice)]) }
        // Enough stock for every run: the default menu has 10 of each fruit.
        if let tool = Self.findSQLite() {
            let restock = ChildProcess(probe: products.probe, path: tool, arguments: ["-batch", statePath, "UPDATE stock SET count = 1000000000"])
            guard try restock.run().exitStatus == 0 else { throw LoadingBenchmark.WrongResult(description: "sqlite3 could not restock") }
        } else {
            log("store: sqlite3 is not installed; only juicemaker order is timed (and the default stock allows few orders)")
        }

        var orderTimes: [Double] = [], sqliteTimes: [Double] = []
        var peak = 0
        for _ in 0..<processRuns {
            if let sqlite {
                let outcome = try sqlite.run()
                guard outcome.exitStatus == 0 else { throw LoadingBenchmark.WrongResult(description: "sqlite3 transaction failed") }
                sqliteTimes.append(outcome.seconds)
            }
            let outcome = try order.run()
            guard outcome.exitStatus == 0 else { throw LoadingBenchmark.WrongResult(description: "juicemaker order exited \(outcome.exitStatus)") }
            orderTimes.append(outcome.seconds)
            peak = max(peak, outcome.peakMemory)
        }
        return (sqliteTimes.isEmpty ? nil : sqliteTimes.median, orderTimes.median, peak)
    }

    /// What `StockDatabase.order` does for one juice on stand `main`: in one `BEGIN IMMEDIATE`
    /// transaction, find the next journal id, read each fruit's stock, write it back lowered, journal
    /// the order and its per-fruit changes.
    static func transaction(for juice: Juice) -> String {
        var sql = "PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 10000; BEGIN IMMEDIATE;"
        sql += " SELECT coalesce(max(id), 0) + 1 FROM journal WHERE stand = 'main';"
        for item in juice.recipe {
            sql += " SELECT count FROM stock WHERE stand = 'main' AND fruit_id = '\(item.fruit)';"
            sql += " UPDATE stock SET count = count - \(item.amount) WHERE stand = 'main' AND fruit_id = '\(item.fruit)';"
        }
        sql += " INSERT INTO journal (stand, id, time_ms, kind, description) VALUES ('main', (SELECT coalesce(max(id), 0) + 1 FROM journal WHERE stand = 'main'), CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 'order', '\(juice.id):1');"
        for (position, item) in juice.recipe.enumerated() {
            sql += " INSERT INTO journal_delta (stand, entry_id, position, fruit_id, delta) VALUES ('main', (SELECT max(id) FROM journal WHERE stand = 'main'), \(position), '\(item.fruit)', \(-item.amount));"
        }
        return sql + " COMMIT;"
    }

    static func findSQLite() -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/sqlite3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
