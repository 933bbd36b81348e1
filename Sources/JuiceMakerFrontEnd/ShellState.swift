import JuiceMakerMenu
import JuiceMakerStock
/// Everything the interactive screens show, apart from the menu: the screen, the cursors, what is
/// being typed, the last message, and the stock as last read.
public struct ShellState: Sendable, Hashable {
    public var screen: ShellScreen = .order
    /// Where the help and history screens go back to.
    public var previousScreen: ShellScreen = .order
    /// Every menu fruit with its count as last read, in menu order.
    public var stock: [StockLevel]
    /// How many glasses of each juice the stock allows, in menu order.
    public var servings: [Int]
    /// The selected juice on the order screen.
    public var juiceCursor = 0
    /// The selected fruit in the stock editor.
    public var fruitCursor = 0
    /// Digits typed so far: a juice number on the order screen, a new count in the stock editor.
    public var typed = ""
    public var notice: ShellNotice?
    /// What the last short order lacked, for the "Edit stock?" question.
    public var shortfalls: [Shortfall] = []
    /// The plan the restock screen shows.
    public var restockPlan: RestockPlan?
    /// A menu edit that could not be loaded: its first diagnostic and how many more. The shell keeps
    /// the last good menu meanwhile, and shows this on every screen until the file is fixed.
    public var menuProblem: String?
    /// The journal entries the history screen shows, newest first.
    public var history: [JournalEntry] = []

    public init(stock: [StockLevel], servings: [Int]) {
        self.stock = stock
        self.servings = servings
    }
}
