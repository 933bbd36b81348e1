import Foundation
import JuiceMakerMenu

/// A `StandReport` as `report --json` and `GET /api/report` give it: amounts in minor units of
/// `currency`, times in UTC (ISO 8601), hours on the stand's clock (`timezone`). Keys in byte order,
/// as `JSONText` writes them.
package struct ReportJSON: Encodable, Sendable {
    struct Totals: Encodable, Sendable {
        let cups: Int
        let lostAmount: Int
        let lostCups: Int
        let lostSales: Int
        let orders: Int
        let takings: Int
        let undoneChanges: Int
        let undoneOrders: Int
        let undoneTakings: Int
    }

    struct JuiceLine: Encodable, Sendable {
        let cups: Int
        let juice: String
        let lostAmount: Int
        let lostCups: Int
        let lostSales: Int
        let name: String
        let orders: Int
        let takings: Int
    }

    struct Hour: Encodable, Sendable {
        let cups: Int
        let hour: Int
        let lostCups: Int
        let takings: Int
    }

    struct Used: Encodable, Sendable {
        let amount: Int
        let fruit: String
        let name: String
    }

    struct RanOut: Encodable, Sendable {
        let at: String
        let fruit: String
        let juices: Int
        let lostSales: Int
        let name: String
    }

    struct StockLine: Encodable, Sendable {
        struct Point: Encodable, Sendable {
            let stock: Int
            let time: String
        }

        let fruit: String
        let name: String
        let points: [Point]
    }

    let currency: String?
    let end: String
    let hours: [Hour]
    let juices: [JuiceLine]
    let ranOut: [RanOut]
    let start: String
    let stock: [StockLine]
    let timezone: String
    let totals: Totals
    let used: [Used]

    /// The report in JSON's words; names in `language`, from the menu (an id that left it as itself).
    ///
    /// - Parameters:
    ///   - report: The report.
    ///   - menu: The menu now, for names.
    ///   - language: The language of the names.
    package init(_ report: StandReport, menu: Menu, language: Language) {
        func juiceName(_ id: Juice.ID) -> String { menu.juice(id)?.name.text(for: language.code) ?? id.rawValue }
        func fruitName(_ id: Fruit.ID) -> String { menu.fruit(id)?.name.text(for: language.code) ?? id.rawValue }
        currency = report.currency?.code
        start = StockJSON.timestamp(report.start)
        end = StockJSON.timestamp(report.end)
        timezone = report.clock.name
        totals = Totals(cups: report.cups, lostAmount: report.lostAmount, lostCups: report.lostCups, lostSales: report.lostSales,
                        orders: report.orders, takings: report.takings, undoneChanges: report.undoneChanges,
                        undoneOrders: report.undoneOrders, undoneTakings: report.undoneTakings)
        juices = report.juices.map {
            JuiceLine(cups: $0.cups, juice: $0.juice.rawValue, lostAmount: $0.lostAmount, lostCups: $0.lostCups, lostSales: $0.lostSales,
                      name: juiceName($0.juice), orders: $0.orders, takings: $0.takings)
        }
        hours = report.hours.map { Hour(cups: $0.cups, hour: $0.hour, lostCups: $0.lostCups, takings: $0.takings) }
        used = report.used.map { Used(amount: $0.count, fruit: $0.fruit.rawValue, name: fruitName($0.fruit)) }
        ranOut = report.ranOut.map {
            RanOut(at: StockJSON.timestamp($0.first), fruit: $0.fruit.rawValue, juices: $0.juices, lostSales: $0.lostSales,
                   name: fruitName($0.fruit))
        }
        stock = report.stock.map { line in
            StockLine(fruit: line.fruit.rawValue, name: fruitName(line.fruit),
                      points: line.points.map { StockLine.Point(stock: $0.level, time: StockJSON.timestamp($0.time)) })
        }
    }
}
