import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

/// `juicemaker state …`: where stock lives, as a whole.
struct StateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "state",
        abstract: HelpText.say("Work on the stock store as a whole (copy a stand between stores).", "재고 저장소 전체를 다뤄요 (매장을 다른 저장소로 복사)."),
        subcommands: [StateCopyCommand.self]
    )
}

/// `juicemaker state copy --to STATE [--stand NAME] [--replace]`: moves one stand's stock and journal
/// from the store `--state` names to another, e.g. from an SQLite file to PostgreSQL and back.
struct StateCopyCommand: AsyncParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: HelpText.say("Copy a stand's stock and journal to another store.", "매장의 재고와 기록을 다른 저장소로 복사해요."),
        discussion: HelpText.say("""
        Reads the stand that --state and the global --stand name, and writes it, in one transaction, to
        the store --to names, as the stand this command's --stand names (the same name by default).
        Journal ids are kept, so undo works on the copy. A target stand that already has a journal, or
        stock other than the menu's initial stock, is refused (exit 4) unless --replace is given;
        --replace says what it discarded.

        Examples:
          juicemaker --state .juicemaker/recipes.sqlite state copy --to postgresql://stand@db.example/juice --stand gangnam
          juicemaker --state postgresql://stand@db.example/juice --stand gangnam state copy --to backup.sqlite
        """, """
        --state와 전역 --stand가 가리키는 매장을 읽어서, 한 트랜잭션으로 --to가 가리키는 저장소에
        이 명령의 --stand가 가리키는 매장(기본은 같은 이름)으로 써요. 기록의 id가 유지되니 복사본에서도
        undo가 돼요. 이미 기록이 있거나 메뉴의 초기 재고와 다른 재고가 있는 대상 매장은 --replace가 없으면
        거절해요 (종료 코드 4); --replace는 무엇을 버렸는지 알려 줘요.

        예:
          juicemaker --state .juicemaker/recipes.sqlite state copy --to postgresql://stand@db.example/juice --stand gangnam
          juicemaker --state postgresql://stand@db.example/juice --stand gangnam state copy --to backup.sqlite
        """)
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Option(help: ArgumentHelp(HelpText.say("Where to copy to: an SQLite file or a postgresql:// URL.", "복사할 곳: SQLite 파일이나 postgresql:// 주소."), valueName: "path-or-url"))
    var to: String

    /// Shown in help; the value is read by position (see `StandWords`), since swift-argument-parser
    /// gives a `--stand` after `copy` to the global option too.
    @Option(help: ArgumentHelp(HelpText.say("The stand to write in the target, when given after 'copy' (default: the source's stand).", "'copy' 뒤에 주면, 대상에 쓸 매장 (기본: 원본 매장)."), valueName: "name"))
    var stand: String?

    @Flag(help: ArgumentHelp(HelpText.say("Overwrite a target stand that already has a journal or stock of its own.", "이미 기록이나 자기 재고가 있는 대상 매장을 덮어써요.")))
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
                          message: UIText.copyOntoItself(target.description, stand: targetStand.rawValue, session.language)).report(json: json)
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
                    Terminal.err(UIText.replacedStand(targetStand.rawValue, session.language)
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
                    Terminal.out("Copied stand '\(session.store.stand)' of \(session.store.location) to stand '\(targetStand)' of "
                        + "\(destination.location): \(snapshot.stock.count) fruit\(snapshot.stock.count == 1 ? "" : "s"), "
                        + "\(snapshot.journal.count) journal entr\(snapshot.journal.count == 1 ? "y" : "ies").")
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
