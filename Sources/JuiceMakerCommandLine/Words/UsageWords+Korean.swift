/// The usage refusals in Korean.
struct KoreanUsageWords: UsageWords {
    func outOfRange(_ option: String, from lowest: Int, to highest: Int, seconds: Bool) -> String {
        "\(option)은(는) \(lowest)부터 \(highest)까지여야 해요\(seconds ? " (초)" : "")"
    }
    func notATimeZone(_ value: String) -> String {
        "'\(value)'은(는) 시간대가 아니에요; Asia/Seoul, Europe/Paris, UTC 같은 IANA 이름을 주세요"
    }
    func notADate(_ value: String, option: String) -> String {
        "'\(value)'은(는) 날짜가 아니에요; \(option)은(는) 2024-05-01처럼 YYYY-MM-DD로 주세요"
    }
    func dayOutOfRange(_ value: String, option: String) -> String { "\(option) \(value)은(는) 1970-01-01부터 9998-12-31 사이가 아니에요" }
    func untilBeforeSince(_ until: String, _ since: String) -> String { "--until \(until)이(가) --since \(since)보다 앞이에요" }
    func noJSONResult(_ command: String) -> String { "'juicemaker \(command)'은(는) JSON으로 줄 결과를 내지 않아요; --json을 빼세요" }
    func twoFormats(_ format: String) -> String { "--json과 --format \(format)은(는) 두 가지 형식을 요청해요; 하나만 주세요" }
    var limitAtLeastOne: String { "--limit는 1 이상이어야 해요" }
    var countAtLeastOne: String { "개수는 1 이상이어야 해요 (예: 'juicemaker history 5')" }
    var todayOrSince: String { "--today와 --since 중 하나만 주세요" }
    var dayOrRange: String { "--day나 --since(--until과 함께) 중 하나만 주세요" }
    var untilNeedsSince: String { "--until은 --since와 함께 써요" }
    var suggestOptionsNeedSuggest: String { "--days, --lead-days, --tz, --fix는 --suggest와 함께 써요" }
    var suggestExcludes: String { "--suggest는 --apply, --for, --format csv와 함께 쓸 수 없어요" }
    func notAnOrigin(_ value: String) -> String {
        "--cors-origin은(는) https://tablet.example 이나 http://192.168.1.20:8080 같은 출처 하나여야 해요 (http나 https, 호스트, 필요하면 포트); '\(value)'은(는) 안 돼요"
    }
    func notAHostName(_ value: String) -> String { "--allowed-host에는 stand.lan 같은 호스트 이름을 줘요; '\(value)'은(는) 안 돼요" }
}
