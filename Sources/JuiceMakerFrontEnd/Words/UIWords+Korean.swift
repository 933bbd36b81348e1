import JuiceMakerMenu
import JuiceMakerStock

/// The front end's words in Korean (쥬스, as the original app).
struct KoreanUIWords: UIWords {
    var titleHint: String { "? 도움말" }
    var stock: String { "재고" }
    var fruit: String { "과일" }
    var juice: String { "쥬스" }
    var canMake: String { "가능" }
    var recipe: String { "레시피" }
    var price: String { "가격" }
    var short: String { "✗ 부족" }
    func more(_ count: Int) -> String { "\(count)개 더" }
    func moreFruits(_ count: Int) -> String { "… 과일 \(count)개 더 (s: 재고 수정)" }
    var editStockQuestion: String { "재고를 수정할까요? [y/N]" }
    var undoQuestion: String { "마지막 주문이나 재고 변경을 취소할까요? [y/N]" }
    func juiceNumber(_ typed: String) -> String { "쥬스 번호: \(typed)_  (Enter: 주문, Esc: 취소)" }
    func noJuiceNumber(_ number: String, _ count: Int) -> String { "\(number)번 쥬스는 없어요: 1부터 \(count)까지 골라 주세요." }
    func alreadyZero(_ fruit: String) -> String { "\(fruit) 재고는 이미 0이에요. 0보다 적어질 수 없어요." }
    func changed(_ description: String) -> String { "재고 변경: \(description)" }
    func createdStand(_ stand: String, location: String) -> String { "'\(location)'에 새 매장 '\(stand)'을(를) 만들었어요 (메뉴의 초기 재고로 시작)." }
    func noMenu(_ path: String) -> String {
        "'\(path)'에 메뉴가 없어요. `juicemaker init`으로 여기에 시작 메뉴를 만들거나, --menu PATH나 JUICEMAKER_MENU로 메뉴를 알려 주세요."
    }
    var restockKey: String { "r: 보충 계획" }
    var noHistoryYet: String { "기록이 없어요." }
    func noHistory(since day: String) -> String { "\(day)부터의 기록이 없어요." }
    var undone: String { "취소됨" }
    var kindHeader: String { "종류" }
    var lowMark: String { "▼ 재주문" }
    var reorder: String { "재주문 기준" }
    var par: String { "적정 재고" }
    var buy: String { "구매" }
    func applyHint(_ command: String) -> String { "받은 뒤에: \(command)" }
    var applyQuestion: String { "받은 것을 재고에 더할까요? [y/N]" }
    func menuReloaded(juices: Int, fruits: Int) -> String { "메뉴를 다시 읽었어요: 쥬스 \(juices)개, 과일 \(fruits)개." }
    func menuNotReloaded(_ problem: String) -> String { "메뉴 수정을 읽지 못해 이전 메뉴를 그대로 써요: \(problem)" }
    func renamedFruit(_ rename: FruitRename) -> String {
        "과일 '\(rename.from)'의 이름을 '\(rename.to)'(으)로 바꿨어요 (재고 \(rename.count)개 그대로)."
    }
    func stockTakesFruitAndAmount(_ verb: String, example: String) -> String {
        "juicemaker stock \(verb)에는 과일과 수량을 적어요. 예: \(example)"
    }
    func copyOntoItself(_ target: String, stand: String) -> String {
        "복사할 곳이 원본 자신이에요 (\(target), 매장 '\(stand)'); 다른 --to나 --stand를 주세요"
    }
    func copiedStand(from source: (stand: String, location: String), to target: (stand: String, location: String), fruits: Int, entries: Int) -> String {
        "\(source.location)의 매장 '\(source.stand)'을(를) \(target.location)의 매장 '\(target.stand)'(으)로 복사했어요: "
            + "과일 \(fruits)개, 기록 \(entries)개."
    }
    func replacedStand(_ stand: String) -> String { "매장 '\(stand)'을(를) 바꿨어요. 버린 것: " }
    var noSignalPipe: String { "시그널을 지켜볼 수 없어요 (파이프 없음)" }
    var notARawTerminal: String { "표준 입력이 raw 모드로 바꿀 수 있는 터미널이 아니에요" }
    var note: String { "참고: " }
    var stockAfter: String { "남은 재고:" }
    var editStock: String { "재고를 수정할까요?" }
    func wouldBeMade(_ order: String) -> String { "주문 확인: \(order) — 재료가 충분해요 (재고는 그대로)." }

