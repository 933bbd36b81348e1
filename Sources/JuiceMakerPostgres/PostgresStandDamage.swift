import JuiceMakerMenu
import JuiceMakerStock

/// How a stand's rows on the server contradict each other (a hand edit), and how to repair it:
/// what `juicemaker.apply_change` answers as `damaged`, and what seeding and reading find.
/// juicemaker never writes over such rows (no reseeding, no "created"); the message says which
/// row is wrong and the statement that puts it right.
enum PostgresStandDamage: Equatable {
    /// The stand's row is gone, but its journal holds entries up to `top`.
    case standRowMissing(top: Int)
    /// The stand's newest journal entry is `top`, but its row says `last`.
    case journalOutOfStep(top: Int, last: Int)
    /// A menu fruit the stand was stocked with has no stock row, or one whose changes are in its journal.
    case stockRowMissing(fruit: String)
    /// A count below 0 or beyond `Limits.maxStock`.
    case beyondLimit(fruit: String, count: Int)

    /// Reads the function's `problem`: `journal TOP LAST`, `missing FRUIT`, `limit COUNT FRUIT`.
    init?(problem: String) {
        let parts = problem.split(separator: " ", maxSplits: 2).map(String.init)
        switch parts.first {
        case "journal" where parts.count == 3:
            guard let top = Int(parts[1]), let last = Int(parts[2]) else { return nil }
            self = .journalOutOfStep(top: top, last: last)
        case "missing" where parts.count >= 2:
            self = .stockRowMissing(fruit: parts.dropFirst().joined(separator: " "))
        case "limit" where parts.count == 3:
            guard let count = Int(parts[1]) else { return nil }
            self = .beyondLimit(fruit: parts[2], count: count)
        default:
            return nil
        }
    }

    /// What is wrong, and the statement that repairs it (run as the schema's owner, e.g. in `psql`).
    ///
    /// - Parameter stand: The stand's name.
    func words(stand: String) -> String {
        let quoted = "'" + stand.replacingOccurrences(of: "'", with: "''") + "'"
        switch self {
        case .standRowMissing(let top):
            return "its row in juicemaker.stands is missing, but its journal holds entries up to #\(top); "
                + "put the row back with INSERT INTO juicemaker.stands (stand, last_entry) VALUES (\(quoted), \(top))"
        case .journalOutOfStep(let top, let last):
            return "its newest journal entry is #\(top), but its row in juicemaker.stands says #\(last); "
                + "set it with UPDATE juicemaker.stands SET last_entry = \(top) WHERE stand = \(quoted)"
        case .stockRowMissing(let fruit):
            return "the stock row of \(fruit.terminalSafe), which it was stocked with, is missing; put it back with its count: "
                + "INSERT INTO juicemaker.stock (stand, fruit_id, count) VALUES (\(quoted), '\(fruit.terminalSafe)', COUNT)"
        case .beyondLimit(let fruit, let count):
            return "\(fruit.terminalSafe) counts \(count), outside 0…\(Limits.maxStock); set it right with "
                + "UPDATE juicemaker.stock SET count = COUNT WHERE stand = \(quoted) AND fruit_id = '\(fruit.terminalSafe)'"
        }
    }
}
