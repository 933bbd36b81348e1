import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

/// What a stock command works with: the validated menu in effect and its open stock file.
struct Session {
    let options: GlobalOptions
    let json: Bool
    let menu: Menu
    let store: any StockStore
    /// The version (`MenuFileWatch.version(of:)`) of the bytes `menu` was read from: what the
    /// shell's watcher starts from, so an edit made between loading and watching is not missed.
    let menuVersion: String

    var language: Language { options.language }

    /// Loads the menu (its diagnostics and exit 1 or 2 when it is unusable) and opens its stock
    /// (exit 4 when the file cannot be used).
    static func open(_ root: JuiceMakerCommand, json: Bool) async throws -> Session {
        try await open(root.options, json: json)
    }

    static func open(_ options: GlobalOptions, json: Bool) async throws -> Session {
        let (menu, bytes) = try loadMenu(options, json: json)
        let stand = try options.standName(json: json)
        do {
            let store = try await StoreOpener.open(options.statePath, menu: menu, stand: stand, language: options.language)
            await OpenStore.keep(store, language: options.language)
            let session = Session(options: options, json: json, menu: menu, store: store, menuVersion: MenuFileWatch.version(of: bytes))
            session.reportRenames()
            return session
        } catch {
            throw fail(error, options: options, json: json)
        }
    }

    /// Loads the menu in effect; prints its diagnostics and exits 1 (or 2 when it cannot be read)
    /// when it is unusable, and refuses a menu from standard input without a place for its stock.
    ///
    /// - Returns: The menu, and the bytes it was read from (read once: a watcher of the file starts
    ///   from their version, so an edit made meanwhile is not taken for the menu loaded).
    static func loadMenu(_ options: GlobalOptions, json: Bool) throws -> (menu: Menu, bytes: [UInt8]) {
        let menuPath = options.menuPath
        var bytes: [UInt8] = []
        let report: MenuReport
        do {
            bytes = try FileReader.read(menuPath)
            report = MenuLoader.report(bytes: bytes, file: menuPath == "-" ? "<stdin>" : menuPath, language: options.language).namedWithoutPasswords
        } catch {
            // No menu at all (a new folder): say how to start one, not validate's words about a file.
            if menuPath != "-", case .notFound = error.cause {
                throw CommandFailure(code: "no-menu", status: ExitStatus.usage,
                                     message: options.language.ui.noMenu(StockLocation.hidingPasswords(in: menuPath))).report(json: json)
            }
            // The loader words why the file cannot be read.
            report = MenuLoader.report(path: menuPath, language: options.language).namedWithoutPasswords
        }
        guard let menu = report.menu else {
            let unreadable = report.diagnostics.contains { $0.code == .unreadableFile }
            let format: DiagnosticFormat = json ? .json : .text
            let output = format.format([report], options: DiagnosticFormatOptions(
                color: !json && Terminal.wantsColor(fileDescriptor: 2), toolVersion: JuiceMakerVersion.current,
                language: options.language
            ))
            if json { Terminal.out(output, terminator: "") } else { Terminal.err(String(output.dropLast())) }
            throw ExitCode(unreadable ? ExitStatus.usage : ExitStatus.invalidMenu)
        }
        if menuPath == "-" && options.state == nil && Environment.value("JUICEMAKER_STATE") == nil {
            throw CommandFailure(code: "state-error", status: ExitStatus.usage,
                                 message: options.language.ui.stdinMenuHasNoStock).report(json: json)
        }
        return (menu, bytes)
    }

    /// Says on standard error which stock rows opening the store renamed to fruits that name them in
    /// `was:`; a rename happens once, so this says it once.
    func reportRenames() {
        for rename in store.renamedAtOpen { Terminal.err(language.ui.renamedFruit(rename)) }
    }

    /// Warns on standard error when the stand holds stock for fruits the menu no longer names, with
    /// the counts. Only a warning: a stock that cannot be read here is left for the command to report,
    /// and the exit status does not change.
    func warnAboutOrphanedStock() async {
        guard let orphans = try? await store.orphanedStock(), !orphans.isEmpty else { return }
        Terminal.err(language.ui.orphanedStock(stand: store.stand.rawValue, orphans, menu: menu))
    }

