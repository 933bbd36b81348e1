import Foundation
import GRDB

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

        let header: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            header = try handle.read(upToCount: 100) ?? Data()
        } catch {
            throw StateError.cannotOpen(path: path, detail: Self.describe(error))
        }
        if header.isEmpty { return .blank }
        guard header.count == 100, Array(header.prefix(16)) == sqliteMagic else {
            throw StateError.notAStockFile(path: path)
        }
        return try readMarks(path: path)
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
