#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The menu's diagnostics in Korean (쥬스, as the original app).
struct KoreanMenuWords: MenuWords {
    func kind(_ kind: MenuEntryKind) -> String {
        switch kind {
        case .fruit: "과일"
        case .juice: "쥬스"
        }
    }

    func owner(_ owner: MessageOwner) -> String {
        switch owner {
        case .entry(let kind, let id): "\(self.kind(kind)) '\(id)'"
        case .defaults: "defaults"
        case .defaultsMapping: "'defaults'"
        case .menu: "메뉴"
        case .allow: "'allow'(경고 코드 목록)"
        }
    }

    func found(_ found: FoundValue) -> String {
        switch found {
        case .mapping: "매핑"
        case .list: "목록"
        case .nothing: "아무것도 없음"
        case .null: "빈 값(null)"
        case .text(let text): "텍스트 \(Quoted.name(text))"
        case .number(let text): "숫자 \(text)"
        case .notDecimal(let text): "\(text) (정수는 10진수 숫자로 쓰세요)"
        case .decimalNumber(let text): "소수 \(text)"
        case .boolean(let text): "불리언 값 \(text)"
        }
    }

    func number(_ number: MenuNumber) -> String {
        switch number {
        case .stock: "재고(stock)"
        case .reorder: "주문점(reorder)"
        case .par: "par"
        }
    }

    func field(_ field: MenuValidator.TextField) -> String {
        switch field {
        case .name: "이름"
        case .emoji: "이모지"
        case .nameIn(let code): "이름(\(code))"
        }
    }

    func money(_ field: MenuValidator.MoneyField) -> String {
        switch field {
        case .price: "가격"
        case .cost: "원가"
        }
    }

    /// The amount's words with their topic particle: `가격은`, `원가는`.
    private func moneyTopic(_ field: MenuValidator.MoneyField) -> String {
        switch field {
        case .price: "가격은"
        case .cost: "원가는"
        }
    }

    func didYouMean(_ name: String) -> String { "; '\(name)'을(를) 말한 건가요?" }
    func use(_ slug: String) -> String { "; '\(slug)'을(를) 쓰세요" }

    // MARK: The top level

    var emptyFile: String { "메뉴가 비어 있어요; 'fruits:'와 'juices:'가 있어야 해요 (config/examples/ 참고)" }
    var noDocument: String { "파일에 YAML 문서가 없어요; 메뉴에는 'fruits:'와 'juices:'가 있어야 해요 (config/examples/ 참고)" }
    func unreadable(reason: String) -> String { "이 파일을 읽을 수 없어요 (\(reason)); 경로를 확인하세요" }
    func menuNotAMapping(_ found: String) -> String { "메뉴는 'fruits:'와 'juices:'가 있는 매핑이어야 해요 (받은 값: \(found))" }
    var noFruits: String { "메뉴에 'fruits:'가 없어요; 쥬스를 만드는 과일을 적으세요" }
    var noJuices: String { "메뉴에 'juices:'가 없어요; 쥬스를 레시피와 함께 하나 이상 적으세요" }
    func unsupportedVersion(_ version: String) -> String { "메뉴 형식 버전 \(version)은(는) 지원하지 않아요; 이 juicemaker는 버전 1을 읽어요" }
    func versionNotWhole(_ found: String) -> String { "'version'은(는) 정수 1이어야 해요 (받은 값: \(found))" }
    func defaultsNotAMapping(_ found: String) -> String { "'defaults'는 '{ stock: 10, reorder: 2 }' 같은 매핑이어야 해요 (받은 값: \(found))" }
    func tooManyEntries(_ kind: MenuEntryKind, count: Int) -> String {
        "메뉴의 \(self.kind(kind)) 수가 \(kind.limit)개보다 많아요 (\(count)개); juicemaker는 \(kind.limit)개까지 받으니 메뉴를 나누세요"
    }
    func currencyNotACode(_ found: String) -> String { "'currency'는 KRW나 USD 같은 ISO 4217 통화 코드여야 해요 (받은 값: \(found))" }
    func timeZoneNotAName(_ found: String) -> String { "'timezone'은(는) 'Asia/Seoul' 같은 IANA 시간대 이름이어야 해요 (받은 값: \(found))" }

