internal import GRDB

/// Turns SQLite's errors into `StateError`s that name the file; engine and state errors pass through.
enum StoreErrorMapping {
    static func map(_ error: any Error, path: String) -> any Error {
        if error is JuiceMakerError || error is StateError { return error }
        guard let error = error as? DatabaseError else {
            return StateError.database(path: path, detail: String(describing: error))
        }
        let detail = error.message ?? "SQLite error \(error.resultCode.rawValue)"
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return StateError.busy(path: path, seconds: Int(StockDatabase.busyTimeoutSeconds))
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            return StateError.corrupt(path: path, detail: detail)
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_FULL:
            return StateError.cannotWrite(path: path, detail: detail)
        case .SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_AUTH:
            return StateError.cannotOpen(path: path, detail: detail)
        default:
            return StateError.database(path: path, detail: detail)
        }
    }
}
