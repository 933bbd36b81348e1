internal import GRDB

extension StockDatabase: CheckpointingTheLog {
    public func checkpointTheLog() throws {
        do {
            try queue.inDatabase { db in _ = try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(PASSIVE)") }
        } catch {
            throw StoreErrorMapping.map(error, path: path)
        }
    }
}