    // MARK: Keys, ids, names and text

    func allowNotAList(codes: String, _ found: String) -> String { "'allow'는 [\(codes)] 같은 경고 코드의 목록이어야 해요 (받은 값: \(found))" }
    func keysArePlainNames(in owner: String, _ found: String) -> String { "\(owner)의 키는 이름이어야 해요; \(found)은(는) 이름이 아니에요" }
    func noKey(_ name: String, in owner: String) -> String { "\(owner)에는 \(Quoted.name(name)) 키가 없어요" }
    func knownKeys(_ keys: String) -> String { "; 쓸 수 있는 키는 \(keys)예요" }
    func idNotAName(_ kind: MenuEntryKind, _ found: String) -> String { "\(self.kind(kind)) id는 'mango' 같은 이름이어야 해요 (받은 값: \(found))" }
    func notASlug(_ kind: MenuEntryKind, id: String) -> String {
        "\(self.kind(kind)) id \(Quoted.name(id))은(는) 소문자 슬러그(a-z, 0-9, '-', 글자로 시작)여야 해요"
    }
    func duplicateID(_ kind: MenuEntryKind, id: String, first: String?) -> String {
        "\(self.kind(kind)) id \(Quoted.name(id))이(가) 두 번 쓰였어요\(first.map { " (처음은 \($0))" } ?? ""); id는 하나씩이어야 하니 하나의 이름을 바꾸거나 지우세요"
    }
    func nameNotTextOrMapping(of owner: MessageOwner, _ found: String) -> String {
        "\(self.owner(owner))의 이름은 텍스트나 언어에서 텍스트로 가는 매핑이어야 해요 (예: '{ en: Mango, ko: 망고 }'; 받은 값: \(found))"
    }
    func emptyName(of owner: MessageOwner) -> String { "\(self.owner(owner))의 이름이 비어 있어요; 언어를 하나 이상 적으세요 (예: '{ en: Mango }')" }
    func languageTwice(_ code: String, in owner: MessageOwner, first: String?) -> String {
        "\(self.owner(owner))의 이름에 언어 \(Quoted.name(code))이(가) 두 번 있어요\(first.map { " (처음은 \($0))" } ?? ""); 한 번만 적으세요"
    }
    func notALanguageCode(_ found: String, in owner: MessageOwner) -> String {
        "\(self.owner(owner))의 이름에 있는 \(found)은(는) 언어 코드가 아니에요; en, ko 같은 코드를 쓰세요"
    }
    func notText(_ field: String, of owner: MessageOwner, _ found: String) -> String { "\(self.owner(owner))의 \(field) 값은 텍스트여야 해요 (받은 값: \(found))" }
    func emptyText(_ field: String, of owner: MessageOwner) -> String { "\(self.owner(owner))의 \(field) 값이 비어 있어요; 텍스트를 적거나 이 항목을 빼세요" }
    func controlCharacter(_ field: String, of owner: String, code: String, bidirectional: Bool) -> String {
        let what = bidirectional ? "양방향 제어 문자(\(code))" : "제어 문자 \(code)"
        return "\(owner)의 \(field)에 \(what)이(가) 있어요. 터미널이나 화면이 이 문자를 보여 주지 않고 실행해 버리니 지우세요"
    }

    // MARK: Fruits, their numbers, their stock rule and their former ids

