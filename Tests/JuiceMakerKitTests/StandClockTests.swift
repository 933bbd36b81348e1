import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// The stand's clock (issue 46, item 3): the menu's `timezone:`, checked like every field, and the
/// times and days it gives.
@Suite struct StandClockTests {
    static let menu = """
    timezone: Asia/Seoul
    fruits: { kiwi: { stock: 10 } }
    juices: { kiwi: { recipe: { kiwi: 3 } } }

    """

    @Test func aMenuNamesItsClock() throws {
        let menu = try #require(check(Self.menu).menu)
        #expect(menu.timeZone?.identifier == "Asia/Seoul")
        #expect(StandClock.of(nil, menu: menu).name == "Asia/Seoul")
        // --tz wins over the menu; UTC is UTC whatever Foundation calls it.
        #expect(StandClock.of("UTC", menu: menu).name == "UTC")
        #expect(check(Self.menu.replacingOccurrences(of: "Asia/Seoul", with: "UTC")).menu.map { StandClock.of(nil, menu: $0).name } == "UTC")
        #expect(try #require(check(validMenu).menu).timeZone == nil)
    }

    @Test func anUnknownZoneIsAnErrorWithAFixForItsCase() {
        let lower = Self.menu.replacingOccurrences(of: "Asia/Seoul", with: "asia/seoul")
        let report = check(lower)
        #expect(report.summary == ["unknown-timezone 1:11"])
        #expect(report.diagnostics.first?.message == "'timezone' must be an IANA time zone name like 'Asia/Seoul', not 'asia/seoul'; did you mean 'Asia/Seoul'?")
        let bytes = Array(lower.utf8)
        let fixes = MenuLoader.diagnose(bytes: bytes, file: "menu.yaml").diagnostics.compactMap(\.fix)
        #expect(String(decoding: FixApplier.apply(fixes, to: bytes).bytes, as: UTF8.self) == Self.menu)

        let typo = check(Self.menu.replacingOccurrences(of: "Asia/Seoul", with: "Asia/Seol"))
        #expect(typo.diagnostics.first?.message == "'timezone' must be an IANA time zone name like 'Asia/Seoul', not 'Asia/Seol'; did you mean 'Asia/Seoul'?")
        #expect(typo.diagnostics.first?.fix == nil)
        #expect(check(Self.menu.replacingOccurrences(of: "Asia/Seoul", with: "KST")).summary == ["unknown-timezone 1:11"])
        #expect(check(Self.menu.replacingOccurrences(of: "Asia/Seoul", with: "[UTC]")).summary == ["wrong-type 1:11"])
        let korean = MenuLoader.report(bytes: Array(Self.menu.replacingOccurrences(of: "Asia/Seoul", with: "KST").utf8), file: "m.yaml", language: .ko)
        #expect(korean.diagnostics.first?.message == "'timezone'은(는) 'Asia/Seoul' 같은 IANA 시간대 이름이어야 해요 (받은 값: 'KST')")
    }

    @Test func aMenuMadeInCodeOrJSONKeepsItsClock() throws {
        let kiwi = Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 10)
        let juice = Juice(id: "kiwi", name: LocalizedName(english: "Kiwi Juice"), recipe: [FruitAmount(fruit: "kiwi", amount: 3)])
        let menu = try Menu(timeZone: TimeZone(identifier: "Europe/Paris"), fruits: [kiwi], juices: [juice])
        let decoded = try JSONDecoder().decode(Menu.self, from: JSONEncoder().encode(menu))
        #expect(decoded == menu)
        #expect(decoded.timeZone?.identifier == "Europe/Paris")
        let bad = Data(#"{"timezone": "Mars/Olympus", "fruits": [], "juices": []}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Menu.self, from: bad) }
    }

    @Test func timesAndDaysAreReadOnTheClock() throws {
        let seoul = try #require(StandClock(named: "Asia/Seoul"))
        let utc = try #require(StandClock(named: "UTC"))
        let moment = Date(timeIntervalSince1970: 1_714_564_800)  // 2024-05-01 12:00:00 UTC
        #expect(utc.timestamp(moment) == "2024-05-01 12:00:00")
        #expect(seoul.timestamp(moment) == "2024-05-01 21:00:00")
        #expect(seoul.start(ofDay: "2024-05-01") == Date(timeIntervalSince1970: 1_714_489_200))  // 15:00 UTC the day before
        #expect(utc.start(ofDay: "2024-05-01") == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(seoul.startOfToday(moment) == seoul.start(ofDay: "2024-05-01"))
        for bad in ["2024-13-01", "2024-02-30", "24-05-01", "2024-5-1", "2024-05-01T00", "", "２０２４-05-01"] {
            #expect(utc.start(ofDay: bad) == nil, "\(bad)")
        }
        #expect(StandClock(named: "KST") == nil)
        #expect(StandClock(named: "asia/seoul") == nil)
    }
}
