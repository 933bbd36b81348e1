import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock

/// `GET /api/report`: a day of the stand in numbers, on the menu's clock, with each fruit's stock
/// through it (what the page's Today screen draws).
extension StandAPI {
    func report(_ request: Request) async throws -> Response {
        let language = language(of: request)
        let menu = self.menu
        let clock = StandClock.of(nil, menu: menu)
        let now = Date()
        let start: Date
        if let day = request.uri.queryParameters.get("day") {
            // From 1970 to 9998: the journal's times and the answer's ISO 8601 stamps (four-digit years) hold no other.
            guard let first = clock.start(ofDay: String(day)), ("1970"..."9998").contains(day.prefix(4)) else {
                throw Problem.badRequest("day is a date from 1970-01-01 to 9998-12-31 as YYYY-MM-DD, such as 2024-05-01")
            }
            start = first
        } else {
            start = clock.startOfToday(now)
        }
        let end = clock.calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
        let summary = try await pool.run { try await $0.summary(from: start, to: end, stock: true) }
        // Compact, unlike the other answers: a busy day's stock lines are hundreds of points, and the
        // Today screen's first load must stay within the page's 64 KB.
        let body = try JSONText.compact(ReportJSON(StandReport(summary, menu: menu, clock: clock, now: now), menu: menu, language: language))
        return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