    func fruitsNotAMapping(_ found: String) -> String {
        "'fruits'는 과일 id에서 과일로 가는 매핑이어야 해요 (예: 'mango: { name: Mango }'; 받은 값: \(found))"
    }
    func fruitNotAMapping(_ id: String, _ found: String) -> String {
        "과일 '\(id)'은(는) 매핑(name, emoji, stock, reorder, par, cost, was)이거나 비어 있어야 해요 (받은 값: \(found))"
    }
    func notWhole(_ number: MenuNumber, of owner: MessageOwner, _ found: String) -> String {
        "\(self.owner(owner))의 \(self.number(number)) 값은 \(number.example) 같은 정수여야 해요 (받은 값: \(found))"
    }
    func negative(_ number: MenuNumber, of owner: MessageOwner, value: Int) -> String {
        "\(self.owner(owner))의 \(self.number(number)) 값이 \(value)이에요; 음수는 안 되니 0 이상을 쓰세요"
    }
    func parBelowOne(of owner: MessageOwner, par: Int) -> String { "\(self.owner(owner))의 par가 \(par)이에요; par는 1 이상이어야 해요" }
    func tooLarge(_ number: MenuNumber, of owner: MessageOwner) -> String {
        "\(self.owner(owner))의 \(self.number(number)) 값이 너무 커요; \(Limits.maxMenuNumber) 이하로 쓰세요"
    }
    func parNotAboveReorder(of owner: String, par: Int, isSet: Bool, reorder: Int) -> String {
        let what = isSet ? "\(owner)의 par가 \(par)인데" : "\(owner)의 par는 초기 재고인 \(par)인데"
        return "\(what) 주문점(reorder)이 \(reorder)이라서, 재고를 채워도 부족 상태로 남아요; 'par'를 \(reorder)보다 크게 하세요"
    }
    func wasNotAList(of owner: String, _ found: String) -> String {
        "\(owner)의 'was'는 과일 id나 과일 id의 목록이어야 해요 (예: 'was: pear', 'was: [pear, nashi]'; 받은 값: \(found))"
    }
    func wasNotAnID(of owner: String, _ found: String) -> String { "\(owner)의 'was'에는 과일 id를 적어요; \(found)은(는) 과일 id가 아니에요" }
    func formerNotASlug(_ former: String, of owner: String) -> String {
        "\(owner)의 'was'에 있는 예전 id \(Quoted.name(former))은(는) 소문자 슬러그(a-z, 0-9, '-', 글자로 시작)여야 해요"
    }
    func formerNamedTwice(_ former: String, of owner: String) -> String {
        "\(owner)의 'was'가 \(Quoted.name(former))을(를) 두 번 적었어요; 예전 id는 한 번씩만 적으세요"
    }
    func formerIsOwnID(_ former: String, of owner: String) -> String {
        "\(owner)의 'was'가 자기 id \(Quoted.name(former))을(를) 적었어요; 과일은 자기 자신에서 이름이 바뀌지 않으니 'was'에서 지우세요"
    }
    func formerStillOnMenu(_ former: String, of owner: String) -> String {
        let quoted = Quoted.name(former)
        return "\(owner)의 'was'가 \(quoted)을(를) 적었는데, 아직 메뉴에 있는 과일이에요; 이름을 바꾼 거라면 과일 목록에서, 아니라면 'was'에서 \(quoted)을(를) 지우세요"
    }
    func formerClaimedTwice(_ former: String, of owner: String, firstOwner: String, firstPlace: String?) -> String {
        let place = firstPlace.map { " (\($0))" } ?? ""
        return "\(owner)의 'was'가 \(Quoted.name(former))을(를) 적었는데, \(firstOwner)이(가) 이미 적었어요\(place); 재고는 한 과일로만 옮길 수 있으니 한 'was'에만 두세요"
    }

    // MARK: Juices and recipes

