import JuiceMakerMenu
import JuiceMakerStock

/// The front end's words in English.
struct EnglishUIWords: UIWords {
    var titleHint: String { "? help" }
    var stock: String { "Stock" }
    var fruit: String { "Fruit" }
    var juice: String { "Juice" }
    var canMake: String { "Can make" }
    var recipe: String { "Recipe" }
    var price: String { "Price" }
    var short: String { "✗ short" }
    func more(_ count: Int) -> String { "\(count) more" }
    func moreFruits(_ count: Int) -> String { "… \(count) more fruits (s: stock editor)" }
    var editStockQuestion: String { "Edit stock? [y/N]" }
    var undoQuestion: String { "Undo the last order or stock change? [y/N]" }
    func juiceNumber(_ typed: String) -> String { "Juice number: \(typed)_  (Enter orders, Esc cancels)" }
    func noJuiceNumber(_ number: String, _ count: Int) -> String { "There is no juice \(number): choose 1 to \(count)." }
    func alreadyZero(_ fruit: String) -> String { "\(fruit) is already at 0; stock never goes below 0." }
    func changed(_ description: String) -> String { "Stock changed: \(description)" }
    func createdStand(_ stand: String, location: String) -> String {
        "created stand '\(stand)' in '\(location)' (starting from the menu's initial stock)"
    }
    func noMenu(_ path: String) -> String {
        "there is no menu at '\(path)'. Start one here with `juicemaker init`, or name yours with --menu PATH or JUICEMAKER_MENU."
    }
    var restockKey: String { "r for the restock plan" }
    var noHistoryYet: String { "No history yet." }
    func noHistory(since day: String) -> String { "Nothing since \(day)." }
    var undone: String { "undone" }
    var kindHeader: String { "kind" }
    var lowMark: String { "▼ low" }
    var reorder: String { "Reorder" }
    var par: String { "Par" }
    var buy: String { "Buy" }
    func applyHint(_ command: String) -> String { "When it arrives: \(command)" }
    var applyQuestion: String { "Add it to stock (the delivery arrived)? [y/N]" }
    func menuReloaded(juices: Int, fruits: Int) -> String { "Menu reloaded: \(juices) juices, \(fruits) fruits." }
    func menuNotReloaded(_ problem: String) -> String { "Menu edit not loaded; still using the last good menu: \(problem)" }
    func renamedFruit(_ rename: FruitRename) -> String {
        "renamed fruit '\(rename.from)' to '\(rename.to)' (\(rename.count) kept)"
    }
    func stockTakesFruitAndAmount(_ verb: String, example: String) -> String {
        "juicemaker stock \(verb) takes a fruit and an amount, like: \(example)"
    }
    func copyOntoItself(_ target: String, stand: String) -> String {
        "the target is the source itself (\(target), stand '\(stand)'); give another --to or --stand"
    }
    func copiedStand(from source: (stand: String, location: String), to target: (stand: String, location: String), fruits: Int, entries: Int) -> String {
        "Copied stand '\(source.stand)' of \(source.location) to stand '\(target.stand)' of \(target.location): "
            + "\(fruits) fruit\(fruits == 1 ? "" : "s"), \(entries) journal entr\(entries == 1 ? "y" : "ies")."
    }
    func replacedStand(_ stand: String) -> String { "replaced stand '\(stand)': discarded " }
    var noSignalPipe: String { "cannot watch for signals (no pipe)" }
    var notARawTerminal: String { "standard input is not a terminal that can be put in raw mode" }
    var note: String { "note: " }
    var stockAfter: String { "Stock now:" }
    var editStock: String { "Edit stock?" }
    func wouldBeMade(_ order: String) -> String { "Dry run: \(order) can be made (stock unchanged)." }

    func title(_ screen: ShellScreen) -> String {
        switch screen {
        case .order, .confirmRestock: "Order"
        case .stockEditor: "Stock"
        case .history: "History"
        case .restockPlan: "Restock"
        case .help: "Keys"
        case .confirmUndo: "Undo"
        }
    }

    func undid(safeDescription description: String, _ id: Int) -> String { "Undid #\(id) (\(description))." }

