import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

/// `juicemaker state …`: where stock lives, as a whole.
struct StateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "state",
        abstract: HelpWords.text("state", "abstract"),
        subcommands: [StateCopyCommand.self]
    )
}

/// `juicemaker state copy --to STATE [--stand NAME] [--replace]`: moves one stand's stock and journal
/// from the store `--state` names to another, e.g. from an SQLite file to PostgreSQL and back.
struct StateCopyCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: HelpWords.text("state copy", "abstract"),
        discussion: HelpWords.text("state copy", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Option(help: ArgumentHelp(HelpWords.text("state copy", "to"), valueName: "path-or-url"))
    var to: String

    /// Shown in help; the value is read by position (see `StandWords`), since swift-argument-parser
    /// gives a `--stand` after `copy` to the global option too.
    @Option(help: ArgumentHelp(HelpWords.text("state copy", "stand"), valueName: "name"))
    var stand: String?

    @Flag(help: ArgumentHelp(HelpWords.text("state copy", "replace")))
    var replace = false

    func run() async throws {
        let words = StandWords(CommandLine.arguments.dropFirst(), subcommand: "copy")
        var source = root.options
        source.stand = words.before
        let session = try await Session.open(source, json: json)
        var targetStand = session.store.stand
        if let stand = words.after {
            do {
                targetStand = try StandName(stand)
            } catch {
                throw CommandFailure(code: "usage", status: ExitStatus.usage, message: error.message(in: session.language)).report(json: json)
            }
        }
        let target = StockLocation(parsing: to)
        if target == StockLocation(parsing: root.options.statePath) && targetStand == session.store.stand {
            throw CommandFailure(code: "usage", status: ExitStatus.usage,
                          message: session.language.ui.copyOntoItself(target.description, stand: targetStand.rawValue)).report(json: json)
        }
        try await session.run {
            let snapshot = try await session.store.snapshot()
            let destination = try await StoreOpener.open(to, menu: session.menu, stand: targetStand, language: session.language)
            // Closed on every way out, after the copy or its failure.
            do {
                // What --replace throws away, read first so that the command can say it.
                let discarded = replace ? try await destination.snapshot() : nil
                let discardedStock = discarded.map { StockSnapshot.ownStock($0.stock, menu: session.menu) } ?? []
                try await destination.restore(snapshot, replacing: replace)
                StoreOpener.announceCreatedStand(destination, language: session.language)
                if let discarded, !discarded.journal.isEmpty || !discardedStock.isEmpty {
                    Terminal.err(session.language.ui.replacedStand(targetStand.rawValue)
                        + StateError.holdings(entries: discarded.journal.count, stock: discardedStock, korean: session.language == .ko))
                }
                if json {
                    session.print(.object([
                        "ok": .bool(true),
                        "from": .object(["state": .string(session.store.location), "stand": .string(session.store.stand.rawValue)]),
                        "to": .object(["state": .string(destination.location), "stand": .string(targetStand.rawValue)]),
                        "fruits": .int(snapshot.stock.count),
                        "entries": .int(snapshot.journal.count),
                    ]))
                } else {
                    Terminal.out(session.language.ui.copiedStand(from: (session.store.stand.rawValue, session.store.location), to: (targetStand.rawValue, destination.location), fruits: snapshot.stock.count, entries: snapshot.journal.count))
                }
            } catch {
                try? await destination.close()
                throw error
            }
            try? await destination.close()
        }
    }
}

/// The `--stand` values of a command line, split by where they stand: before the subcommand's word
/// (the global option: the source) and after it (the subcommand's own: the target). The last one
/// on each side counts, as for any option.
struct StandWords {
    var before: String?
    var after: String?

    init(_ words: ArraySlice<String>, subcommand: String) {
        var seenSubcommand = false
        var rest = words[...]
        while let word = rest.first {
            rest = rest.dropFirst()
            if word == "--" { break }
            var value: String?
            if word == "--stand" {
                value = rest.first
                rest = rest.dropFirst()
            } else if word.hasPrefix("--stand=") {
                value = String(word.dropFirst("--stand=".count))
            } else if word == subcommand && !seenSubcommand {
                seenSubcommand = true
            }
            if let value {
                if seenSubcommand { after = value } else { before = value }
            }
        }
    }
}
