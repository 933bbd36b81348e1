import Foundation
internal import GRDB

/// Decides whether a path may be opened for writing, without writing to it.
///
/// Raw bytes first (a non-SQLite file never reaches SQLite), then a read-only SQLite connection
/// for the marks, so a foreign, damaged or newer file is refused byte-for-byte untouched.
enum StateFileInspector {
    enum Finding: Equatable {
        /// No file yet, an empty file, or an SQLite database with no schema and no marks: ours to set up.
        case blank
        /// Our file at this schema version.
        case ours(version: Int)
    }

    static let sqliteMagic = Array("SQLite format 3\u{0}".utf8)

    static func inspect(path: String) throws -> Finding {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .blank }
        if isDirectory.boolValue { throw StateError.isDirectory(path: path) }
        // Open here already: reading the header by hand would drop the open connections' locks.
        if OpenStockFiles.shared.contains(path) { return try readMarks(path: path) }

        let header = try readHeader(path: path)
        if header.isEmpty { return .blank }
        guard header.count == 100, Array(header.prefix(16)) == sqliteMagic else {
            throw StateError.notAStockFile(path: path)
        }
        if let version = settledVersion(header: header, path: path) { return .ours(version: version) }
        return try readMarks(path: path)
    }

    /// Up to the first 100 bytes (SQLite's database header).
    private static func readHeader(path: String) throws -> [UInt8] {
        // Plain open and read: the common case, without Foundation's file handle.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            defer { close(descriptor) }
            var header = [UInt8](repeating: 0, count: 100)
            let count = header.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                var count = 0
                while count < buffer.count {
                    let got = pread(descriptor, base + count, buffer.count - count, off_t(count))
                    if got > 0 {
                        count += got
                    } else if got == 0 {
                        break
                    } else if errno != EINTR {
                        return -1
                    }
                }
                return count
            }
            if count >= 0 { return Array(header.prefix(count)) }
        }
        // Anything unusual goes through FileHandle, whose error the message has always quoted.
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            return Array(try handle.read(upToCount: 100) ?? Data())
        } catch {
            throw StateError.cannotOpen(path: path, detail: Self.describe(error))
        }
    }

    /// The schema version read from the header alone, when the header is the whole truth: one of our
    /// files, in WAL mode, at a version this build knows, and neither a WAL with frames nor a rollback
    /// journal beside it (either could hold newer marks than the main file). Nil sends the file
    /// through a read-only connection instead. Either way the writable connection classifies the file
    /// again inside its first transaction, before it writes anything.
    static func settledVersion(header: [UInt8], path: String) -> Int? {
        guard header.count == 100, header[18] == 2, header[19] == 2 else { return nil }  // WAL read and write versions
        guard Int32(bitPattern: bigEndianWord(header, at: 68)) == StockSchema.applicationID else { return nil }
        let version = Int(Int32(bitPattern: bigEndianWord(header, at: 60)))  // user_version
        guard (1...StockSchema.version).contains(version) else { return nil }
        // SQLite follows a symbolic link and keeps its WAL and journal beside the real file.
        guard let real = realPath(path) else { return nil }
        guard !fileHasBytes(real + "-wal"), !fileExists(real + "-journal") else { return nil }
        return version
    }

    /// The path with every symbolic link resolved, or nil when it cannot be resolved.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func bigEndianWord(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// True unless `stat` says there is no such file (any other answer counts as there being one).
    private static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 || errno != ENOENT
    }

    /// True when the file exists and is not empty, or when `stat` cannot tell.
    private static func fileHasBytes(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_size > 0 }
        return errno != ENOENT
    }

    /// The marks, read through a read-only connection (the header alone can lag behind the WAL).
    private static func readMarks(path: String) throws -> Finding {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(StockDatabase.busyTimeoutSeconds)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try classify(db, path: path) }
        } catch {
            throw StoreErrorMapping.map(error, path: path)
        }
    }

    /// Shared with the writable connection, which checks again inside its first transaction.
    static func classify(_ db: Database, path: String) throws -> Finding {
        let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if applicationID == StockSchema.applicationID {
            guard version <= StockSchema.version else {
                throw StateError.newerVersion(path: path, found: version, supported: StockSchema.version)
            }
            guard version >= 1 else { throw StateError.corrupt(path: path, detail: "no schema version") }
            return .ours(version: version)
        }
        let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        guard applicationID == 0, version == 0, objects == 0 else {
            throw StateError.foreignDatabase(path: path)
        }
        return .blank
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return (error as NSError).localizedDescription
    }
}
