import Foundation
import JuiceMakerCommandLine
import JuiceMakerFrontEnd
import JuiceMakerKit

/// `restock --suggest`: reorder points and pars from the stand's sales (`ParSuggestion`), shown
/// beside the menu's, and with `--fix` written into the menu file (`StockRuleWriter`).
enum RestockSuggestion {
    /// Reads the journal of the last `days` days, suggests, prints, and with `fix` writes.
    ///
    /// - Throws: A `CommandFailure` when the menu cannot take the rules or cannot be written.
    static func run(session: Session, days: Int, leadDays: Int, fix: Bool, json: Bool, tz: String?) async throws {
        let language = session.language
        let clock = StandClock.of(tz, menu: session.menu)
        // One moment for the read and the suggestion, so both see the same days across a midnight.
        let now = Date()
        let first = clock.start(ofLast: days, now: now)
        let entries = try await session.store.history(since: first)
        let suggestions = ParSuggestion.suggest(from: entries, menu: session.menu, days: days, leadDays: leadDays, clock: clock, now: now)
        let changed = suggestions.filter(\.changes)
        var written = false
        if fix, !changed.isEmpty {
            try write(changed, session: session)
            written = true
        }
        if json {
            try session.print(CommandAnswer.Suggestion(days: days, leadDays: leadDays, suggestions: suggestions.map { suggestion in
                CommandAnswer.Suggestion.Fruit(fruit: suggestion.fruit.rawValue, highDay: suggestion.highDay, lost: suggestion.lost,
                                               par: .init(now: suggestion.currentPar, suggested: suggestion.par),
                                               reorder: .init(now: suggestion.currentReorder, suggested: suggestion.reorder), used: suggestion.used)
            }, written: written))
            return
        }
        let ko = language == .ko
        let since = String(clock.timestamp(first).prefix(10))
        Terminal.out(ko
            ? "\(since)부터 \(days)일의 판매와 놓친 주문으로 제안해요 (\(clock.name)): 재주문 기준 = 많이 팔린 날(90번째 백분위) × 배달 \(leadDays)일, 적정 재고 = 하루 더."
            : "Suggested from \(days) days of sales and lost sales since \(since) (\(clock.name)): reorder at the high day (90th percentile) × \(leadDays) lead \(leadDays == 1 ? "day" : "days"); par a day more.")
        var table = Table(columns: [
            .init(language.ui.fruit), .init("id"), .init(ko ? "판매" : "used", alignment: .trailing),
            .init(ko ? "놓침" : "lost", alignment: .trailing), .init(ko ? "많이 팔린 날" : "high day", alignment: .trailing),
            .init(language.ui.reorder, alignment: .trailing), .init(language.ui.par, alignment: .trailing),
        ])
        for suggestion in suggestions {
            guard let fruit = session.menu.fruit(suggestion.fruit) else { continue }
            func pair(_ now: String, _ suggested: Int?) -> String {
                guard let suggested else { return now }
                return now == String(suggested) ? now : "\(now) → \(suggested)"
            }
            let none = suggestion.used + suggestion.lost == 0
            table.add([session.name(of: fruit), fruit.id.rawValue, String(suggestion.used), String(suggestion.lost),
                       none ? "-" : String(suggestion.highDay),
                       pair(suggestion.currentReorder.map(String.init) ?? "-", suggestion.reorder), pair(String(suggestion.currentPar), suggestion.par)])
        }
        Terminal.out(table.render(color: Terminal.wantsColor()), terminator: "")
        let unsold = suggestions.filter { $0.used + $0.lost == 0 }.map(\.fruit.rawValue)
        if !unsold.isEmpty {
            Terminal.out(ko ? "\(days)일 동안 팔리지도 주문되지도 않은 과일은 그대로 둬요: \(unsold.joined(separator: ", "))"
                            : "Not sold or asked for in \(days) days, left as they are: \(unsold.joined(separator: ", "))")
        }
        let file = session.options.menuPath
        if written {
            Terminal.out(ko ? "\(file)에 과일 \(changed.count)개의 reorder와 par를 썼어요."
                            : "Wrote reorder and par for \(changed.count) \(changed.count == 1 ? "fruit" : "fruits") into \(file).")
        } else if changed.isEmpty {
            Terminal.out(ko ? "메뉴의 규칙이 이미 제안과 같아요." : "The menu's rules are already these.")
        } else {
            Terminal.out(ko ? "메뉴에 쓰려면: juicemaker \(session.options.globalArguments)restock --suggest --fix"
                            : "To write them into the menu: juicemaker \(session.options.globalArguments)restock --suggest --fix")
        }
    }

    /// Writes the changed rules into the menu file, atomically, or throws and leaves it as it was.
    private static func write(_ changed: [ParSuggestion], session: Session) throws {
        let language = session.language
        let ko = language == .ko
        let path = session.options.menuPath
        guard path != "-" else {
            throw CommandFailure(code: "usage", status: ExitStatus.usage, message: ko
                ? "--fix는 표준 입력의 메뉴에 쓸 수 없어요; --menu로 파일을 주세요"
                : "--fix cannot write a menu read from standard input; give the file with --menu")
        }
        let rules = changed.compactMap { suggestion in
            suggestion.reorder.flatMap { reorder in suggestion.par.map { StockRuleWriter.Rule(fruit: suggestion.fruit.rawValue, reorder: reorder, par: $0) } }
        }
        let bytes: [UInt8]
        let updated: [UInt8]
        do {
            bytes = try FileReader.read(path)
            updated = try StockRuleWriter.write(rules, into: bytes)
        } catch let failure as StockRuleWriter.Failure {
            let message: String
            switch failure {
            case .brokenMenu:
                message = ko ? "\(path)을(를) 다시 읽을 수 없어요; juicemaker validate로 확인하세요" : "\(path) no longer reads as a menu; check it with juicemaker validate"
            case .cannotEdit(let fruit), .notAsAsked(let fruit):
                message = ko ? "과일 '\(fruit)'의 reorder와 par를 \(path)에 쓸 수 없어요 (별칭이나 defaults가 정하는 값); 직접 고치세요. 파일은 그대로예요"
                             : "cannot write reorder and par for fruit '\(fruit)' into \(path) (an alias or defaults decides them); edit it by hand. The file is unchanged"
            }
            throw CommandFailure(code: "cannot-write", status: ExitStatus.usage, message: message)
        } catch {
            throw CommandFailure(code: "cannot-write", status: ExitStatus.usage,
                                 message: ko ? "\(path)을(를) 읽을 수 없어요" : "cannot read \(path)")
        }
        do {
            try AtomicFileWriter.replaceContents(of: path, with: updated)
        } catch {
            throw CommandFailure(code: "cannot-write", status: ExitStatus.usage, message: ko
                ? "\(path)에 쓸 수 없어요 (\(error.reason(in: language))); 파일은 그대로예요"
                : "cannot write \(path) (\(error.reason(in: language))); the file is unchanged")
        }
    }
}