    /// Runs `body`, turning engine and store errors into a printed message and exit code.
    ///
    /// - Parameters:
    ///   - thenWarnAboutOrphans: Whether to warn about orphaned stock once `body` is done (or its
    ///     error printed), whatever it came to.
    ///   - body: The command's work.
    func run(thenWarnAboutOrphans: Bool = false, _ body: () async throws -> Void) async throws {
        var failure: (any Error)?
        do {
            try await body()
        } catch let exit as ExitCode {
            failure = exit
        } catch let refusal as CommandFailure {
            failure = refusal.report(json: json)
        } catch {
            failure = Self.fail(error, options: options, json: json)
        }
        if thenWarnAboutOrphans { await warnAboutOrphanedStock() }
        if let failure { throw failure }
    }

    static func fail(_ error: Error, options: GlobalOptions, json: Bool) -> ExitCode {
        CommandFailure(error, language: options.language, globalArguments: options.globalArguments).report(json: json)
    }

    func name(of fruit: Fruit) -> String {
        ((fruit.emoji.map { $0 + " " } ?? "") + fruit.name.text(for: language.code)).terminalSafe
    }

    /// Stock as a table: emoji and name, id, count; and a low mark when some fruit is at or below its
    /// reorder point (a menu without stock rules shows the three columns only).
    func stockTable(_ levels: [StockLevel]) -> String {
        var columns: [Table.Column] = [.init(language.ui.fruit), .init("id"), .init(language.ui.stock, alignment: .trailing)]
        let marksLow = levels.contains(where: \.isLow)
        if marksLow { columns.append(.init("")) }
        var table = Table(columns: columns)
        for level in levels {
            var row = [name(of: level.fruit), level.fruit.id.rawValue, String(level.count)]
            if marksLow { row.append(level.isLow ? language.ui.lowMark : "") }
            table.add(row)
        }
        return table.render(color: Terminal.wantsColor())
    }

    func print(_ value: JSONValue) { Terminal.out(value.prettyPrinted, terminator: "") }

    /// Prints an answer (`CommandAnswer`) as JSON in the one layout.
    ///
    /// - Throws: What `JSONText` throws: nothing for the commands' answers, which hold no
    ///   floating-point number.
    func print(_ answer: some Encodable) throws { Terminal.out(try JSONText.pretty(answer), terminator: "") }

    // MARK: Text results, shared by the one-shot commands and the shell's line mode

    /// The ready message, a line for each fruit the order left low, then the stock after the order.
    ///
    /// - Parameter restockCommand: How the person asks for the restock plan where they are
    ///   (`juicemaker restock`, or `restock` in the line mode).
    func printServed(_ message: String, low: [StockLevel], levels: [StockLevel], restockCommand: String) {
        Terminal.out(message)
        for level in low { Terminal.out(level.lowStockMessage(in: language, command: restockCommand)) }
        Terminal.out("")
        Terminal.out(language.ui.stockAfter)
        Terminal.out(stockTable(levels), terminator: "")
    }

    /// What changed, then the stock.
    func printChanged(_ entry: JournalEntry, levels: [StockLevel]) {
        Terminal.out(language.ui.changed(entry.description))
        Terminal.out(stockTable(levels), terminator: "")
    }

    /// Which entry was undone, then the stock.
    func printUndid(_ record: UndoRecord, levels: [StockLevel]) {
        Terminal.out(language.ui.undid(record.reverted.description, record.reverted.id))
        Terminal.out(stockTable(levels), terminator: "")
    }
}

/// The stock file this process opened, closed by `Main` just before the process exits.
///
/// Closing is what happens anyway when the last reference goes (SQLite checkpoints the WAL and
/// removes it). Freeing GRDB's queue as well would start Foundation's notification centre and two
/// libdispatch worker threads in a process that is about to end: about 5% of an `order`.
@MainActor
enum OpenStore {
    // A command keeps its store here and `Main` closes it on the way out (`serve` keeps none: its
    // stores are the pool's).
    private static var store: (any StockStore)?
    private static var language: Language = .en

    static func keep(_ store: any StockStore, language: Language) {
        self.store = store
        self.language = language
    }

    /// Says whether the command made its stand, then closes the file or connection, if one is open.
    /// Should closing fail, the queue is let go, which closes the connection as it always did.
    static func closeBeforeExit() async {
        guard let store else { return }
        StoreOpener.announceCreatedStand(store, language: language)
        do {
            try await store.close()
        } catch {
            self.store = nil
        }
    }
}

