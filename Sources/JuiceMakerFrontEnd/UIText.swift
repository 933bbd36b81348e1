import JuiceMakerMenu
import JuiceMakerStock
/// Every word the command line and the interactive shell say themselves (headings, hints, screens),
/// in English and Korean: one table, so a word is translated once. Messages about orders, stock and
/// menus come from the library (`JuiceMakerError`, `StateError`, `readyMessage`, diagnostics).
package enum UIText {
    package static func title(_ screen: ShellScreen, _ language: Language) -> String {
        switch (screen, language) {
        case (.order, .en), (.confirmRestock, .en): "Order"
        case (.order, .ko), (.confirmRestock, .ko): "주문"
        case (.stockEditor, .en): "Stock"
        case (.stockEditor, .ko): "재고 수정"
        case (.history, .en): "History"
        case (.history, .ko): "기록"
        case (.restockPlan, .en): "Restock"
        case (.restockPlan, .ko): "재고 보충"
        case (.help, .en): "Keys"
        case (.help, .ko): "키 안내"
        case (.confirmUndo, .en): "Undo"
        case (.confirmUndo, .ko): "취소"
        }
    }

    package static func titleHint(_ language: Language) -> String { language == .ko ? "? 도움말" : "? help" }
    package static func stock(_ language: Language) -> String { language == .ko ? "재고" : "Stock" }
    package static func fruit(_ language: Language) -> String { language == .ko ? "과일" : "Fruit" }
    package static func juice(_ language: Language) -> String { language == .ko ? "쥬스" : "Juice" }
    package static func canMake(_ language: Language) -> String { language == .ko ? "가능" : "Can make" }
    package static func recipe(_ language: Language) -> String { language == .ko ? "레시피" : "Recipe" }
    package static func price(_ language: Language) -> String { language == .ko ? "가격" : "Price" }
    /// The mark of a juice the stock cannot make now.
    package static func short(_ language: Language) -> String { language == .ko ? "✗ 부족" : "✗ short" }
    package static func more(_ count: Int, _ language: Language) -> String { language == .ko ? "\(count)개 더" : "\(count) more" }
    package static func moreFruits(_ count: Int, _ language: Language) -> String {
        language == .ko ? "… 과일 \(count)개 더 (s: 재고 수정)" : "… \(count) more fruits (s: stock editor)"
    }
    package static func editStockQuestion(_ language: Language) -> String { language == .ko ? "재고를 수정할까요? [y/N]" : "Edit stock? [y/N]" }
    package static func undoQuestion(_ language: Language) -> String {
        language == .ko ? "마지막 주문이나 재고 변경을 취소할까요? [y/N]" : "Undo the last order or stock change? [y/N]"
    }
    package static func juiceNumber(_ typed: String, _ language: Language) -> String {
        language == .ko ? "쥬스 번호: \(typed)_  (Enter: 주문, Esc: 취소)" : "Juice number: \(typed)_  (Enter orders, Esc cancels)"
    }
    package static func noJuiceNumber(_ number: String, _ count: Int, _ language: Language) -> String {
        language == .ko ? "\(number)번 쥬스는 없어요: 1부터 \(count)까지 골라 주세요." : "There is no juice \(number): choose 1 to \(count)."
    }
    package static func alreadyZero(_ fruit: String, _ language: Language) -> String {
        language == .ko ? "\(fruit) 재고는 이미 0이에요. 0보다 적어질 수 없어요." : "\(fruit) is already at 0; stock never goes below 0."
    }
    package static func changed(_ description: String, _ language: Language) -> String {
        language == .ko ? "재고 변경: \(description)" : "Stock changed: \(description)"
    }
    package static func undid(_ description: String, _ id: Int, _ language: Language) -> String {
        // The description is read back from the store, where anyone may have written it: one
        // line, nothing a terminal would act on.
        let description = description.terminalSafeLine
        return language == .ko ? "#\(id) (\(description)) 을(를) 취소했어요." : "Undid #\(id) (\(description))."
    }
    /// Said on standard error when a command made a new stand (in a new SQLite file, or on a
    /// database server): a mistyped path, URL or stand name starts from fresh stock, and this is
    /// where a person sees it.
    package static func createdStand(_ stand: String, location: String, _ language: Language) -> String {
        language == .ko
            ? "'\(location)'에 새 매장 '\(stand)'을(를) 만들었어요 (메뉴의 초기 재고로 시작)."
            : "created stand '\(stand)' in '\(location)' (starting from the menu's initial stock)"
    }
    /// Said by a command that needs the menu when there is no file where it looks (a new folder).
    package static func noMenu(_ path: String, _ language: Language) -> String {
        language == .ko
            ? "'\(path)'에 메뉴가 없어요. `juicemaker init`으로 여기에 시작 메뉴를 만들거나, --menu PATH나 JUICEMAKER_MENU로 메뉴를 알려 주세요."
            : "there is no menu at '\(path)'. Start one here with `juicemaker init`, or name yours with --menu PATH or JUICEMAKER_MENU."
    }
    /// How the shell's order screen asks for the restock plan, for the low notes after an order.
    package static func restockKey(_ language: Language) -> String { language == .ko ? "r: 보충 계획" : "r for the restock plan" }
    package static func noHistory(_ language: Language) -> String { language == .ko ? "기록이 없어요." : "No history yet." }
    /// `history --today` or `--since` that found nothing; `day` is `2024-05-01`.
    package static func noHistory(since day: String, _ language: Language) -> String {
        language == .ko ? "\(day)부터의 기록이 없어요." : "Nothing since \(day)."
    }
    package static func undone(_ language: Language) -> String { language == .ko ? "취소됨" : "undone" }
    /// The history's column titles; the time's names the clock it is read on.
    package static func historyHeader(_ language: Language, clock: String = "UTC") -> [String] {
        language == .ko ? ["#", "시간 (\(clock))", "내용", "변경"] : ["#", "time (\(clock))", "what", "change"]
    }
    /// The header of `juicemaker history`'s column that names each entry's kind.
    package static func kindHeader(_ language: Language) -> String { language == .ko ? "종류" : "kind" }

    /// The key line at the bottom of each screen; `juices` is how many juices the menu has.
    package static func footer(_ screen: ShellScreen, juices: Int, _ language: Language) -> String {
        let range = juices <= 1 ? "1" : "1-\(juices)"
        switch (screen, language) {
        case (.order, .en): return "\(range) order  s stock  r restock  h history  u undo  q quit"
        case (.order, .ko): return "\(range) 주문  s 재고  r 보충  h 기록  u 취소  q 종료"
        case (.restockPlan, .en): return "y add it to stock  n or any other key: back"
        case (.restockPlan, .ko): return "y 재고에 더하기  n 또는 다른 키: 돌아가기"
        case (.confirmRestock, .en): return "y edit stock  n or any other key: back"
        case (.confirmRestock, .ko): return "y 재고 수정  n 또는 다른 키: 돌아가기"
        case (.confirmUndo, .en): return "y undo it  n or any other key: back"
        case (.confirmUndo, .ko): return "y 취소하기  n 또는 다른 키: 돌아가기"
        case (.stockEditor, .en): return "↑↓ fruit  +/- step  0-9 Enter set  c close  q quit"
        case (.stockEditor, .ko): return "↑↓ 과일  +/- 한 개씩  숫자 Enter 입력  c 닫기  q 종료"
        case (.history, .en), (.help, .en): return "any key: back  q quit"
        case (.history, .ko), (.help, .ko): return "아무 키: 돌아가기  q 종료"
        }
    }

    /// The help screen: key, then what it does.
    package static func keys(_ language: Language) -> [(key: String, meaning: String)] {
        switch language {
        case .en:
            return [
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
        case .ko:
            return [
                ("", "주문 화면"),
                ("1-9", "그 번호의 쥬스 주문 (10개 이상이면 번호 뒤 Enter)"),
                ("↑ ↓  Enter", "쥬스를 골라 주문"),
                ("s", "재고 수정 화면 열기"),
                ("r", "부족한 과일의 보충 계획; y 로 재고에 더하기"),
                ("h", "주문과 재고 변경 기록"),
                ("u", "마지막 주문이나 재고 변경 취소 (y 로 확인)"),
                ("?", "이 도움말"),
                ("q  Ctrl-C  Ctrl-D", "종료"),
                ("", "재료가 모자랄 때"),
                ("y", "재고 수정; 다른 키는 돌아가기"),
                ("", "재고 수정 화면"),
                ("↑ ↓", "과일 고르기"),
                ("+  →", "한 개 더"),
                ("-  ←", "한 개 덜 (0보다 적어지지 않음)"),
                ("0-9 Enter", "입력한 숫자로 맞추기"),
                ("u  r  h  ?  q", "주문 화면과 같음"),
                ("c  Esc  Enter", "닫고 주문 화면으로"),
            ]
        }
    }

    // MARK: Stock rules

    /// The mark of a fruit at or below its reorder point.
    package static func lowMark(_ language: Language) -> String { language == .ko ? "▼ 재주문" : "▼ low" }
    package static func reorder(_ language: Language) -> String { language == .ko ? "재주문 기준" : "Reorder" }
    package static func par(_ language: Language) -> String { language == .ko ? "적정 재고" : "Par" }
    package static func buy(_ language: Language) -> String { language == .ko ? "구매" : "Buy" }
    /// The restock plan's first line: how many fruits and why.
    package static func restockHeading(_ request: RestockRequest, count: Int, _ language: Language) -> String {
        switch (request, language) {
        case (.lowStock, .en): "To buy: \(count) \(count == 1 ? "fruit is" : "fruits are") at or below the reorder point."
        case (.lowStock, .ko): "살 것: 과일 \(count)개가 재주문 기준 이하예요."
        case (.orders(let order), .en): "To buy for \(order.description):"
        case (.orders(let order), .ko): "\(order.description) 에 필요한 것:"
        }
    }
    /// What an empty plan says; for the shopping list, also why (no fruit low, or no reorder points).
    package static func nothingToBuy(_ request: RestockRequest, menu: Menu, _ language: Language) -> String {
        let hasRules = menu.hasReorderPoints
        return switch (request, language) {
        case (.lowStock, .en) where !hasRules:
            "Nothing is low: the menu sets no reorder points (add 'reorder:' to its defaults or fruits)."
        case (.lowStock, .ko) where !hasRules:
            "부족한 과일이 없어요: 메뉴에 재주문 기준이 없어요 (defaults나 과일에 'reorder:'를 적어 주세요)."
        case (.lowStock, .en): "Nothing is low: every fruit is above its reorder point."
        case (.lowStock, .ko): "부족한 과일이 없어요: 모든 과일이 재주문 기준보다 많아요."
        case (.orders(let order), .en): "Nothing to buy: the stock on hand makes \(order.description)."
        case (.orders(let order), .ko): "살 것이 없어요: 지금 재고로 \(order.description) 을(를) 만들 수 있어요."
        }
    }
    /// After a plan that was only shown: the command that buys it.
    package static func applyHint(_ command: String, _ language: Language) -> String {
        language == .ko ? "받은 뒤에: \(command)" : "When it arrives: \(command)"
    }
    /// The shell's restock screen: the question under the plan.
    package static func applyQuestion(_ language: Language) -> String {
        language == .ko ? "받은 것을 재고에 더할까요? [y/N]" : "Add it to stock (the delivery arrived)? [y/N]"
    }

    /// After the shell took an edited menu.
    package static func menuReloaded(juices: Int, fruits: Int, _ language: Language) -> String {
        language == .ko ? "메뉴를 다시 읽었어요: 쥬스 \(juices)개, 과일 \(fruits)개." : "Menu reloaded: \(juices) juices, \(fruits) fruits."
    }
    /// Before the first problem of a menu edit the shell did not take.
    package static func menuNotReloaded(_ problem: String, _ language: Language) -> String {
        language == .ko ? "메뉴 수정을 읽지 못해 이전 메뉴를 그대로 써요: \(problem)" : "Menu edit not loaded; still using the last good menu: \(problem)"
    }

    // MARK: Renamed and orphaned stock

    /// What opening a store did for a fruit renamed in the menu (`was:`): said once, on standard error.
    package static func renamedFruit(_ rename: FruitRename, _ language: Language) -> String {
        language == .ko
            ? "과일 '\(rename.from)'의 이름을 '\(rename.to)'(으)로 바꿨어요 (재고 \(rename.count)개 그대로)."
            : "renamed fruit '\(rename.from)' to '\(rename.to)' (\(rename.count) kept)"
    }

    /// `stock add|remove|set` without its two words.
    package static func stockTakesFruitAndAmount(_ verb: String, example: String, _ language: Language) -> String {
        language == .ko
            ? "juicemaker stock \(verb)에는 과일과 수량을 적어요. 예: \(example)"
            : "juicemaker stock \(verb) takes a fruit and an amount, like: \(example)"
    }

    /// `state copy` to the stand it copies.
    package static func copyOntoItself(_ target: String, stand: String, _ language: Language) -> String {
        language == .ko
            ? "복사할 곳이 원본 자신이에요 (\(target), 매장 '\(stand)'); 다른 --to나 --stand를 주세요"
            : "the target is the source itself (\(target), stand '\(stand)'); give another --to or --stand"
    }

    /// `state copy` done: which stand of which store went where, and how much it carried.
    package static func copiedStand(from source: (stand: String, location: String), to target: (stand: String, location: String),
                                    fruits: Int, entries: Int, _ language: Language) -> String {
        language == .ko
            ? "\(source.location)의 매장 '\(source.stand)'을(를) \(target.location)의 매장 '\(target.stand)'(으)로 복사했어요: "
                + "과일 \(fruits)개, 기록 \(entries)개."
            : "Copied stand '\(source.stand)' of \(source.location) to stand '\(target.stand)' of \(target.location): "
                + "\(fruits) fruit\(fruits == 1 ? "" : "s"), \(entries) journal entr\(entries == 1 ? "y" : "ies")."
    }

    /// `state copy --replace`, before what it discarded.
    package static func replacedStand(_ stand: String, _ language: Language) -> String {
        language == .ko ? "매장 '\(stand)'을(를) 바꿨어요. 버린 것: " : "replaced stand '\(stand)': discarded "
    }

    /// The shell could not set up its signal pipe.
    package static func noSignalPipe(_ language: Language) -> String {
        language == .ko ? "시그널을 지켜볼 수 없어요 (파이프 없음)" : "cannot watch for signals (no pipe)"
    }

    /// The shell's screen needs a terminal it can put in raw mode.
    package static func notARawTerminal(_ language: Language) -> String {
        language == .ko ? "표준 입력이 raw 모드로 바꿀 수 있는 터미널이 아니에요" : "standard input is not a terminal that can be put in raw mode"
    }

    /// What starts a note on standard error that does not change the outcome.
    package static func note(_ language: Language) -> String { language == .ko ? "참고: " : "note: " }

    /// The warning about stock a stand holds for fruits its menu does not name, with the counts, and
    /// what to do: add `was:` for a renamed fruit; for an id some fruit's `was:` names already, why it
    /// was not moved (that fruit had stock of its own).
    ///
    /// - Parameters:
    ///   - stand: The stand's name.
    ///   - orphans: The counts, ordered by fruit id; not empty.
    ///   - menu: The menu, whose `was:` lists say which orphans a fruit claims.
    ///   - language: The language of the message.
    package static func orphanedStock(stand: String, _ orphans: [FruitCount], menu: Menu, _ language: Language) -> String {
        let list = orphans.map { "\($0.fruit) \($0.count)" }.joined(separator: ", ")
        var claims: [(orphan: Fruit.ID, fruit: Fruit.ID)] = []
        var unclaimed: [Fruit.ID] = []
        for orphan in orphans {
            if let fruit = menu.fruits.first(where: { $0.formerIDs.contains(orphan.fruit) }) {
                claims.append((orphan.fruit, fruit.id))
            } else {
                unclaimed.append(orphan.fruit)
            }
        }
        var text: String
        switch language {
        case .en:
            text = "warning: stand '\(stand)' holds fruits the menu no longer names: \(list)."
            if unclaimed.count == 1 {
                text += " If a fruit was renamed, add 'was: \(unclaimed[0])' to its new name in the menu."
            } else if let first = unclaimed.first {
                text += " If a fruit was renamed, add 'was: <its old id>' to its new name in the menu (e.g. 'was: \(first)')."
            }
            for claim in claims {
                text += " '\(claim.orphan)' was not moved to '\(claim.fruit)' (its 'was'): '\(claim.fruit)' has been ordered or changed since it was added, so it keeps its own stock."
            }
        case .ko:
            text = "경고: '\(stand)' 가판대에 메뉴에 없는 과일의 재고가 있어요: \(list)."
            if unclaimed.count == 1 {
                text += " 이름을 바꾼 과일이면 메뉴에서 새 이름에 'was: \(unclaimed[0])'를 적어 주세요."
            } else if let first = unclaimed.first {
                text += " 이름을 바꾼 과일이면 메뉴에서 새 이름에 'was: <예전 id>'를 적어 주세요 (예: 'was: \(first)')."
            }
            for claim in claims {
                text += " '\(claim.orphan)'는 '\(claim.fruit)'의 'was'에 있지만 '\(claim.fruit)'에 주문이나 변경이 있어서 옮기지 않았어요 (그 재고를 그대로 둬요)."
            }
        }
        return text
    }

    // MARK: The one-shot commands

    package static func stockAfter(_ language: Language) -> String { language == .ko ? "남은 재고:" : "Stock now:" }
    package static func editStock(_ language: Language) -> String { language == .ko ? "재고를 수정할까요?" : "Edit stock?" }
    package static func wouldBeMade(_ order: String, _ language: Language) -> String {
        language == .ko ? "주문 확인: \(order) — 재료가 충분해요 (재고는 그대로)." : "Dry run: \(order) can be made (stock unchanged)."
    }
    package static func lineModeHelp(_ language: Language) -> String {
        let commands = [
            ("order JUICE[:COUNT] ...", "쥬스 주문 (전부 아니면 없음)", "make juices (all or nothing)"),
            ("stock", "재고 보기", "show the stock"),
            ("stock add FRUIT AMOUNT", "재고 추가", "add fruit"),
            ("stock remove FRUIT AMOUNT", "재고 빼기 (0 아래로는 안 됨)", "take fruit out (never below 0)"),
            ("stock set FRUIT AMOUNT", "재고를 그 숫자로", "set a fruit's stock"),
            ("stock reset", "처음 재고로", "every fruit back to its initial stock"),
            ("menu", "메뉴와 가능한 잔 수", "the juices and how many can be made"),
            ("history [N]", "최근 기록", "the newest orders and changes"),
            ("undo", "마지막 작업 취소", "undo the last order or change"),
            ("restock [--apply]", "살 것 목록 (--for JUICE ...: 주문에 필요한 것, --apply: 받은 것을 재고에)",
             "the shopping list (--for JUICE ...: what orders need; --apply: add it to stock)"),
            ("quit", "끝내기", "stop reading"),
        ]
        let width = commands.map { $0.0.count }.max() ?? 0
        return commands.map { command, korean, english in
            "  " + TerminalWidth.padded(command, toWidth: width) + "  " + (language == .ko ? korean : english)
        }.joined(separator: "\n")
    }
}
