import Foundation
import JuiceMakerTestSupport
import Testing

/// `juicemaker report` as a stand owner runs it at closing time (issue 46, item 3): the day's cups,
/// takings and lost sales by juice and by hour on the stand's clock, what ran out, what was undone;
/// as text in both languages (80 columns at most), JSON and CSV.
@Suite(.tags(.endToEnd)) struct ReportCommandTests {
    @Test func theDayInNumbers() async throws { try await blocking { try self.theDayInNumbersBody() } }
    func theDayInNumbersBody() throws {
        let dir = try CLIHarness.makeTemporaryDirectory()
        try FileManager.default.copyItem(at: CLIHarness.repositoryRoot.appendingPathComponent("config/examples/priced.yaml"),
                                         to: dir.appendingPathComponent("recipes.yaml"))
        // Ten strawberries: one strawberry-banana (5,500), then two refused (lost sales).
        for (order, status) in [("strawberry-banana", 0), ("mango-kiwi:2", 0), ("banana", 0), ("strawberry-banana", 3),
                                ("strawberry", 3), ("banana:2", 0)] {
            #expect(try CLIHarness.run(["order", order], in: dir).exitCode == Int32(status), "\(order)")
        }
        #expect(try CLIHarness.run(["undo"], in: dir).exitCode == 0)  // banana:2 undone: its 8,000 won go back

        let text = try CLIHarness.run(["report"], in: dir)
        #expect(text.exitCode == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("Report for ") && lines[0].hasSuffix(" (Asia/Seoul)"), "\(text.stdout)")
        #expect(lines.contains("Mango Kiwi Juice            2  ₩11,000     0           ₩0"), "\(text.stdout)")
        #expect(lines.contains("Strawberry Banana Juice     1   ₩5,500     1       ₩5,500"), "\(text.stdout)")
        #expect(lines.contains("Strawberry Juice            0       ₩0     1       ₩5,000"), "\(text.stdout)")
        #expect(lines.contains("Total                       4  ₩20,500     2      ₩10,500"), "\(text.stdout)")
        #expect(lines.contains { $0.hasSuffix("█  4  (2 lost)") }, "one busy hour, its bar the chart's width: \(text.stdout)")
        #expect(lines.contains("Fruit used: Strawberry 10, Banana 3, Kiwi 2, Mango 4"), "\(text.stdout)")
        #expect(lines.contains { $0.hasPrefix("Strawberry ran out at ") && $0.hasSuffix(": 2 orders for 2 juices turned away since.") },
                "\(text.stdout)")
        #expect(lines.contains("Undone: 1 order (₩8,000)."), "\(text.stdout)")
        #expect(lines.allSatisfy { $0.count <= 80 }, "fits 80 columns")

        let korean = try CLIHarness.run(["--lang", "ko", "report"], in: dir).stdout
        #expect(korean.contains(" 보고서 (Asia/Seoul)") && korean.contains("합계         4  20,500원     2   10,500원"), "\(korean)")
        #expect(korean.contains("딸기: ") && korean.contains("그 뒤로 주문 2건(쥬스 2가지)을 놓쳤어요."), "\(korean)")
        #expect(korean.contains("취소: 주문 1건 (8,000원)."), "\(korean)")

        let json = try CLIHarness.run(["report", "--json"], in: dir)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let totals = try #require(object["totals"] as? [String: Int])
        #expect(totals == ["orders": 3, "cups": 4, "takings": 20_500, "lostSales": 2, "lostCups": 2, "lostAmount": 10_500,
                           "undoneOrders": 1, "undoneTakings": 8000, "undoneChanges": 0])
        #expect(object["currency"] as? String == "KRW" && object["timezone"] as? String == "Asia/Seoul")
        #expect((object["hours"] as? [Any])?.count == 24)
        let ranOut = try #require((object["ranOut"] as? [[String: Any]])?.first)
        #expect(ranOut["fruit"] as? String == "strawberry" && ranOut["lostSales"] as? Int == 2 && ranOut["juices"] as? Int == 2)

        let csv = try CLIHarness.run(["report", "--format", "csv"], in: dir).stdout.split(separator: "\n").map(String.init)
        #expect(csv.first == "row,key,name,orders,cups,takings,lost_sales,lost_cups,turned_away,currency")
        #expect(csv.contains("juice,mango-kiwi,Mango Kiwi Juice,1,2,11000,0,0,0,KRW"), "\(csv)")
        #expect(csv.last == "total,,Total,3,4,20500,2,2,10500,KRW")

        // Another day has nothing; the clock decides which day an order falls on.
        let before = try CLIHarness.run(["report", "--day", "2024-05-01"], in: dir)
        #expect(before.stdout == "Report for 2024-05-01 (Asia/Seoul)\nNo sales and no lost sales.\n", "\(before.stdout)")
        let week = try CLIHarness.run(["report", "--since", "2024-05-01", "--until", "2024-05-07", "--tz", "UTC"], in: dir)
        #expect(week.stdout.hasPrefix("Report for 2024-05-01 to 2024-05-07 (UTC)\n"), "\(week.stdout)")
    }

    @Test(arguments: [
        (["report", "--until", "2024-05-01"], "--until goes with --since"),
        (["report", "--day", "2024-05-01", "--since", "2024-05-01"], "give --day, or --since (with --until), not both"),
        (["report", "--day", "yesterday"], "'yesterday' is not a date; give --day as YYYY-MM-DD"),
        (["report", "--since", "2024-05-07", "--until", "2024-05-01"], "--until 2024-05-01 is before --since 2024-05-07"),
        (["report", "--json", "--format", "csv"], "--json"),
        (["report", "--tz", "Mars/Olympus"], "'Mars/Olympus' is not a time zone"),
        (["report", "--day", "0001-01-01"], "--day 0001-01-01 is outside 1970-01-01 to 9998-12-31"),
    ])
    func wrongWordsAreUsageErrors(_ arguments: [String], _ message: String) async throws {
        try await blocking {
            let dir = try CLIHarness.makeShop()
            let result = try CLIHarness.run(arguments, in: dir)
            #expect(result.exitCode == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }
}
