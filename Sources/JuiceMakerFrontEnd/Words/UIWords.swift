import JuiceMakerMenu
import JuiceMakerStock

/// Every word the command line and the interactive shell say themselves (headings, hints,
/// screens, notes), one catalogue per language: `EnglishUIWords` (`UIWords+English.swift`) and
/// `KoreanUIWords` (`UIWords+Korean.swift`). A requirement, so the compiler refuses a language
/// that lacks a word. Messages about orders, stock and menus come from the library
/// (`JuiceMakerError`, `StateError`, `readyMessage`, diagnostics); help texts from `HelpWords`.
///
/// Read as `language.ui.stock`, `language.ui.more(3)`.
package protocol UIWords: Sendable {
    var titleHint: String { get }
    var stock: String { get }
    var fruit: String { get }
    var juice: String { get }
    var canMake: String { get }
    var recipe: String { get }
    var price: String { get }
    /// The mark of a juice the stock cannot make now.
    var short: String { get }
    func more(_ count: Int) -> String
    func moreFruits(_ count: Int) -> String
    var editStockQuestion: String { get }
    var undoQuestion: String { get }
    func juiceNumber(_ typed: String) -> String
    func noJuiceNumber(_ number: String, _ count: Int) -> String
    func alreadyZero(_ fruit: String) -> String
    func changed(_ description: String) -> String
    /// Said on standard error when a command made a new stand (in a new SQLite file, or on a
    /// database server): a mistyped path, URL or stand name starts from fresh stock, and this is
    /// where a person sees it.
    func createdStand(_ stand: String, location: String) -> String
    /// Said by a command that needs the menu when there is no file where it looks (a new folder).
    func noMenu(_ path: String) -> String
    /// How the shell's order screen asks for the restock plan, for the low notes after an order.
    var restockKey: String { get }
    var noHistoryYet: String { get }
    /// `history --today` or `--since` that found nothing; `day` is `2024-05-01`.
    func noHistory(since day: String) -> String
    var undone: String { get }
    /// The header of `juicemaker history`'s column that names each entry's kind.
    var kindHeader: String { get }
    /// The mark of a fruit at or below its reorder point.
    var lowMark: String { get }
    var reorder: String { get }
    var par: String { get }
    var buy: String { get }
    /// After a plan that was only shown: the command that buys it.
    func applyHint(_ command: String) -> String
    /// The shell's restock screen: the question under the plan.
    var applyQuestion: String { get }
    /// After the shell took an edited menu.
    func menuReloaded(juices: Int, fruits: Int) -> String
    /// Before the first problem of a menu edit the shell did not take.
    func menuNotReloaded(_ problem: String) -> String
    /// What opening a store did for a fruit renamed in the menu (`was:`): said once, on standard error.
    func renamedFruit(_ rename: FruitRename) -> String
    /// `stock add|remove|set` without its two words.
    func stockTakesFruitAndAmount(_ verb: String, example: String) -> String
    /// `state copy` to the stand it copies.
    func copyOntoItself(_ target: String, stand: String) -> String
    /// `state copy` done: which stand of which store went where, and how much it carried.
    func copiedStand(from source: (stand: String, location: String), to target: (stand: String, location: String), fruits: Int, entries: Int) -> String
    /// `state copy --replace`, before what it discarded.
    func replacedStand(_ stand: String) -> String
    /// The shell could not set up its signal pipe.
    var noSignalPipe: String { get }
    /// The shell's screen needs a terminal it can put in raw mode.
    var notARawTerminal: String { get }
    /// What starts a note on standard error that does not change the outcome.
    var note: String { get }
    var stockAfter: String { get }
    var editStock: String { get }
    func wouldBeMade(_ order: String) -> String

    /// A screen's title.
    func title(_ screen: ShellScreen) -> String
    /// The line after undoing an entry; `description` is safe to print (`undid(_:_:)` makes it so).
    func undid(safeDescription description: String, _ id: Int) -> String
    /// The history's column titles; the time's names the clock it is read on.
    func historyHeader(clock: String) -> [String]
    /// The key line at the bottom of each screen; `range` is the juice numbers (`1-7`).
    func footer(_ screen: ShellScreen, range: String) -> String
    /// The help screen: key, then what it does.
    var keys: [(key: String, meaning: String)] { get }
    /// The restock plan's first line: how many fruits and why.
    func restockHeading(_ request: RestockRequest, count: Int) -> String
    /// What an empty plan says; for the shopping list, also why (no fruit low, or, when
    /// `hasRules` is false, no reorder points).
    func nothingToBuy(_ request: RestockRequest, hasRules: Bool) -> String
    /// The warning about stock a stand holds for fruits its menu does not name (`list`, with the
    /// counts), and what to do: add `was:` for a renamed fruit (`unclaimed`); for an id some
    /// fruit's `was:` names already, why it was not moved (`claims`: that fruit had stock of its
    /// own).
    func orphanedStock(stand: String, list: String, unclaimed: [Fruit.ID], claims: [(orphan: Fruit.ID, fruit: Fruit.ID)]) -> String
    /// The line mode's commands with what each does, for `help`.
    var lineModeCommands: [(command: String, meaning: String)] { get }

    // MARK: init

    /// `init --menu -`.
    var initNeedsAFile: String { get }
    /// A starter file `init` could not write (`reason` in this language), after the ones it wrote.
    func cannotWriteStarter(_ path: String, reason: String, writtenBefore: [String]) -> String
    /// A file `init` wrote, with what it is for.
    func wroteFile(_ path: String, purpose: String) -> String
    /// A file `init` left as it was.
    func keptFile(_ path: String) -> String
    /// The command to run next.
    func next(_ command: String) -> String

    // MARK: restock --suggest

    /// The rule the suggestions follow, over which days.
    func suggestionRule(since: String, days: Int, clock: String, leadDays: Int) -> String
    /// The columns of the suggestions beside `fruit`, `reorder` and `par`.
    var usedHeader: String { get }
    var lostHeader: String { get }
    var highDayHeader: String { get }
    /// Fruits with no sale and no lost sale in those days.
    func unsoldLeft(days: Int, _ fruits: String) -> String
    /// `--fix` wrote the rules of `count` fruits.
    func wroteRules(count: Int, into file: String) -> String
    var rulesAlreadyThese: String { get }
    /// How to write the suggestions into the menu.
    func toWriteRules(_ command: String) -> String
    /// `--fix` with the menu on standard input.
    var fixNeedsAFile: String { get }
    /// The menu stopped reading as one between loading and writing it.
    func menuNoLongerReads(_ path: String) -> String
    /// A fruit whose rules an alias or `defaults` decides.
    func cannotWriteRules(fruit: String, into path: String) -> String
    func cannotRead(_ path: String) -> String
    /// A file left unchanged because it could not be written (`reason` in this language).
    func cannotWrite(_ path: String, reason: String) -> String

    // MARK: report

    /// `Report for 2024-05-01 (Asia/Seoul)`; `last` when the report spans days.
    func reportTitle(first: String, last: String?, clock: String) -> String
    var noSales: String { get }
    var cupsHeader: String { get }
    var takingsHeader: String { get }
    var lostCupsHeader: String { get }
    var turnedAwayHeader: String { get }
    var total: String { get }
    var fruitUsed: String { get }
    /// `strawberry ran out at 14:05: 12 orders for 3 juices turned away since.`; `day` is empty
    /// or `2024-05-01 `.
    func ranOut(_ fruit: String, day: String, time: String, orders: Int, juices: Int) -> String
    /// What was undone: orders (with their takings, when priced) and other changes.
    func undone(orders: Int, takings: String?, changes: Int) -> String
    var salesByHour: String { get }
    /// Beside an hour's bar: the cups turned away.
    func lostInHour(_ cups: Int) -> String

    // MARK: history and the menu

    /// A journal entry's kind as a word: `order`, `주문`.
    func kind(_ kind: JournalEntry.Kind) -> String
    /// What a lost sale lacked: `strawberry short (needs 16, has 10)`.
    func short(_ fruit: ShortFruit) -> String
    /// A menu read from standard input without `--state`.
    var stdinMenuHasNoStock: String { get }
    /// A menu edit that did not load, with no error to show (`file`).
    func menuNotLoaded(_ file: String) -> String
    /// A menu edit's first error (`place: message`) and how many more there are.
    func firstError(_ error: String, more: Int) -> String
}