    func juicesNotAMapping(_ found: String) -> String {
        "'juices'는 쥬스 id에서 쥬스로 가는 매핑이어야 해요 (예: 'mango: { recipe: { mango: 3 } }'; 받은 값: \(found))"
    }
    func juiceNotAMapping(_ id: String, _ found: String) -> String { "쥬스 '\(id)'은(는) 'recipe:'(와 'name:')가 있는 매핑이어야 해요 (받은 값: \(found))" }
    func noRecipe(juice: String) -> String { "쥬스 '\(juice)'에 레시피가 없어요; 'recipe: { 과일: 양 }'을 적으세요" }
    func emptyRecipe(juice: String) -> String { "'\(juice)'의 레시피가 비어 있어요; 과일을 양과 함께 하나 이상 적으세요" }
    func recipeNotAMapping(juice: String, _ found: String) -> String {
        "'\(juice)'의 레시피는 과일에서 양으로 가는 매핑이어야 해요 (예: '{ mango: 2, kiwi: 1 }'; 받은 값: \(found))"
    }
    func recipeKeyNotAnID(juice: String, _ found: String) -> String { "'\(juice)'의 레시피에는 과일 id를 적어요; \(found)은(는) 과일 id가 아니에요" }
    func fruitNamedTwice(_ fruit: String, juice: String, first: String?) -> String {
        "쥬스 \(Quoted.name(juice))의 레시피에 과일 \(Quoted.name(fruit))이(가) 두 번 있어요\(first.map { " (처음은 \($0))" } ?? ""); 과일마다 한 번, 전체 양과 함께 적으세요"
    }
    func amountNotWhole(fruit: String, juice: String, _ found: String) -> String {
        "'\(juice)'의 \(Quoted.name(fruit)) 양은 2 같은 정수여야 해요 (받은 값: \(found))"
    }
    func amountBelowOne(fruit: String, juice: String, amount: Int) -> String {
        "'\(juice)'의 \(Quoted.name(fruit)) 양이 \(amount)이에요; 레시피는 적은 과일을 1개 이상 써요"
    }
    func amountTooLarge(fruit: String, juice: String) -> String {
        "'\(juice)'의 \(Quoted.name(fruit)) 양이 너무 커요; \(Limits.maxMenuNumber) 이하로 쓰세요"
    }
    /// Made the plain way: Korean output is for people reading a few of them.
    func unknownFruit(juice: UnsafeBufferPointer<UInt8>, fruit: String, suggestion: String?) -> String {
        let start = "'\(String(decoding: juice, as: UTF8.self))'의 레시피에 없는 과일 \(Quoted.name(fruit))이(가) 있어요"
        return start + (suggestion.map { "; '\($0)'을(를) 말한 건가요?" } ?? "; 'fruits:'에 더하거나 이름을 고치세요")
    }

    // MARK: Money

    func missingCurrency(_ field: MenuValidator.MoneyField, of owner: MessageOwner) -> String {
        "\(self.owner(owner))의 \(money(field))에는 메뉴의 통화가 있어야 해요; 메뉴 맨 위에 ISO 4217 코드로 적으세요 (예: 'currency: KRW')"
    }
    func notAnAmount(_ field: MenuValidator.MoneyField, of owner: MessageOwner, example: String, _ found: String) -> String {
        "\(self.owner(owner))의 \(moneyTopic(field)) \(example) 같은 금액이어야 해요 (받은 값: \(found))"
    }
    func tooManyPlaces(_ field: MenuValidator.MoneyField, of owner: MessageOwner, text: String, currency: String, places: Int, example: String) -> String {
        places == 0
            ? "\(self.owner(owner))의 \(money(field)) \(text): \(currency) 금액은 소수점 없이 적어요 (예: \(example))"
            : "\(self.owner(owner))의 \(money(field)) \(text): \(currency) 금액은 소수점 아래 \(places)자리까지 적어요 (예: \(example))"
    }
    func negativeAmount(_ field: MenuValidator.MoneyField, of owner: MessageOwner, text: String) -> String {
        "\(self.owner(owner))의 \(moneyTopic(field)) 0 이상이어야 해요 (받은 값: \(text))"
    }
    func amountAboveMost(_ field: MenuValidator.MoneyField, of owner: MessageOwner, text: String, most: String) -> String {
        "\(self.owner(owner))의 \(money(field)) \(text): juicemaker가 다루는 최댓값 \(most)보다 커요"
    }
    func belowCost(juice: String, sells: String, costs: String) -> String {
        "쥬스 '\(juice)'은(는) \(sells)에 팔지만 과일 원가(\(costs))가 더 커요; 가격을 올리거나 과일의 'cost:'를 고치세요 (의도한 것이면 'allow: [below-cost]')"
    }

