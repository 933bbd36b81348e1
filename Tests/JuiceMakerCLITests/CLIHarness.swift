import Foundation
import Testing

/// Runs the built `juicemaker` binary in a temporary directory, the way a user would.
struct CLIResult {
    var exitCode: Int32
    var stdout: String
    var stderr: String
}

enum CLIHarness {
    /// The directory holding the built products (the test bundle sits beside the binary).
    static let productsDirectory: URL = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("juicemaker").path),
              url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url
    }()

    static var binary: URL { productsDirectory.appendingPathComponent("juicemaker") }

    /// The repository root, found from this source file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh temporary directory, removed by the caller with `cleanUp`.
    static func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("juicemaker-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A temporary directory holding a copy of the default menu: a stand on its first day.
    /// What the first command in a fresh shop says on standard error: it made the default stock file.
    static let createdNotice = "created stand 'main' in '.juicemaker/recipes.sqlite' (starting from the menu's initial stock)\n"
    /// The same, in Korean.
    static let createdNoticeKorean = "'.juicemaker/recipes.sqlite'에 새 매장 'main'을(를) 만들었어요 (메뉴의 초기 재고로 시작).\n"

    static func makeShop() throws -> URL {
        let dir = try makeTemporaryDirectory()
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("recipes.yaml"),
            to: dir.appendingPathComponent("recipes.yaml")
        )
        return dir
    }

    /// Stock per fruit id, read through `stock --json` as a script would.
    static func stock(in dir: URL, _ globalOptions: [String] = []) throws -> [String: Int] {
        let result = try run(globalOptions + ["stock", "--json"], in: dir)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rows = try #require(object["stock"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.compactMap { row in
            (row["fruit"] as? String).flatMap { id in (row["stock"] as? Int).map { (id, $0) } }
        })
    }

    static func run(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String] = [:],
        stdin: String? = nil,
        program: String = "juicemaker"
    ) throws -> CLIResult {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(program)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env.removeValue(forKey: "GITHUB_ACTIONS")
        env.removeValue(forKey: "JUICEMAKER_MENU")
        env.removeValue(forKey: "JUICEMAKER_STATE")
        // Times are shown on the machine's clock when the menu names none: UTC, for every machine.
        env["TZ"] = "UTC"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a chatty child cannot block on a full pipe.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            exitCode: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }

    /// Runs several commands at the same time in one directory and returns their results in order.
    static func runConcurrently(_ commands: [[String]], in directory: URL) throws -> [CLIResult] {
        let results = LockedResults(count: commands.count)
        DispatchQueue.concurrentPerform(iterations: commands.count) { index in
            results.set(index, Result { try run(commands[index], in: directory) })
        }
        return try results.values.map { try $0.get() }
    }
}

/// Results filled in from several threads.
private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<CLIResult, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<CLIResult, any Error>) {
        lock.withLock { slots[index] = result }
    }

    var values: [Result<CLIResult, any Error>] {
        lock.withLock { slots.map { $0 ?? .failure(CocoaError(.featureUnsupported)) } }
    }
}