extension Language {
    /// The front end's words in this language.
    package var ui: any UIWords {
        switch self {
        case .en: EnglishUIWords()
        case .ko: KoreanUIWords()
        }
    }
}

/// What every language does around its words: making a stored description safe to print, the
/// range of juice numbers, which orphaned stock a fruit's `was:` claims, the line mode's layout.
extension UIWords {
    /// The line after undoing an entry. The description is read back from the store, where anyone
    /// may have written it: one line, nothing a terminal would act on.
    package func undid(_ description: String, _ id: Int) -> String {
        undid(safeDescription: description.terminalSafeLine, id)
    }

    /// The key line at the bottom of each screen; `juices` is how many juices the menu has.
    package func footer(_ screen: ShellScreen, juices: Int) -> String {
        footer(screen, range: juices <= 1 ? "1" : "1-\(juices)")
    }

    /// The warning about stock a stand holds for fruits its menu does not name.
    ///
    /// - Parameters:
    ///   - stand: The stand's name.
    ///   - orphans: The counts, ordered by fruit id; not empty.
    ///   - menu: The menu, whose `was:` lists say which orphans a fruit claims.
    /// - Returns: The warning, with what to do.
    package func orphanedStock(stand: String, _ orphans: [FruitCount], menu: Menu) -> String {
        var claims: [(orphan: Fruit.ID, fruit: Fruit.ID)] = []
        var unclaimed: [Fruit.ID] = []
        for orphan in orphans {
            if let fruit = menu.fruits.first(where: { $0.formerIDs.contains(orphan.fruit) }) {
                claims.append((orphan.fruit, fruit.id))
            } else {
                unclaimed.append(orphan.fruit)
            }
        }
        let list = orphans.map { "\($0.fruit) \($0.count)" }.joined(separator: ", ")
        return orphanedStock(stand: stand, list: list, unclaimed: unclaimed, claims: claims)
    }

    /// The line mode's `help`: its commands lined up, each with what it does.
    package var lineModeHelp: String {
        let width = lineModeCommands.map(\.command.count).max() ?? 0
        return lineModeCommands.map { "  " + TerminalWidth.padded($0.command, toWidth: width) + "  " + $0.meaning }.joined(separator: "\n")
    }
}
