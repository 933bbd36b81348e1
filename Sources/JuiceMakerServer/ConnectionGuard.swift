internal import HTTPTypes
internal import NIOConcurrencyHelpers
internal import NIOCore
internal import NIOHTTP1
internal import NIOHTTPTypes
internal import NIOHTTPTypesHTTP1

/// What bounds one client, on its connection's pipeline (after HTTP decoding): however slow,
/// silent or greedy a client is, it holds a connection for a bounded time, and there are at most
/// `limits.connections` of them.
///
/// - A whole request, headers and body, must arrive within `limits.requestTimeout` of the
///   connection opening or of the previous answer's end; else the connection is closed (a client
///   that sends a byte a second is cut off, whether in its headers or its body).
/// - An answer that cannot be written (the client reads nothing, so the connection's buffer stays
///   full) for `limits.requestTimeout` closes the connection: an event-stream listener that stops
///   reading is dropped, and its stream's task ends.
/// - Nothing more is read from a connection while its answers are not being read (the channel is
///   not writable), and a client with more than `maxPipelined` requests waiting for their answers
///   is cut off: a client that pipelines a thousand requests and reads no answer holds neither
///   their answers nor the requests themselves.
/// - A request whose body comes in more than `maxBodyParts` parts (a chunked body sent a byte a
///   chunk) closes the connection: each part costs the server far more than the client.
/// - An answer that says `Connection: close` (a refusal, whose body is not read) closes the
///   connection once written, rather than reading and throwing away the rest of the body.
/// - A connection beyond `limits.connections` is closed at once, before anything is read.
/// - The 400 Hummingbird answers a request it cannot parse as HTTP (an empty body) is answered as
///   a problem (`application/problem+json`), as every other 4xx is.
///
/// It sits between NIO's HTTP/1 codec and the conversion to HTTP types (`HTTP1ToHTTPServerCodec`),
/// where the request target is still as sent: one handler on every connection (`Installer` puts
/// it there), so a request pays one hop more, not two.
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// What Hummingbird's pipeline is given (`additionalChannelHandlers`, after the conversion to
    /// HTTP types): it puts a `ConnectionGuard` before the conversion and takes itself out.
    final class Installer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        private let limits: Limits

        init(limits: Limits) {
            self.limits = limits
        }

        func handlerAdded(context: ChannelHandlerContext) {
            let pipeline = context.pipeline.syncOperations
            let guarding = ConnectionGuard(limits: limits)
            do {
                try pipeline.addHandler(guarding, position: .before(try pipeline.handler(type: HTTP1ToHTTPServerCodec.self)))
            } catch {
                context.close(promise: nil)  // not the pipeline this was made for: serve no one unguarded
            }
            pipeline.removeHandler(context: context, promise: nil)
        }
    }

    /// The limits, shared by every connection of a server, with the count of open connections.
    final class Limits: Sendable {
        /// The most connections open at once.
        let connections: Int
        /// How long a request may take to arrive, and an answer may stall.
        let requestTimeout: TimeAmount
        private let open = NIOLockedValueBox(0)

        /// - Parameters:
        ///   - connections: The most connections open at once.
        ///   - requestTimeout: How long a request may take to arrive, and an answer may stall.
        init(connections: Int, requestTimeout: Duration) {
            self.connections = connections
            let (seconds, attoseconds) = requestTimeout.components
            self.requestTimeout = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        }

        /// Counts a connection in; false when that would be one too many (it is then not counted).
        func admit() -> Bool {
            open.withLockedValue { count in
                guard count < connections else { return false }
                count += 1
                return true
            }
        }

        func release() {
            open.withLockedValue { $0 -= 1 }
        }
    }

    private let limits: Limits
    private var admitted = false
    /// When the request now expected must have all arrived; nil while none is expected (a request
    /// has arrived and its answer is being made or written).
    private var requestDeadline: NIODeadline?
    /// The one timer that enforces `requestDeadline`. Moving the deadline does not move the timer:
    /// when it fires early it sets itself again for the deadline then in force, so a request costs
    /// a clock read, not a timer scheduled and cancelled.
    private var deadlineTimer: Scheduled<Void>?
    /// Closes the connection when its answer has not drained.
    private var stallDeadline: Scheduled<Void>?
    /// Whether a request has begun and not yet all arrived.
    private var reading = false
    /// The body parts of the request being read.
    private var bodyParts = 0
    /// Whether the pipeline asked for a read while the channel was not writable.
    private var readPending = false
    /// Whether the answer being written says `Connection: close`.
    private var closeAfterAnswer = false

    /// Requests received and not yet answered.
    private var waiting = 0
    /// Whether this handler closed the connection: what still comes is dropped.
    private var cutOff = false

    /// The most parts one request's body may come in.
    static let maxBodyParts = 1_024
    /// The most requests one connection may send ahead of their answers (HTTP/1.1 pipelining;
    /// browsers send one at a time).
    static let maxPipelined = 16

    init(limits: Limits) {
        self.limits = limits
    }

    func handlerAdded(context: ChannelHandlerContext) {
        guard limits.admit() else {
            context.close(promise: nil)
            return
        }
        admitted = true
        armRequestDeadline(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        letGo()
    }

    func channelInactive(context: ChannelHandlerContext) {
        letGo()
        context.fireChannelInactive()
    }

    /// Stops the timers and gives the connection's place back, once.
    private func letGo() {
        deadlineTimer?.cancel()
        stallDeadline?.cancel()
        if admitted {
            admitted = false
            limits.release()
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !cutOff else { return }
        switch unwrapInboundIn(data) {
        case .head(var head):
            reading = true
            bodyParts = 0
            waiting += 1
            if waiting > Self.maxPipelined {
                cut(context)
                return
            }
            // A target not in origin form (`http://host/path`) goes on as `*`, which
            // `AccessPolicy` refuses: converted to HTTP types as it is, its host would be dropped
            // and its path served as if the request named it alone.
            if !head.uri.hasPrefix("/") {
                head.uri = "*"
                context.fireChannelRead(wrapInboundOut(.head(head)))
                return
            }
        case .end:
            reading = false
            requestDeadline = nil
        case .body:
            bodyParts += 1
            if bodyParts > Self.maxBodyParts {
                cut(context)
                return
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.status == .badRequest && head.headers["content-length"] == ["0"] && !head.headers.contains(name: "content-type"):
            // Hummingbird's answer to bytes that are not an HTTP request: the same 400, as a problem.
            let body = ByteBuffer(string: Problem.badRequest("the request is not HTTP/1.1 that this server can read: its request line or a header is malformed").body)
            var problem = head
            problem.headers.replaceOrAdd(name: "content-type", value: "application/problem+json")
            problem.headers.replaceOrAdd(name: "content-length", value: String(body.readableBytes))
            closeAfterAnswer = true
            context.write(wrapOutboundOut(.head(problem)), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: promise)
        case .head(let head):
            closeAfterAnswer = head.headers[canonicalForm: "connection"].contains { $0.lowercased() == "close" }
            context.write(data, promise: promise)
        case .end:
            waiting = max(0, waiting - 1)
            guard !closeAfterAnswer else {
                let written = context.eventLoop.makePromise(of: Void.self)
                written.futureResult.cascade(to: promise)
                context.writeAndFlush(data, promise: written)
                written.futureResult.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
                return
            }
            context.write(data, promise: promise)
            // The answer is written: the next request's time starts now, unless it has begun.
            if !reading { armRequestDeadline(context) }
        default:
            context.write(data, promise: promise)
        }
    }

    func read(context: ChannelHandlerContext) {
        guard context.channel.isWritable else {
            readPending = true
            return
        }
        context.read()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stallDeadline?.cancel()
            stallDeadline = nil
            if readPending {
                readPending = false
                context.read()
            }
        } else if stallDeadline == nil {
            stallDeadline = context.eventLoop.assumeIsolated().scheduleTask(in: limits.requestTimeout) { [weak self] in
                self?.stallDeadline = nil
                context.close(promise: nil)
            }
        }
        context.fireChannelWritabilityChanged()
    }

    private func cut(_ context: ChannelHandlerContext) {
        cutOff = true
        context.close(promise: nil)
    }

    private func armRequestDeadline(_ context: ChannelHandlerContext) {
        let deadline = NIODeadline.now() + limits.requestTimeout
        requestDeadline = deadline
        if deadlineTimer == nil { setTimer(context, for: deadline) }
    }

    private func setTimer(_ context: ChannelHandlerContext, for deadline: NIODeadline) {
        deadlineTimer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [weak self] in
            guard let self else { return }
            self.deadlineTimer = nil
            guard let due = self.requestDeadline else { return }
            if due <= .now() {
                self.cut(context)
            } else {
                self.setTimer(context, for: due)
            }
        }
    }
}