    func historyHeader(clock: String) -> [String] { ["#", "time (\(clock))", "what", "change"] }

    func footer(_ screen: ShellScreen, range: String) -> String {
        switch screen {
        case .order: "\(range) order  s stock  r restock  h history  u undo  q quit"
        case .restockPlan: "y add it to stock  n or any other key: back"
        case .confirmRestock: "y edit stock  n or any other key: back"
        case .confirmUndo: "y undo it  n or any other key: back"
        case .stockEditor: "↑↓ fruit  +/- step  0-9 Enter set  c close  q quit"
        case .history, .help: "any key: back  q quit"
        }
    }

    var keys: [(key: String, meaning: String)] {
        [
            ("", "Order screen"),
            ("1-9", "order that juice (10 juices or more: the number, then Enter)"),
            ("↑ ↓  Enter", "select a juice and order it"),
            ("s", "open the stock editor"),
            ("r", "restock plan of the low fruits; y adds it to stock"),
            ("h", "history of orders and stock changes"),
            ("u", "undo the last order or stock change, after y to confirm"),
            ("?", "this help"),
            ("q  Ctrl-C  Ctrl-D", "quit"),
            ("", "After a short order"),
            ("y", "edit stock; any other key goes back"),
            ("", "Stock editor"),
            ("↑ ↓", "select a fruit"),
            ("+  →", "one more of it"),
            ("-  ←", "one less (never below 0)"),
            ("0-9 Enter", "set it to the number typed"),
            ("u  r  h  ?  q", "as on the order screen"),
            ("c  Esc  Enter", "close and go back to ordering"),
        ]
    }

    func restockHeading(_ request: RestockRequest, count: Int) -> String {
        switch request {
        case .lowStock: "To buy: \(count) \(count == 1 ? "fruit is" : "fruits are") at or below the reorder point."
        case .orders(let order): "To buy for \(order.description):"
        }
    }

    func nothingToBuy(_ request: RestockRequest, hasRules: Bool) -> String {
        switch request {
        case .lowStock where !hasRules: "Nothing is low: the menu sets no reorder points (add 'reorder:' to its defaults or fruits)."
        case .lowStock: "Nothing is low: every fruit is above its reorder point."
        case .orders(let order): "Nothing to buy: the stock on hand makes \(order.description)."
        }
    }

    func orphanedStock(stand: String, list: String, unclaimed: [Fruit.ID], claims: [(orphan: Fruit.ID, fruit: Fruit.ID)]) -> String {
        var text = "warning: stand '\(stand)' holds fruits the menu no longer names: \(list)."
        if unclaimed.count == 1 {
            text += " If a fruit was renamed, add 'was: \(unclaimed[0])' to its new name in the menu."
        } else if let first = unclaimed.first {
            text += " If a fruit was renamed, add 'was: <its old id>' to its new name in the menu (e.g. 'was: \(first)')."
        }
        for claim in claims {
            text += " '\(claim.orphan)' was not moved to '\(claim.fruit)' (its 'was'): '\(claim.fruit)' has been ordered or changed since it was added, so it keeps its own stock."
        }
        return text
    }

    var lineModeCommands: [(command: String, meaning: String)] {
        [
            ("order JUICE[:COUNT] ...", "make juices (all or nothing)"),
            ("stock", "show the stock"),
            ("stock add FRUIT AMOUNT", "add fruit"),
            ("stock remove FRUIT AMOUNT", "take fruit out (never below 0)"),
            ("stock set FRUIT AMOUNT", "set a fruit's stock"),
            ("stock reset", "every fruit back to its initial stock"),
            ("menu", "the juices and how many can be made"),
            ("history [N]", "the newest orders and changes"),
            ("undo", "undo the last order or change"),
            ("restock [--apply]", "the shopping list (--for JUICE ...: what orders need; --apply: add it to stock)"),
            ("quit", "stop reading"),
        ]
    }

    // MARK: init

