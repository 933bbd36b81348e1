import JuiceMakerMenu
import JuiceMakerStock
/// Which rows of a long list fit on the screen with the cursor visible, and how many are hidden
/// above and below (each hidden side takes one row for its "n more" mark).
struct ScreenWindow: Equatable {
    var range: Range<Int>
    var hiddenAbove: Int
    var hiddenBelow: Int

    init(count: Int, cursor: Int, rows: Int) {
        let cursor = max(0, min(cursor, count - 1))
        guard count > rows else {
            self.init(range: 0..<max(count, 0))
            return
        }
        guard rows >= 3 else {
            // No room for marks: the rows ending at the cursor.
            let start = max(0, min(cursor - max(rows, 1) + 1, count - max(rows, 1)))
            self.init(range: start..<(start + max(rows, 0)))
            return
        }
        let withOneMark = rows - 1
        if cursor < withOneMark {
            self.init(range: 0..<withOneMark, hiddenBelow: count - withOneMark)
        } else if cursor >= count - withOneMark {
            self.init(range: (count - withOneMark)..<count, hiddenAbove: count - withOneMark)
        } else {
            let shown = rows - 2
            let start = max(1, min(cursor - shown / 2, count - shown - 1))
            self.init(range: start..<(start + shown), hiddenAbove: start, hiddenBelow: count - start - shown)
        }
    }

    private init(range: Range<Int>, hiddenAbove: Int = 0, hiddenBelow: Int = 0) {
        self.range = range
        self.hiddenAbove = hiddenAbove
        self.hiddenBelow = hiddenBelow
    }
}
