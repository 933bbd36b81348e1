import ArgumentParser
import Foundation
import JuiceMakerKit
import JuiceMakerServer
import JuiceMakerCommandLine

/// `juicemaker serve`: the stand's HTTP API (see docs/serve.md).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: HelpText.say("Serve the stand's HTTP API: menu, stock, orders, events, metrics.", "가게의 HTTP API를 제공해요: 메뉴, 재고, 주문, 이벤트, 지표."),
        discussion: HelpText.say("""
        Listens on 127.0.0.1:8080 unless told otherwise; the API is described at /openapi.json.
        On any address but a loopback one it needs a token of 16 characters or more (--token-file,
        JUICEMAKER_TOKEN_FILE or JUICEMAKER_TOKEN), which every request but those for /, /health and
        /openapi.json must then send as 'Authorization: Bearer TOKEN'.
        Every POST says 'Content-Type: application/json'; a page of another site may not change the stand.
        SIGTERM or SIGINT stops it after the requests in flight, waiting at most 10 s.

        Examples:
          juicemaker serve
          juicemaker --state postgresql://register@db/stands --stand gangnam serve --port 8080
          JUICEMAKER_TOKEN_FILE=/etc/juicemaker/token juicemaker serve --host 0.0.0.0
        """, """
        달리 말하지 않으면 127.0.0.1:8080에서 들어요; API 설명은 /openapi.json에 있어요.
        루프백이 아닌 주소에서는 16자 이상의 토큰(--token-file, JUICEMAKER_TOKEN_FILE 또는 JUICEMAKER_TOKEN)이 있어야 하고,
        /, /health, /openapi.json 말고 모든 요청이 'Authorization: Bearer TOKEN'으로 보내야 해요.
        모든 'POST' 요청은 'Content-Type: application/json'을 말해야 하고, 다른 사이트의 페이지는 가게를 바꿀 수 없어요.
        SIGTERM이나 SIGINT를 받으면 처리 중인 요청을 마치고 (최대 10초 기다려) 멈춰요.

        예:
          juicemaker serve
          juicemaker --state postgresql://register@db/stands --stand gangnam serve --port 8080
          JUICEMAKER_TOKEN_FILE=/etc/juicemaker/token juicemaker serve --host 0.0.0.0
        """)
    )

    @ParentCommand var root: JuiceMakerCommand

    @Option(help: ArgumentHelp(HelpText.say("The address to listen on.", "들을 주소.")))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp(HelpText.say("The port to listen on; 0 picks a free one (the first line says which).", "들을 포트; 0이면 빈 포트를 골라요 (첫 줄에 알려 줘요).")))
    var port = 8080

    @Option(name: .customLong("token-file"), help: ArgumentHelp(HelpText.say("A file holding the token requests must carry (default: $JUICEMAKER_TOKEN_FILE, else $JUICEMAKER_TOKEN).", "요청이 가져와야 하는 토큰이 든 파일 (기본: $JUICEMAKER_TOKEN_FILE, 없으면 $JUICEMAKER_TOKEN)."), valueName: "path"))
    var tokenFile: String?

    @Option(name: .customLong("allowed-host"), help: ArgumentHelp(HelpText.say("Another name this server goes by in the Host header (its addresses and localhost always do); repeat for more.", "'Host' 헤더에서 이 서버를 부를 수 있는 다른 이름 (주소와 'localhost'는 늘 돼요); 여러 개면 되풀이해요."), valueName: "name"))
    var allowedHosts: [String] = []

    @Option(name: .customLong("max-connections"), help: ArgumentHelp(HelpText.say("The most connections open at once; more are closed as they come.", "동시에 열 수 있는 연결 수; 넘는 연결은 바로 닫아요.")))
    var maxConnections = 1_024

    @Option(name: .customLong("request-timeout"), help: ArgumentHelp(HelpText.say("Seconds a whole request (headers and body) may take to arrive, and an answer may wait unread; the connection is closed then.", "요청 전체(헤더와 본문)가 도착해야 하는 초, 그리고 답이 읽히지 않고 기다릴 수 있는 초; 넘으면 연결을 닫아요."), valueName: "seconds"))
    var requestTimeout = 30

    @Option(name: .customLong("cors-origin"), help: ArgumentHelp(HelpText.say("Let a web page from this origin call the API (off by default).", "이 출처의 웹 페이지가 API를 부를 수 있게 해요 (기본은 꺼짐)."), valueName: "origin"))
    var corsOrigin: String?

    @Option(help: ArgumentHelp(HelpText.say("How many database connections serve requests at once (with SQLite, changes still go one at a time).", "요청을 동시에 처리할 데이터베이스 연결 수 (SQLite에서는 변경이 여전히 하나씩 돼요).")))
    var connections = 8

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(HelpText.say("Seconds a connection may go without a whole request part before it is closed (slow or silent clients).", "요청 한 부분이 다 오지 않은 채로 연결이 버틸 수 있는 초 (느리거나 말없는 클라이언트)."), valueName: "seconds"))
    var idleTimeout = 30

    func validate() throws {
        try NoJSONResult.check(root, command: "serve")
        guard (0...65_535).contains(port) else { throw ValidationError(HelpText.say("--port must be from 0 to 65535", "--port은(는) 0부터 65535까지여야 해요")) }
        guard (1...64).contains(connections) else { throw ValidationError(HelpText.say("--connections must be from 1 to 64", "--connections은(는) 1부터 64까지여야 해요")) }
        guard (1...3_600).contains(requestTimeout) else { throw ValidationError(HelpText.say("--request-timeout must be from 1 to 3600 seconds",
                                                                                            "--request-timeout은(는) 1부터 3600까지여야 해요 (초)")) }
        guard (1...1_000_000).contains(maxConnections) else { throw ValidationError(HelpText.say("--max-connections must be from 1 to 1000000",
                                                                                              "--max-connections은(는) 1부터 1000000까지여야 해요")) }
        if let corsOrigin, !ServeOptions.isOrigin(corsOrigin) {
            throw ValidationError(HelpText.say("--cors-origin must be one origin, as https://tablet.example or http://192.168.1.20:8080 (http or https, a host, maybe a port), not '\(corsOrigin)'",
                                               "--cors-origin은(는) https://tablet.example 이나 http://192.168.1.20:8080 같은 출처 하나여야 해요 (http나 https, 호스트, 필요하면 포트); '\(corsOrigin)'은(는) 안 돼요"))
        }
        for name in allowedHosts where name.isEmpty || name.contains(where: { $0 == "/" || $0 == ":" || $0.isWhitespace }) {
            throw ValidationError(HelpText.say("--allowed-host takes a host name such as stand.lan, not '\(name)'", "--allowed-host에는 stand.lan 같은 호스트 이름을 줘요; '\(name)'은(는) 안 돼요"))
        }
        guard (1...3_600).contains(idleTimeout) else { throw ValidationError(HelpText.say("--idle-timeout must be from 1 to 3600 seconds",
                                                                                      "--idle-timeout은(는) 1부터 3600까지여야 해요 (초)")) }
    }

    func run() async throws {
        let options = root.options
        // The bytes the menu was read from give the version served: read once, so an edit made
        // while serve starts is an edit, not the menu served.
        let (menu, menuBytes) = try Session.loadMenu(options, json: false)
        let stand = try options.standName(json: false)
        let token: String?
        do {
            token = try Self.token(file: tokenFile)
        } catch {
            throw CommandFailure(code: "usage", status: ExitStatus.usage, message: "\(error)").report(json: false)
        }
        // An SQLite file is watched for being deleted or replaced under the server; and SQLite writes
        // one transaction at a time, so one store on a pool takes every request: writers queue on its
        // one writer instead of on the file's lock, whose busy waits sleep (p99 177 ms with 8
        // connections, 10 ms queued).
        var stateFile: String?
        if case .sqlite(let path) = StockLocation(parsing: options.statePath) { stateFile = path }
        let serve = ServeOptions(host: host, port: port, token: token, allowedHosts: allowedHosts, idleTimeout: .seconds(idleTimeout),
                                 requestTimeout: .seconds(requestTimeout), maxConnections: maxConnections, corsOrigin: corsOrigin,
                                 language: options.language, connections: connections, sharesOneStore: stateFile != nil, stateFile: stateFile)
        // Through the one reader of menu files (regular files only, size-capped, never blocking).
        let statePath = options.statePath
        let language = options.language
        do {
            try await StandServer.run(options: serve, menu: menu, menuBytes: menuBytes, menuPath: options.menuPath, log: { Terminal.err($0) }) { [connections] in
                try await StoreOpener.open(statePath, menu: $0, stand: stand, language: language, connections: .pool(readers: connections))
            }
        } catch let refused as StandServer.RefusedStart {
            throw CommandFailure(code: "usage", status: ExitStatus.usage, message: refused.description).report(json: false)
        } catch {
            throw Session.fail(error, options: options, json: false)
        }
    }

    /// The token from `--token-file`, `JUICEMAKER_TOKEN_FILE` or `JUICEMAKER_TOKEN`, without a
    /// trailing line break; nil when none is given.
    ///
    /// - Throws: `TokenError` for a file that cannot be read, that other users can read (as ssh
    ///   refuses such a key), or a token shorter than `ServeOptions.shortestToken` characters.
    static func token(file: String?) throws -> String? {
        let token: String
        let source: String
        if let path = file ?? Environment.value("JUICEMAKER_TOKEN_FILE").flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw TokenError(description: "cannot read the token file '\(path)'")
            }
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & 0o077 != 0 {
                throw TokenError(description: "the token file '\(path)' can be read by other users (mode \(String(status.st_mode & 0o777, radix: 8))); "
                    + "make it private with: chmod 600 '\(path)'")
            }
            token = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !token.isEmpty else { throw TokenError(description: "the token file '\(path)' is empty") }
            source = "the token in '\(path)'"
        } else if let value = Environment.value("JUICEMAKER_TOKEN"), !value.isEmpty {
            token = value
            source = "JUICEMAKER_TOKEN"
        } else {
            return nil
        }
        guard token.count >= ServeOptions.shortestToken else {
            throw TokenError(description: "\(source) has \(token.count) characters; a token needs at least \(ServeOptions.shortestToken), "
                + "hard to guess (for example: head -c 24 /dev/urandom | base64)")
        }
        return token
    }

    struct TokenError: Error, CustomStringConvertible {
        let description: String
    }
}
