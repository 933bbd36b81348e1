import Foundation
import JuiceMakerTestSupport
import Testing

/// `history` on the stand's clock (issue 46, item 3): `--tz`, else the menu's `timezone:`, else
/// the machine's zone; `--today` and `--since` count days on it. JSON keeps UTC.
@Suite(.tags(.endToEnd)) struct HistoryClockTests {
    @Test func historyShowsTheStandsClock() async throws { try await blocking { try self.historyShowsTheStandsClockBody() } }
    func historyShowsTheStandsClockBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try FileManager.default.copyItem(at: CLIHarness.repositoryRoot.appendingPathComponent("config/examples/priced.yaml"),
                                         to: dir.appendingPathComponent("recipes.yaml"))
        #expect(try CLIHarness.run(["order", "mango"], in: dir).exitCode == 0)

        let json = try CLIHarness.run(["history", "--json"], in: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let time = try #require((object["entries"] as? [[String: Any]])?.first?["time"] as? String)
        #expect(time.hasSuffix("Z"), "JSON stays in UTC: \(time)")
        let moment = try #require(ISO8601DateFormatter().date(from: time))
        func wall(_ zone: String) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: zone)!
            let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: moment)
            return String(format: "%04d-%02d-%02d %02d:%02d:%02d", p.year!, p.month!, p.day!, p.hour!, p.minute!, p.second!)
        }

        // The menu says Asia/Seoul.
        let seoul = try CLIHarness.run(["history"], in: dir)
        #expect(seoul.stdout.hasPrefix("#  time (Asia/Seoul)"), "\(seoul.stdout)")
        #expect(seoul.stdout.contains("1  \(wall("Asia/Seoul"))  order"), "\(seoul.stdout)")
        // --tz wins.
        let utc = try CLIHarness.run(["history", "--tz", "UTC"], in: dir)
        #expect(utc.stdout.contains("time (UTC)") && utc.stdout.contains("1  \(wall("UTC"))  order"), "\(utc.stdout)")
        let korean = try CLIHarness.run(["--lang", "ko", "history", "--tz", "Europe/Paris"], in: dir)
        #expect(korean.stdout.contains("시간 (Europe/Paris)") && korean.stdout.contains(wall("Europe/Paris")), "\(korean.stdout)")

        // Days begin at the clock's midnight.
        #expect(try CLIHarness.run(["history", "--today"], in: dir).stdout.contains("mango:1"))
        let day = String(wall("Asia/Seoul").prefix(10))
        #expect(try CLIHarness.run(["history", "--since", day], in: dir).stdout.contains("mango:1"))
        let future = try CLIHarness.run(["history", "--since", "2999-01-01"], in: dir)
        #expect(future.exitCode == 0)
        #expect(future.stdout == "Nothing since 2999-01-01.\n")
        #expect(try CLIHarness.run(["--lang", "ko", "history", "--since", "2999-01-01"], in: dir).stdout == "2999-01-01부터의 기록이 없어요.\n")

        // Wrong words are usage errors that say what to give.
        let zone = try CLIHarness.run(["history", "--tz", "KST"], in: dir)
        #expect(zone.exitCode == 2)
        #expect(zone.stderr.hasPrefix("Error: 'KST' is not a time zone; give an IANA name such as Asia/Seoul, Europe/Paris or UTC\n"), "\(zone.stderr)")
        let date = try CLIHarness.run(["history", "--since", "2024-02-30"], in: dir)
        #expect(date.exitCode == 2)
        #expect(date.stderr.hasPrefix("Error: '2024-02-30' is not a date; give --since as YYYY-MM-DD, such as 2024-05-01\n"), "\(date.stderr)")
        #expect(try CLIHarness.run(["history", "--today", "--since", day], in: dir).exitCode == 2)
    }
}