    // MARK: Warnings

    func shortage(fruit: String, amount: Int, stock: Int) -> String { "\(fruit) \(amount)개 (초기 재고 \(stock)개)" }
    func unmakeableJuice(_ juice: String, needs: String) -> String {
        "쥬스 '\(juice)'은(는) 초기 재고로 한 잔도 만들 수 없어요: \(needs)가 필요해요; 재고를 늘리거나, 일부러 그런 거라면 'allow: [unmakeable-juice]'를 더하세요"
    }
    func unusedFruit(_ fruit: String) -> String { "과일 '\(fruit)'은(는) 어느 레시피에도 없어요; 지우거나, 쥬스에 쓰거나, 'allow: [unused-fruit]'를 더하세요" }
    func missingTranslation(_ kind: MenuEntryKind, id: UnsafeBufferPointer<UInt8>, missing: [String]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(256)
        text.append(self.kind(kind))
        text.append(" '")
        text.append(contentsOf: id)
        text.append("'의 이름에 다른 이름들에는 있는 ")
        text.appendQuoted(missing)
        text.append("이(가) 없어요; 더하거나 'allow: [missing-translation]'를 더하세요")
        return text.utf8String
    }

    // MARK: Reports

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "오류"
        case .warning: "경고"
        }
    }
    var fixable: String { " (--fix로 고칠 수 있어요)" }
    func checked(files: Int) -> String { "파일 \(files)개 검사: " }
    func errors(_ count: Int) -> String { "오류 \(count)개" }
    func warnings(_ count: Int) -> String { "경고 \(count)개" }
    var noProblems: String { "문제 없음" }
    var strictNote: String { " (strict: 경고도 실패로 쳐요)" }

    func reason(_ cause: FileFailure.Cause) -> String {
        switch cause {
        case .notFound: "그런 파일이 없어요"
        case .permissionDenied: "권한이 없어요"
        case .directory: "디렉터리예요"
        case .readOnlyFileSystem: "읽기 전용 파일 시스템이에요"
        case .noSpaceLeft: "장치에 남은 공간이 없어요"
        case .special(let kind): "\(specialFile(kind))이고 일반 파일이 아니에요; 메뉴는 파일(또는 표준 입력 -)에서만 읽어요"
        case .tooLarge(let limit): "메뉴가 가질 수 있는 최대 크기 \(limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit)바이트")보다 커요"
        case .notRegularToRewrite: "일반 파일이 아니에요; 일반 파일만 다시 써요"
        case .readOnly(let mode): "읽기 전용 파일이에요 (모드 \(mode)); 다시 쓰지 않았어요: 고치려면 쓸 수 있게 하세요 (chmod u+w)"
        case .system(let text): text
        }
    }

    func fixed(_ count: Int, in file: String) -> String { "\(file): 문제 \(count)개를 고쳤어요" }
    func cannotWriteFixes(to file: String, reason: String) -> String { "\(file): 고친 메뉴를 쓸 수 없어요 (\(reason)); 파일은 그대로예요" }

    private func specialFile(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "이름 있는 파이프(FIFO)"
        case S_IFCHR: "문자 장치"
        case S_IFBLK: "블록 장치"
        case S_IFSOCK: "소켓"
        default: "특수 파일"
        }
    }

    // MARK: Orders

    func shortfall(fruit: String, need: Int, have: Int) -> String { "\(fruit) \(need)개 필요 (재고 \(have)개)" }
    var shortfallSeparator: String { ", " }
    func lowStock(_ fruit: String, count: Int, reorder: Int, command: String) -> String {
        "\(fruit) 재고가 얼마 안 남았어요: \(count)개 남음, 재주문 기준 \(reorder)개 — \(command)"
    }
    func served(_ juice: String, count: Int) -> String { count == 1 ? juice : "\(juice) \(count)잔" }
    func ready(_ lines: [String], isOneGlass: Bool) -> String { "\(lines.joined(separator: ", ")) 나왔습니다! 맛있게 드세요!" }
}