    var initNeedsAFile: String { "init writes the menu to a file; give --menu a path, not '-' (standard input)" }
    func cannotWriteStarter(_ path: String, reason: String, writtenBefore: [String]) -> String {
        "cannot write '\(path)' (\(reason))." + (writtenBefore.isEmpty ? "" : " Written before it: \(writtenBefore.joined(separator: ", ")).")
    }
    func wroteFile(_ path: String, purpose: String) -> String { "wrote \(path) — \(purpose)" }
    func keptFile(_ path: String) -> String { "kept  \(path) — already there, not changed" }
    func next(_ command: String) -> String { "Next: \(command)" }

    // MARK: restock --suggest

    func suggestionRule(since: String, days: Int, clock: String, leadDays: Int) -> String {
        "Suggested from \(days) days of sales and lost sales since \(since) (\(clock)): reorder at the high day (90th percentile) × "
            + "\(leadDays) lead \(leadDays == 1 ? "day" : "days"); par a day more."
    }
    var usedHeader: String { "used" }
    var lostHeader: String { "lost" }
    var highDayHeader: String { "high day" }
    func unsoldLeft(days: Int, _ fruits: String) -> String { "Not sold or asked for in \(days) days, left as they are: \(fruits)" }
    func wroteRules(count: Int, into file: String) -> String {
        "Wrote reorder and par for \(count) \(count == 1 ? "fruit" : "fruits") into \(file)."
    }
    var rulesAlreadyThese: String { "The menu's rules are already these." }
    func toWriteRules(_ command: String) -> String { "To write them into the menu: \(command)" }
    var fixNeedsAFile: String { "--fix cannot write a menu read from standard input; give the file with --menu" }
    func menuNoLongerReads(_ path: String) -> String { "\(path) no longer reads as a menu; check it with juicemaker validate" }
    func cannotWriteRules(fruit: String, into path: String) -> String {
        "cannot write reorder and par for fruit '\(fruit)' into \(path) (an alias or defaults decides them); edit it by hand. The file is unchanged"
    }
    func cannotRead(_ path: String) -> String { "cannot read \(path)" }
    func cannotWrite(_ path: String, reason: String) -> String { "cannot write \(path) (\(reason)); the file is unchanged" }

    // MARK: report

    func reportTitle(first: String, last: String?, clock: String) -> String {
        "Report for \(first)\(last.map { " to \($0)" } ?? "") (\(clock))"
    }
    var noSales: String { "No sales and no lost sales." }
    var cupsHeader: String { "Cups" }
    var takingsHeader: String { "Takings" }
    var lostCupsHeader: String { "Lost" }
    var turnedAwayHeader: String { "Turned away" }
    var total: String { "Total" }
    var fruitUsed: String { "Fruit used: " }
    func ranOut(_ fruit: String, day: String, time: String, orders: Int, juices: Int) -> String {
        "\(fruit) ran out at \(day)\(time): \(orders) \(orders == 1 ? "order" : "orders") for \(juices) \(juices == 1 ? "juice" : "juices") turned away since."
    }
    func undone(orders: Int, takings: String?, changes: Int) -> String {
        var parts: [String] = []
        if orders > 0 { parts.append("\(orders) \(orders == 1 ? "order" : "orders")" + (takings.map { " (\($0))" } ?? "")) }
        if changes > 0 { parts.append("\(changes) \(changes == 1 ? "other change" : "other changes")") }
        return "Undone: " + parts.joined(separator: ", ") + "."
    }
    var salesByHour: String { "Sales by hour (cups)" }
    func lostInHour(_ cups: Int) -> String { "(\(cups) lost)" }

    // MARK: history and the menu

    func kind(_ kind: JournalEntry.Kind) -> String { kind.rawValue }
    func short(_ fruit: ShortFruit) -> String { "\(fruit.fruit) short (needs \(fruit.need), has \(fruit.have))" }
    var stdinMenuHasNoStock: String { "a menu read from standard input has no place for its stock; give --state PATH" }
    func menuNotLoaded(_ file: String) -> String { "\(file): the menu could not be loaded" }
    func firstError(_ error: String, more: Int) -> String {
        "\(error) (and \(more == 1 ? "1 more error" : "\(more) more errors"); juicemaker validate lists them)"
    }
}
