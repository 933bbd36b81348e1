import Foundation
internal import GRDB

extension StockDatabase {
    /// A stand's stock rows as the file holds them, read without opening the store for use: nothing
    /// is created, seeded, renamed or migrated (what `validate --state` needs to warn about stock the
    /// menu no longer names).
    ///
    /// - Parameters:
    ///   - path: The stock file.
    ///   - stand: The stand to read.
    /// - Returns: Every stock row of the stand; nil when there is no file yet, or it is of an older
    ///   schema (opening it for use would migrate it first).
    /// - Throws: `StateError` when the file is not a juicemaker stock file or cannot be read.
    public static func peekStock(path: String, stand: StandName) async throws -> [FruitCount]? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard case .ours(let version) = try StateFileInspector.inspect(path: path), version == StockSchema.version else {
            return nil
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try await queue.read { db in try SQLiteStockRows.stock(of: stand.rawValue, db) }
        } catch {
            throw StoreErrorMapping.map(error, path: path)
        }
    }
}
