import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock
internal import ServiceLifecycle

/// `GET /api/events`: every stock and menu change as a server-sent event.
extension StandAPI {
    /// `GET /api/events`: every stock change as a server-sent event (`id:` the entry's id), from
    /// after `Last-Event-ID` when the client sends one (it reconnects without losing an entry).
    /// A listener that reads too slowly is dropped (`StockEvents.listenerBuffer`); `serve`
    /// stopping ends every stream.
    func eventStream(_ request: Request) async throws -> Response {
        let lastSeen = request.headers[.lastEventID].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
        let events = self.events
        // Listening starts when the body is written: a HEAD (no body) never listens.
        let body = ResponseBody { writer in
            let (id, stream) = await events.listen(after: lastSeen)
            do {
                try await withGracefulShutdownHandler {
                    // A comment line first, so a client knows the stream is open.
                    try await writer.write(ByteBuffer(string: ": juicemaker events\n\n"))
                    for await event in stream { try await writer.write(ByteBuffer(string: Self.text(of: event))) }
                } onGracefulShutdown: {
                    Task { await events.stop(id) }
                }
            } catch {
                await events.stop(id)
                throw error
            }
            await events.stop(id)
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: body)
    }

    /// An event as the stream writes it; its data is one line: compact JSON, whose strings escape
    /// their line breaks.
    static func text(of event: StockEvents.Event) -> String {
        // The answers hold no floating-point number: encoding them cannot fail.
        func line(_ value: some Encodable) -> String {
            String(decoding: (try? JSONText.compact(value)) ?? Array("null".utf8), as: UTF8.self)
        }
        switch event {
        case .change(let entry):
            let data = line(StockJSON.entry(entry))
            return "id: \(entry.id)\nevent: change\ndata: \(data)\n\n"
        case .menu(let version, let broken):
            let data = line(APIAnswer.MenuEvent(broken: broken, version: version))
            return "event: menu\ndata: \(data)\n\n"
        case .keepAlive:
            return ": keep-alive\n\n"
        }
    }
}

extension HTTPField.Name {
    /// `Last-Event-ID`: the newest event a reconnecting event-stream client has.
    static let lastEventID = HTTPField.Name("Last-Event-ID")!
}
