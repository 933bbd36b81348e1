import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A throwaway PostgreSQL server for one test: its own data directory, TCP port on 127.0.0.1 and
/// Unix socket directory, removed again by ``destroy()`` or when the value goes away.
///
/// The server keeps PostgreSQL's default durability (fsync on), so what benchmarks measure
/// against it is what `psql` and `pgbench` would see. Local (socket) connections are trusted;
/// TCP connections need ``password`` (scram-sha-256). With `tls: true`, the server also speaks TLS
/// with a certificate for `localhost` and `127.0.0.1` signed by a fresh CA at ``caCertificatePath``.
///
/// `initdb` refuses to run as root: as root, the directory is given to the `postgres` OS user and
/// `initdb` and `pg_ctl` run through `runuser -u postgres --`.
public final class PostgresServer: @unchecked Sendable {
    /// Why the server could not be made, started or used; with the server log's last lines.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the command's error output and the log tail where there is one.
        public let message: String
        public var description: String { message }
    }

    /// The directories holding PostgreSQL's programs, best first.
    private static let binaryDirectories: [String] = {
        let fileManager = FileManager.default
        var directories = (ProcessInfo.processInfo.environment["PATH"] ?? "")
            .split(separator: ":").map(String.init)
        directories.append("/usr/local/bin")
        let versions = (try? fileManager.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        directories += versions.sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }.map { "/usr/lib/postgresql/\($0)/bin" }
        return directories
    }()

    /// The directory that has both `initdb` and `pg_ctl`, if any.
    private static let serverBinaries: String? = binaryDirectories.first { directory in
        ["initdb", "pg_ctl"].allSatisfy { FileManager.default.isExecutableFile(atPath: "\(directory)/\($0)") }
    }

    private static func program(_ name: String) -> String? {
        let candidates = (serverBinaries.map { [$0] } ?? []) + binaryDirectories + ["/usr/sbin", "/sbin"]
        return candidates.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether `initdb`, `pg_ctl` and `psql` are installed (on PATH, in /usr/local/bin or /usr/lib/postgresql/*/bin).
    public static var isAvailable: Bool { serverBinaries != nil && program("psql") != nil }

    /// Whether tests must run the server rather than skip: under CI (`CI=true`).
    public static var mustRun: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The TCP port on 127.0.0.1.
    public let port: Int
    /// The temporary directory holding the data directory (`data`), the log and the socket.
    public let directory: URL
    /// The Unix socket directory (the same as `directory`).
    public let socketDirectory: String
    /// The superuser role.
    public let user = "postgres"
    /// The superuser's password, needed over TCP.
    public let password: String
    /// The CA certificate that signed the server's certificate, with `tls: true`.
    public let caCertificatePath: String?

    private let dataDirectory: String
    private let logPath: String
    private let runsAsRoot: Bool
    private let lock = NSLock()
    private var destroyed = false

    /// Makes a fresh cluster with `initdb` and starts it on a free port.
    ///
    /// - Parameter tls: Whether the server gets a certificate and `ssl = on`.
    /// - Throws: ``Failure`` if the programs are missing or `initdb`, `openssl` or `pg_ctl` fail.
    public convenience init(tls: Bool = false) throws {
        guard let binaries = Self.serverBinaries else {
            throw Failure(message: "PostgreSQL's initdb and pg_ctl were not found (PATH, /usr/local/bin, /usr/lib/postgresql/*/bin); install the postgresql package")
        }
        let runsAsRoot = geteuid() == 0
        let base = runsAsRoot ? "/tmp" : FileManager.default.temporaryDirectory.path
        let name = "jm-pg-" + UUID().uuidString.prefix(8).lowercased()
        let directory = URL(fileURLWithPath: base).appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let password = "pw" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let dataDirectory = directory.appendingPathComponent("data").path
        let logPath = directory.appendingPathComponent("log").path

        let caCertificatePath = tls ? directory.appendingPathComponent("ca.crt").path : nil
        func control(_ arguments: [String], what: String) throws {
            try Self.pgCtl(arguments, dataDirectory: dataDirectory, logPath: logPath, asPostgres: runsAsRoot,
                           directory: directory.path, what: what)
        }
        func abandon() {
            if FileManager.default.fileExists(atPath: dataDirectory + "/postmaster.pid") {
                try? control(["-m", "immediate", "stop"], what: "pg_ctl stop")
            }
            try? FileManager.default.removeItem(at: directory)
        }

        var port = 0
        do {
            let passwordFile = directory.appendingPathComponent("pwfile").path
            try Data(password.utf8).write(to: URL(fileURLWithPath: passwordFile))
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: passwordFile)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
            if runsAsRoot { try Self.giveToPostgres(directory.path) }
            try Self.run(
                "\(binaries)/initdb",
                ["-D", dataDirectory, "-U", "postgres", "--auth-local=trust", "--auth-host=scram-sha-256",
                 "--pwfile=\(passwordFile)", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"],
                asPostgres: runsAsRoot, in: directory.path, what: "initdb")
            try? FileManager.default.removeItem(atPath: passwordFile)
            if tls { try Self.makeCertificates(in: directory.path, dataDirectory: dataDirectory, asPostgres: runsAsRoot) }

            // A port picked free may be taken before the server binds it: then try another.
            var attempt = 1
            while true {
                port = try Self.freePort()
                try Self.appendConfiguration(
                    [
                        "port = \(port)",
                        "listen_addresses = '127.0.0.1'",
                        "unix_socket_directories = '\(directory.path)'",
                        "max_connections = 100",
                    ] + (tls ? ["ssl = on", "ssl_cert_file = 'server.crt'", "ssl_key_file = 'server.key'"] : []),
                    dataDirectory: dataDirectory)
                do {
                    try control(["-l", logPath, "start"], what: "pg_ctl start")
                    break
                } catch {
                    let log = Self.tail(of: logPath, lines: 20)
                    let clash = log.contains("could not bind") || log.contains("Address already in use")
                        || log.contains("could not create any TCP/IP sockets")
                    guard clash, attempt < 5 else { throw error }
                    attempt += 1
                }
            }
        } catch {
            abandon()
            throw error
        }

        self.init(port: port, directory: directory, password: password, caCertificatePath: caCertificatePath,
                  dataDirectory: dataDirectory, logPath: logPath, runsAsRoot: runsAsRoot)
    }

    private init(port: Int, directory: URL, password: String, caCertificatePath: String?, dataDirectory: String,
                 logPath: String, runsAsRoot: Bool) {
        self.port = port
        self.directory = directory
        self.socketDirectory = directory.path
        self.password = password
        self.caCertificatePath = caCertificatePath
        self.dataDirectory = dataDirectory
        self.logPath = logPath
        self.runsAsRoot = runsAsRoot
        Self.stopAtExit(self)
    }

    /// A streaming replica of this server, started on a free port of its own: `pg_basebackup -R`
    /// (which writes `standby.signal` and how to reach this primary), then `pg_ctl start`. It
    /// follows this server until ``promote()``; the same superuser and password.
    ///
    /// - Returns: The standby.
    /// - Throws: ``Failure`` with the tool's error output or the standby's log.
    public func makeStandby() throws -> PostgresServer {
        guard let basebackup = Self.program("pg_basebackup") else { throw Failure(message: "pg_basebackup was not found") }
        let base = runsAsRoot ? "/tmp" : FileManager.default.temporaryDirectory.path
        let directory = URL(fileURLWithPath: base).appendingPathComponent("jm-pg-" + UUID().uuidString.prefix(8).lowercased())
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
        if runsAsRoot { try Self.giveToPostgres(directory.path) }
        let dataDirectory = directory.appendingPathComponent("data").path
        let logPath = directory.appendingPathComponent("log").path
        let port: Int
        do {
            try Self.run(basebackup,
                         ["-h", "127.0.0.1", "-p", "\(self.port)", "-U", user, "-D", dataDirectory, "-R", "-X", "stream", "-c", "fast"],
                         asPostgres: runsAsRoot, in: directory.path, environment: ["PGPASSWORD": password], what: "pg_basebackup")
            port = try Self.freePort()
            try Self.appendConfiguration(["port = \(port)", "unix_socket_directories = '\(directory.path)'"],
                                         dataDirectory: dataDirectory)
            try Self.pgCtl(["-l", logPath, "start"], dataDirectory: dataDirectory, logPath: logPath, asPostgres: runsAsRoot,
                           directory: directory.path, what: "pg_ctl start (standby)")
        } catch {
            // Nothing is left behind when the standby cannot be made.
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        return PostgresServer(port: port, directory: directory, password: password, caCertificatePath: nil,
                              dataDirectory: dataDirectory, logPath: logPath, runsAsRoot: runsAsRoot)
    }

    /// Makes a standby the primary (`pg_ctl promote`, waiting until it accepts writes).
    ///
    /// - Throws: ``Failure`` with the log tail.
    public func promote() throws {
        try pgCtl(["promote"], what: "pg_ctl promote")
    }

    /// Kills the postmaster with SIGKILL, as a crash would: its sessions notice on their own.
    ///
    /// - Throws: ``Failure`` when its process id cannot be read.
    public func crash() throws {
        let text = (try? String(contentsOfFile: dataDirectory + "/postmaster.pid", encoding: .utf8)) ?? ""
        guard let first = text.split(separator: "\n").first, let pid = pid_t(first) else {
            throw Failure(message: "the server's postmaster.pid cannot be read")
        }
        kill(pid, SIGKILL)
    }

    /// Adds settings to `postgresql.conf` (they take effect at the next restart, or a reload for
    /// those that allow it).
    ///
    /// - Parameter lines: Lines such as `max_connections = 20`.
    /// - Throws: ``Failure`` when the file cannot be written.
    public func configure(_ lines: [String]) throws {
        try Self.appendConfiguration(lines, dataDirectory: dataDirectory)
    }

    deinit {
        destroy()
    }

    /// The test process's one server for suites that only need a database of their own each (one
    /// `initdb` instead of one per suite). A suite that stops, restarts or reconfigures its server
    /// makes its own instead.
    public static let shared = Result { try PostgresServer() }

    /// Servers still running when the test process ends. A suite keeps its server in a `static let`,
    /// which is never deinitialized: without this, every test run would leave a server behind.
    nonisolated(unsafe) private static var running: [Weak] = []
    private static let runningLock = NSLock()
    private struct Weak { weak var server: PostgresServer? }

    private static func stopAtExit(_ server: PostgresServer) {
        runningLock.withLock {
            if running.isEmpty { atexit { PostgresServer.destroyAllRunning() } }
            running.append(Weak(server: server))
        }
    }

    private static func destroyAllRunning() {
        let servers = runningLock.withLock { running.compactMap(\.server) }
        for server in servers { server.destroy() }
    }

    /// A URL for TCP connections to this server, `postgresql://postgres:PASSWORD@127.0.0.1:PORT/DATABASE?QUERY`.
    ///
    /// - Parameters:
    ///   - database: The database name.
    ///   - password: The password to put in the URL: nil for the real one, "" for none.
    ///   - query: Query parameters without the `?`, such as `sslmode=disable`.
    /// - Returns: The URL.
    public func url(database: String = "postgres", password: String? = nil, query: String = "") -> String {
        let secret = password ?? self.password
        let userInfo = secret.isEmpty ? user : user + ":" + Self.percentEncoded(secret)
        let suffix = query.isEmpty ? "" : "?" + (query.hasPrefix("?") ? String(query.dropFirst()) : query)
        return "postgresql://\(userInfo)@127.0.0.1:\(port)/\(Self.percentEncoded(database))\(suffix)"
    }

    /// Creates a database owned by `postgres`.
    ///
    /// - Parameter name: The database name, quoted as an identifier.
    /// - Throws: ``Failure`` with psql's error output.
    public func createDatabase(_ name: String) throws {
        _ = try psql("CREATE DATABASE \"\(name.replacingOccurrences(of: "\"", with: "\"\""))\"")
    }

    /// Runs SQL with `psql -X -A -t -v ON_ERROR_STOP=1` over the Unix socket.
    ///
    /// - Parameters:
    ///   - sql: One or more statements.
    ///   - database: The database to run them in.
    /// - Returns: psql's standard output: unaligned rows without headers, one a line.
    /// - Throws: ``Failure`` with psql's error output if a statement or the connection fails.
    public func psql(_ sql: String, database: String = "postgres") throws -> String {
        try runPSQL(sql, arguments: ["-h", socketDirectory, "-p", "\(port)", "-U", user, "-d", database], environment: [:])
    }

    /// Runs SQL with `psql` over TCP to 127.0.0.1, with `PGPASSWORD` set: for checks of
    /// authentication and TLS as a client from outside sees them.
    ///
    /// - Parameters:
    ///   - sql: One or more statements.
    ///   - password: The password to send, or nil to send none.
    ///   - database: The database to run them in.
    ///   - host: `127.0.0.1`, or `localhost` (which may also try `::1`, where nothing listens).
    ///   - environment: More variables for psql, such as `PGSSLMODE` or `PGSSLROOTCERT`.
    /// - Returns: psql's standard output.
    /// - Throws: ``Failure`` with psql's error output if authentication, a statement or the connection fails.
    public func psqlOverTCP(
        _ sql: String, password: String?, database: String = "postgres", host: String = "127.0.0.1",
        environment: [String: String] = [:]
    ) throws -> String {
        var variables = environment
        variables["PGPASSWORD"] = password
        return try runPSQL(sql, arguments: ["-h", host, "-p", "\(port)", "-U", user, "-d", database], environment: variables)
    }

    /// Restarts the server (`pg_ctl -m fast -w restart`) on the same port.
    ///
    /// - Throws: ``Failure`` with the log tail.
    public func restart() throws {
        try pgCtl(["-m", "fast", "-l", logPath, "restart"], what: "pg_ctl restart")
    }

    /// Stops the server.
    ///
    /// - Parameter mode: `smart`, `fast` (the default: ends sessions cleanly) or `immediate` (a crash).
    /// - Throws: ``Failure`` with the log tail.
    public func stop(mode: String = "fast") throws {
        try pgCtl(["-m", mode, "stop"], what: "pg_ctl stop")
    }

    /// Starts the stopped server again, on the same port.
    ///
    /// - Throws: ``Failure`` with the log tail.
    public func start() throws {
        try pgCtl(["-l", logPath, "start"], what: "pg_ctl start")
    }

    /// Stops the server at once (`-m immediate`) and removes its directory. Safe to call twice.
    public func destroy() {
        lock.lock()
        let already = destroyed
        destroyed = true
        lock.unlock()
        guard !already else { return }
        if FileManager.default.fileExists(atPath: dataDirectory + "/postmaster.pid") {
            try? pgCtl(["-m", "immediate", "stop"], what: "pg_ctl stop")
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The last lines of the server log.
    ///
    /// - Parameter lines: How many lines.
    /// - Returns: The lines, or "" if there is no log yet.
    public func logTail(lines: Int = 30) -> String {
        Self.tail(of: logPath, lines: lines)
    }

    // MARK: - Running programs

    private func pgCtl(_ arguments: [String], what: String) throws {
        try Self.pgCtl(arguments, dataDirectory: dataDirectory, logPath: logPath, asPostgres: runsAsRoot,
                       directory: directory.path, what: what)
    }

    /// Runs `pg_ctl -D DATA -w -t 60 ARGUMENTS`; a failure carries the server log's tail.
    private static func pgCtl(
        _ arguments: [String], dataDirectory: String, logPath: String, asPostgres: Bool, directory: String,
        what: String
    ) throws {
        guard let binaries = serverBinaries else { throw Failure(message: "pg_ctl was not found") }
        do {
            try run("\(binaries)/pg_ctl", ["-D", dataDirectory, "-w", "-t", "60"] + arguments,
                    asPostgres: asPostgres, in: directory, what: what)
        } catch let failure as Failure {
            throw Failure(message: failure.message + "\nserver log (last lines):\n" + tail(of: logPath, lines: 30))
        }
    }

    private func runPSQL(_ sql: String, arguments: [String], environment: [String: String]) throws -> String {
        guard let psql = Self.program("psql") else { throw Failure(message: "psql was not found") }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("jm-psql-\(UUID().uuidString).sql")
        try Data(sql.utf8).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        var variables = environment
        variables["PGCONNECT_TIMEOUT"] = variables["PGCONNECT_TIMEOUT"] ?? "10"
        return try Self.run(
            psql, ["-X", "-A", "-t", "-q", "-v", "ON_ERROR_STOP=1"] + arguments + ["-f", input.path],
            asPostgres: false, in: directory.path, environment: variables, what: "psql")
    }

    /// Runs a program to its end, its output in files, and returns its standard output.
    ///
    /// On Linux the program is started with `posix_spawn` and every inherited descriptor above 2
    /// closed, not with Foundation's `Process`: `Process` learns of the end of a child from a
    /// socket the child inherits, and the server that `pg_ctl start` leaves running inherits it
    /// too, so `waitUntilExit()` would wait as long as the server runs.
    @discardableResult
    private static func run(
        _ executable: String, _ arguments: [String], asPostgres: Bool, in directory: String,
        environment extra: [String: String] = [:], what: String
    ) throws -> String {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") }
        environment["LC_ALL"] = "C"
        environment.merge(extra) { $1 }
        var command = [executable] + arguments
        if asPostgres {
            guard let runuser = program("runuser") else {
                throw Failure(message: "\(what) must run as the postgres OS user, and runuser was not found")
            }
            command = [runuser, "-u", "postgres", "--"] + command
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("jm-run-\(UUID().uuidString)")
        let outputPath = scratch.path + ".out", errorPath = scratch.path + ".err"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
            FileManager.default.createFile(atPath: errorPath, contents: nil)
        else {
            throw Failure(message: "\(what): cannot create its output files in \(FileManager.default.temporaryDirectory.path)")
        }
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        let status = try spawnAndWait(
            command, environment: environment, directory: directory, output: outputPath, errors: errorPath, what: what)
        let stdout = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw Failure(message: "\(what) failed (\(status > 0 ? "status \(status)" : "signal \(-status)")): "
                + (stderr.isEmpty ? stdout : stderr).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return stdout
    }

    #if os(Linux)
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias AddChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    // glibc has both (2.34 and 2.29), but declares them only for _GNU_SOURCE, which Swift's Glibc module lacks.
    private static let addCloseFrom: AddCloseFrom? =
        dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: AddCloseFrom.self) }
    private static let addChangeDirectory: AddChangeDirectory? =
        dlsym(nil, "posix_spawn_file_actions_addchdir_np").map { unsafeBitCast($0, to: AddChangeDirectory.self) }

    /// Starts `command` with standard input from /dev/null and output to the two files, waits for it.
    ///
    /// - Returns: The exit status, or minus the signal that ended it.
    private static func spawnAndWait(
        _ command: [String], environment: [String: String], directory: String, output: String, errors: String,
        what: String
    ) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_TRUNC, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_TRUNC, 0)
        if let addCloseFrom {
            _ = addCloseFrom(&actions, 3)
        } else {
            let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        if let addChangeDirectory { _ = addChangeDirectory(&actions, directory) }

        let argv = command.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw Failure(message: "\(what): cannot run \(command[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw Failure(message: "\(what): lost track of \(command[0]): \(String(cString: strerror(errno)))")
            }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : -signal
    }
    #else
    /// Starts `command` with standard input from /dev/null and output to the two files, waits for it.
    ///
    /// - Returns: The exit status, or minus the signal that ended it.
    private static func spawnAndWait(
        _ command: [String], environment: [String: String], directory: String, output: String, errors: String,
        what: String
    ) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: errors)
        do {
            try process.run()
        } catch {
            throw Failure(message: "\(what): cannot run \(command[0]): \(error)")
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }
    #endif

    // MARK: - Setting up

    /// Gives `path` and everything in it to the `postgres` OS user.
    private static func giveToPostgres(_ path: String) throws {
        guard let entry = getpwnam("postgres") else {
            throw Failure(message: "running as root needs a 'postgres' OS user (initdb refuses root); install the postgresql package")
        }
        let uid = entry.pointee.pw_uid, gid = entry.pointee.pw_gid
        var paths = [path]
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let child as String in enumerator { paths.append(path + "/" + child) }
        }
        for item in paths where chown(item, uid, gid) != 0 {
            throw Failure(message: "cannot give \(item) to the postgres user: \(String(cString: strerror(errno)))")
        }
    }

    private static func appendConfiguration(_ lines: [String], dataDirectory: String) throws {
        let path = dataDirectory + "/postgresql.conf"
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw Failure(message: "cannot open \(path) to write the test server's settings")
        }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(("\n# juicemaker test server\n" + lines.joined(separator: "\n") + "\n").utf8))
    }

    /// A self-signed CA (`ca.crt` beside the data directory) and a server certificate for
    /// `localhost` and 127.0.0.1 signed by it (`server.crt`, `server.key` in the data directory).
    private static func makeCertificates(in directory: String, dataDirectory: String, asPostgres: Bool) throws {
        guard let openssl = program("openssl") ?? ["/usr/bin/openssl"].first(where: FileManager.default.isExecutableFile) else {
            throw Failure(message: "openssl was not found; it makes the test server's certificates")
        }
        let ca = directory + "/ca", server = dataDirectory + "/server"
        let extensions = directory + "/server.ext"
        try Data("""
            subjectAltName = DNS:localhost, IP:127.0.0.1
            basicConstraints = CA:FALSE
            keyUsage = critical, digitalSignature, keyEncipherment
            extendedKeyUsage = serverAuth

            """.utf8).write(to: URL(fileURLWithPath: extensions))
        let curve = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        try run(openssl, ["req", "-x509"] + curve + [
            "-keyout", ca + ".key", "-out", ca + ".crt", "-days", "3", "-subj", "/CN=juicemaker test CA",
            "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        ], asPostgres: false, in: directory, what: "openssl (CA)")
        try run(openssl, ["req"] + curve + [
            "-keyout", server + ".key", "-out", server + ".csr", "-subj", "/CN=localhost",
        ], asPostgres: false, in: directory, what: "openssl (server key)")
        try run(openssl, [
            "x509", "-req", "-in", server + ".csr", "-CA", ca + ".crt", "-CAkey", ca + ".key",
            "-CAcreateserial", "-out", server + ".crt", "-days", "3", "-extfile", extensions,
        ], asPostgres: false, in: directory, what: "openssl (server certificate)")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: server + ".key")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: ca + ".crt")
        if asPostgres { try giveToPostgres(directory) }
    }

    /// A TCP port on 127.0.0.1 that nothing listened on a moment ago.
    /// A TCP port on 127.0.0.1 that nothing listens on right now.
    public static func freePort() throws -> Int {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(message: "cannot open a socket to find a free port") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else { throw Failure(message: "cannot bind a socket on 127.0.0.1 to find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func tail(of path: String, lines: Int) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }

    private static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~")))
            ?? text
    }
}
