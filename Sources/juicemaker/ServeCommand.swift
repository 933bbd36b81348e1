import ArgumentParser
import Foundation
import JuiceMakerKit
import JuiceMakerServer
import JuiceMakerCommandLine

/// `juicemaker serve`: the stand's HTTP API (see docs/serve.md).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: HelpWords.text("serve", "abstract"),
        discussion: HelpWords.text("serve", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand

    @Option(help: ArgumentHelp(HelpWords.text("serve", "host")))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp(HelpWords.text("serve", "port")))
    var port = 8080

    @Option(name: .customLong("token-file"), help: ArgumentHelp(HelpWords.text("serve", "token-file"), valueName: "path"))
    var tokenFile: String?

    @Option(name: .customLong("allowed-host"), help: ArgumentHelp(HelpWords.text("serve", "allowed-host"), valueName: "name"))
    var allowedHosts: [String] = []

    @Option(name: .customLong("max-connections"), help: ArgumentHelp(HelpWords.text("serve", "max-connections")))
    var maxConnections = 1_024

    @Option(name: .customLong("request-timeout"), help: ArgumentHelp(HelpWords.text("serve", "request-timeout"), valueName: "seconds"))
    var requestTimeout = 30

    @Option(name: .customLong("cors-origin"), help: ArgumentHelp(HelpWords.text("serve", "cors-origin"), valueName: "origin"))
    var corsOrigin: String?

    @Option(help: ArgumentHelp(HelpWords.text("serve", "connections")))
    var connections = 8

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(HelpWords.text("serve", "idle-timeout"), valueName: "seconds"))
    var idleTimeout = 30

    func validate() throws {
        try NoJSONResult.check(root, command: "serve")
        guard (0...65_535).contains(port) else { throw ValidationError(HelpText.usage.outOfRange("--port", from: 0, to: 65_535, seconds: false)) }
        guard (1...64).contains(connections) else { throw ValidationError(HelpText.usage.outOfRange("--connections", from: 1, to: 64, seconds: false)) }
        guard (1...3_600).contains(requestTimeout) else { throw ValidationError(HelpText.usage.outOfRange("--request-timeout", from: 1, to: 3_600, seconds: true)) }
        guard (1...1_000_000).contains(maxConnections) else { throw ValidationError(HelpText.usage.outOfRange("--max-connections", from: 1, to: 1_000_000, seconds: false)) }
        if let corsOrigin, !ServeOptions.isOrigin(corsOrigin) {
            throw ValidationError(HelpText.usage.notAnOrigin(corsOrigin))
        }
        for name in allowedHosts where name.isEmpty || name.contains(where: { $0 == "/" || $0 == ":" || $0.isWhitespace }) {
            throw ValidationError(HelpText.usage.notAHostName(name))
        }
        guard (1...3_600).contains(idleTimeout) else { throw ValidationError(HelpText.usage.outOfRange("--idle-timeout", from: 1, to: 3_600, seconds: true)) }
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
        } catch let refused as TokenError {
            throw CommandFailure(code: "usage", status: ExitStatus.usage, message: refused.message(in: options.language)).report(json: false)
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
            throw CommandFailure(code: "usage", status: ExitStatus.usage, message: refused.message(in: language)).report(json: false)
        } catch {
            throw Session.fail(error, options: options, json: false)
        }
    }

    /// The token from `--token-file`, `JUICEMAKER_TOKEN_FILE` or `JUICEMAKER_TOKEN`, without a
    /// trailing line break; nil when none is given.
    ///
    /// - Throws: `TokenError` for a file that cannot be read, that other users can read (as ssh
    ///   refuses such a key), or a token shorter than `ServeOptions.shortestToken` characters.
    static func token(file: String?) throws(TokenError) -> String? {
        let token: String
        let path: String?
        if let named = file ?? Environment.value("JUICEMAKER_TOKEN_FILE").flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let text = try? String(contentsOfFile: named, encoding: .utf8) else { throw .unreadable(path: named) }
            var status = stat()
            if stat(named, &status) == 0, status.st_mode & 0o077 != 0 {
                throw .readableByOthers(path: named, mode: String(status.st_mode & 0o777, radix: 8))
            }
            token = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !token.isEmpty else { throw .empty(path: named) }
            path = named
        } else if let value = Environment.value("JUICEMAKER_TOKEN"), !value.isEmpty {
            token = value
            path = nil
        } else {
            return nil
        }
        guard token.count >= ServeOptions.shortestToken else { throw .short(path: path, characters: token.count) }
        return token
    }

    /// A token `serve` will not use, said in the stand's language.
    enum TokenError: Error, LocalizedMessage {
        case unreadable(path: String)
        case readableByOthers(path: String, mode: String)
        case empty(path: String)
        /// Shorter than `ServeOptions.shortestToken`; `path` is nil for `JUICEMAKER_TOKEN`.
        case short(path: String?, characters: Int)

        var english: String {
            switch self {
            case .unreadable(let path): "cannot read the token file '\(path)'"
            case .readableByOthers(let path, let mode):
                "the token file '\(path)' can be read by other users (mode \(mode)); make it private with: chmod 600 '\(path)'"
            case .empty(let path): "the token file '\(path)' is empty"
            case .short(let path, let characters):
                "\(path.map { "the token in '\($0)'" } ?? "JUICEMAKER_TOKEN") has \(characters) characters; a token needs at least "
                    + "\(ServeOptions.shortestToken), hard to guess (for example: head -c 24 /dev/urandom | base64)"
            }
        }

        var korean: String {
            switch self {
            case .unreadable(let path): "토큰 파일 '\(path)'을(를) 읽을 수 없어요"
            case .readableByOthers(let path, let mode):
                "토큰 파일 '\(path)'을(를) 다른 사용자도 읽을 수 있어요 (모드 \(mode)); 이렇게 나만 읽게 하세요: chmod 600 '\(path)'"
            case .empty(let path): "토큰 파일 '\(path)'이(가) 비어 있어요"
            case .short(let path, let characters):
                "\(path.map { "'\($0)'의 토큰" } ?? "JUICEMAKER_TOKEN")은(는) \(characters)글자예요; 토큰은 추측하기 어려운 \(ServeOptions.shortestToken)글자 "
                    + "이상이어야 해요 (예: head -c 24 /dev/urandom | base64)"
            }
        }
    }
}
