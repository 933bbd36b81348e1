import Foundation
import JuiceMakerKit

/// Several processes ordering on one stock file at once (see hammer.sh).
///
/// `hammer PATH` orders three kinds of juice until all are sold out and prints how many of each it
/// made; `hammer-check PATH B SB MK` checks that the file's stock is exactly the initial stock minus
/// what all processes reported, and that nothing more could be made: no oversell, no lost update.
enum Hammer {
    static let initial = ["strawberry": 1_000, "banana": 3_000, "pineapple": 10, "kiwi": 500, "mango": 1_000]
    static let orders = ["banana", "strawberry-banana", "mango-kiwi:2"]

    static var menu: Menu {
        let fruits = ["strawberry", "banana", "pineapple", "kiwi", "mango"].map {
            Fruit(id: $0, name: LocalizedName(english: $0), initialStock: initial[$0] ?? 0)
        }
        let juices = [
            ("banana", [("banana", 2)]), ("strawberry-banana", [("strawberry", 10), ("banana", 1)]),
            ("mango-kiwi", [("mango", 2), ("kiwi", 1)]),
        ].map { Juice(id: $0.0, name: LocalizedName(english: $0.0), recipe: $0.1.map { RecipeItem(fruitID: $0.0, amount: $0.1) }) }
        return Menu(version: 1, fruits: fruits, juices: juices)
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let database = try StockDatabase.open(path: arguments[2], menu: menu)
        let parser = OrderParser(menu: database.menu)
        let parsed = try orders.map { try parser.parse($0) }
        if arguments[1] == "hammer-check" {
            let made = arguments.dropFirst(3).compactMap { Int($0) }
            guard made.count == 3 else { return 2 }
            let used = ["strawberry": 10 * made[1], "banana": 2 * made[0] + made[1],
                        "kiwi": 2 * made[2], "mango": 4 * made[2], "pineapple": 0]
            var ok = true
            for level in try database.stock() {
                let expected = (initial[level.fruit.id] ?? 0) - (used[level.fruit.id] ?? 0)
                if level.count != expected {
                    print("MISMATCH \(level.fruit.id): file has \(level.count), reports imply \(expected)")
                    ok = false
                }
            }
            let maker = try database.maker()
            for (index, name) in orders.enumerated() where maker.shortfall(for: parsed[index].lines).isEmpty {
                print("UNDERSOLD: \(name) could still be made")
                ok = false
            }
            let journaled = try database.history(limit: 1_000_000).filter { $0.kind == .order }.count
            if journaled != made.reduce(0, +) {
                print("MISMATCH journal: \(journaled) orders journaled, \(made.reduce(0, +)) reported")
                ok = false
            }
            print(ok ? "ok: stock and journal match what the processes made" : "FAILED")
            return ok ? 0 : 1
        }
        var made = [0, 0, 0]
        var soldOut = Set<Int>()
        var turn = 0
        while soldOut.count < parsed.count {
            let which = turn % parsed.count
            turn += 1
            if soldOut.contains(which) { continue }
            do {
                try database.order(parsed[which])
                made[which] += 1
            } catch JuiceMakerError.outOfStock {
                soldOut.insert(which)
            }
        }
        print(made.map(String.init).joined(separator: " "))
        return 0
    }
}
