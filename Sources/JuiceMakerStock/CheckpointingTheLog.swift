import JuiceMakerMenu

/// A store whose commits go to a write-ahead log that any of its connections can copy into the
/// database (a checkpoint): what lets `juicemaker serve` have that copying, and its sync, done
/// beside its one writer instead of after the writer's commits. `StockDatabase` is one (SQLite in
/// WAL mode).
package protocol CheckpointingTheLog: StockStore {
    /// Copies into the database what the log holds that no reader still needs, without waiting
    /// for the writer or any reader (SQLite's passive checkpoint). SQLite's own checkpoints after
    /// a commit go on as before; they then find little or nothing left to copy.
    ///
    /// - Throws: `StateError` when the database cannot be reached.
    func checkpointTheLog() throws
}
