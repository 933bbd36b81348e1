import JuiceMakerMenu

/// How hard a commit tries to reach the disk. The file is always in WAL mode.
public enum Durability: Sendable, Hashable {
    /// `synchronous=NORMAL`: a commit survives a crash of the process; a power loss or OS crash may
    /// drop the last few commits, but never corrupts the file or splits a transaction. Fast: about
    /// one fsync per WAL checkpoint instead of one per order.
    case normal
    /// `synchronous=FULL`: every commit is fsynced before it returns; survives power loss.
    case full

    package var synchronousPragma: String {
        switch self {
        case .normal: "NORMAL"
        case .full: "FULL"
        }
    }
}