    func title(_ screen: ShellScreen) -> String {
        switch screen {
        case .order, .confirmRestock: "주문"
        case .stockEditor: "재고 수정"
        case .history: "기록"
        case .restockPlan: "재고 보충"
        case .help: "키 안내"
        case .confirmUndo: "취소"
        }
    }

    func undid(safeDescription description: String, _ id: Int) -> String { "#\(id) (\(description)) 을(를) 취소했어요." }

    func historyHeader(clock: String) -> [String] { ["#", "시간 (\(clock))", "내용", "변경"] }

    func footer(_ screen: ShellScreen, range: String) -> String {
        switch screen {
        case .order: "\(range) 주문  s 재고  r 보충  h 기록  u 취소  q 종료"
        case .restockPlan: "y 재고에 더하기  n 또는 다른 키: 돌아가기"
        case .confirmRestock: "y 재고 수정  n 또는 다른 키: 돌아가기"
        case .confirmUndo: "y 취소하기  n 또는 다른 키: 돌아가기"
        case .stockEditor: "↑↓ 과일  +/- 한 개씩  숫자 Enter 입력  c 닫기  q 종료"
        case .history, .help: "아무 키: 돌아가기  q 종료"
        }
    }

    var keys: [(key: String, meaning: String)] {
        [
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

    func restockHeading(_ request: RestockRequest, count: Int) -> String {
        switch request {
        case .lowStock: "살 것: 과일 \(count)개가 재주문 기준 이하예요."
        case .orders(let order): "\(order.description) 에 필요한 것:"
        }
    }

    func nothingToBuy(_ request: RestockRequest, hasRules: Bool) -> String {
        switch request {
        case .lowStock where !hasRules: "부족한 과일이 없어요: 메뉴에 재주문 기준이 없어요 (defaults나 과일에 'reorder:'를 적어 주세요)."
        case .lowStock: "부족한 과일이 없어요: 모든 과일이 재주문 기준보다 많아요."
        case .orders(let order): "살 것이 없어요: 지금 재고로 \(order.description) 을(를) 만들 수 있어요."
        }
    }

    func orphanedStock(stand: String, list: String, unclaimed: [Fruit.ID], claims: [(orphan: Fruit.ID, fruit: Fruit.ID)]) -> String {
        var text = "경고: '\(stand)' 가판대에 메뉴에 없는 과일의 재고가 있어요: \(list)."
        if unclaimed.count == 1 {
            text += " 이름을 바꾼 과일이면 메뉴에서 새 이름에 'was: \(unclaimed[0])'를 적어 주세요."
        } else if let first = unclaimed.first {
            text += " 이름을 바꾼 과일이면 메뉴에서 새 이름에 'was: <예전 id>'를 적어 주세요 (예: 'was: \(first)')."
        }
        for claim in claims {
            text += " '\(claim.orphan)'는 '\(claim.fruit)'의 'was'에 있지만 '\(claim.fruit)'에 주문이나 변경이 있어서 옮기지 않았어요 (그 재고를 그대로 둬요)."
        }
        return text
    }

    var lineModeCommands: [(command: String, meaning: String)] {
        [
            ("order JUICE[:COUNT] ...", "쥬스 주문 (전부 아니면 없음)"),
            ("stock", "재고 보기"),
            ("stock add FRUIT AMOUNT", "재고 추가"),
            ("stock remove FRUIT AMOUNT", "재고 빼기 (0 아래로는 안 됨)"),
            ("stock set FRUIT AMOUNT", "재고를 그 숫자로"),
            ("stock reset", "처음 재고로"),
            ("menu", "메뉴와 가능한 잔 수"),
            ("history [N]", "최근 기록"),
            ("undo", "마지막 작업 취소"),
            ("restock [--apply]", "살 것 목록 (--for JUICE ...: 주문에 필요한 것, --apply: 받은 것을 재고에)"),
            ("quit", "끝내기"),
        ]
    }

    // MARK: init

    var initNeedsAFile: String { "init은 메뉴를 파일로 써요; --menu에 '-'(표준 입력) 말고 경로를 주세요" }
    func cannotWriteStarter(_ path: String, reason: String, writtenBefore: [String]) -> String {
        "'\(path)'을(를) 쓸 수 없어요 (\(reason))." + (writtenBefore.isEmpty ? "" : " 앞서 쓴 파일: \(writtenBefore.joined(separator: ", ")).")
    }
    func wroteFile(_ path: String, purpose: String) -> String { "만듦  \(path) — \(purpose)" }
    func keptFile(_ path: String) -> String { "그대로 \(path) — 이미 있어서 바꾸지 않았어요" }
    func next(_ command: String) -> String { "다음: \(command)" }

    // MARK: restock --suggest

    func suggestionRule(since: String, days: Int, clock: String, leadDays: Int) -> String {
        "\(since)부터 \(days)일의 판매와 놓친 주문으로 제안해요 (\(clock)): 재주문 기준 = 많이 팔린 날(90번째 백분위) × 배달 \(leadDays)일, 적정 재고 = 하루 더."
    }
    var usedHeader: String { "판매" }
    var lostHeader: String { "놓침" }
    var highDayHeader: String { "많이 팔린 날" }
    func unsoldLeft(days: Int, _ fruits: String) -> String { "\(days)일 동안 팔리지도 주문되지도 않은 과일은 그대로 둬요: \(fruits)" }
    func wroteRules(count: Int, into file: String) -> String { "\(file)에 과일 \(count)개의 reorder와 par를 썼어요." }
    var rulesAlreadyThese: String { "메뉴의 규칙이 이미 제안과 같아요." }
    func toWriteRules(_ command: String) -> String { "메뉴에 쓰려면: \(command)" }
    var fixNeedsAFile: String { "--fix는 표준 입력의 메뉴에 쓸 수 없어요; --menu로 파일을 주세요" }
    func menuNoLongerReads(_ path: String) -> String { "\(path)을(를) 다시 읽을 수 없어요; juicemaker validate로 확인하세요" }
    func cannotWriteRules(fruit: String, into path: String) -> String {
        "과일 '\(fruit)'의 reorder와 par를 \(path)에 쓸 수 없어요 (별칭이나 defaults가 정하는 값); 직접 고치세요. 파일은 그대로예요"
    }
    func cannotRead(_ path: String) -> String { "\(path)을(를) 읽을 수 없어요" }
    func cannotWrite(_ path: String, reason: String) -> String { "\(path)에 쓸 수 없어요 (\(reason)); 파일은 그대로예요" }

    // MARK: report

    func reportTitle(first: String, last: String?, clock: String) -> String {
        "\(first)\(last.map { " ~ \($0)" } ?? "") 보고서 (\(clock))"
    }
    var noSales: String { "판매도 놓친 주문도 없어요." }
    var cupsHeader: String { "잔" }
    var takingsHeader: String { "매출" }
    var lostCupsHeader: String { "놓침" }
    var turnedAwayHeader: String { "놓친 매출" }
    var total: String { "합계" }
    var fruitUsed: String { "쓴 과일: " }
    func ranOut(_ fruit: String, day: String, time: String, orders: Int, juices: Int) -> String {
        "\(fruit): \(day)\(time)에 떨어졌어요. 그 뒤로 주문 \(orders)건(쥬스 \(juices)가지)을 놓쳤어요."
    }
    func undone(orders: Int, takings: String?, changes: Int) -> String {
        var parts: [String] = []
        if orders > 0 { parts.append("주문 \(orders)건" + (takings.map { " (\($0))" } ?? "")) }
        if changes > 0 { parts.append("다른 변경 \(changes)건") }
        return "취소: " + parts.joined(separator: ", ") + "."
    }
    var salesByHour: String { "시간별 판매 (잔)" }
    func lostInHour(_ cups: Int) -> String { "(놓침 \(cups))" }

    // MARK: history and the menu

    func kind(_ kind: JournalEntry.Kind) -> String {
        switch kind {
        case .order: "주문"
        case .add: "추가"
        case .remove: "빼기"
        case .set: "설정"
        case .reset: "초기화"
        case .undo: "취소"
        case .restock: "보충"
        case .lost: "놓친 주문"
        }
    }
    func short(_ fruit: ShortFruit) -> String { "\(fruit.fruit) 부족 (\(fruit.need)개 필요, 재고 \(fruit.have)개)" }
    var stdinMenuHasNoStock: String { "표준 입력에서 읽은 메뉴에는 재고를 둘 곳이 없어요; --state PATH를 주세요" }
    func menuNotLoaded(_ file: String) -> String { "\(file): 메뉴를 읽지 못했어요" }
    func firstError(_ error: String, more: Int) -> String { "\(error) (오류 \(more)개 더; juicemaker validate가 모두 보여 줘요)" }
}
