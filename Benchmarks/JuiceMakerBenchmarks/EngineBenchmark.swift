import JuiceMakerKit

/// Orders in memory through the public `JuiceMaker` API, juices named by id: one juice per order,
/// and batches of eight juices. Every fruit starts at `Limits.maxStock` so no run empties it.
struct EngineBenchmark {
    struct Result {
        var singleOrdersPerSecond: Double
        var batchOrdersPerSecond: Double
        var batchLines: Int
    }

    let menu: Menu
    let singleOrders: Int
    let batchOrders: Int
    let runs: Int
    static let batchLines = 8

    /// A maker with every fruit at the engine's largest stock.
    static func stockedMaker(_ menu: Menu) throws -> JuiceMaker {
        try JuiceMaker(menu: menu, stock: Dictionary(uniqueKeysWithValues: menu.fruits.map { ($0.id, Limits.maxStock) }))
    }

    func measure() throws -> Result {
        let ids = menu.juices.map(\.id)
        let juiceCount = ids.count
        var sink = 0
        log("engine: \(singleOrders) single-juice orders and \(batchOrders) batches of \(Self.batchLines), \(runs) runs")

        var single: [Double] = []
        for _ in 0..<runs {
            var maker = try Self.stockedMaker(menu)
            var juice = 0
            single.append(try Stopwatch.time {
                for _ in 0..<singleOrders {
                    try maker.make(juice: ids[juice])
                    juice += 1
                    if juice == juiceCount { juice = 0 }
                }
            })
            sink &+= maker.levels().reduce(0) { $0 &+ $1.count }
        }

        let order = JuiceOrder(lines: (0..<Self.batchLines).map { OrderLine(juice: ids[$0 % juiceCount]) })
        var batch: [Double] = []
        for _ in 0..<runs {
            var maker = try Self.stockedMaker(menu)
            batch.append(try Stopwatch.time {
                for _ in 0..<batchOrders {
                    sink &+= try maker.make(order).count
                }
            })
            sink &+= maker.levels().reduce(0) { $0 &+ $1.count }
        }
        if sink == 42 { log("") }  // keeps the optimiser from dropping the timed work
        return Result(
            singleOrdersPerSecond: Double(singleOrders) / single.median,
            batchOrdersPerSecond: Double(batchOrders) / batch.median,
            batchLines: Self.batchLines
        )
    }
}
