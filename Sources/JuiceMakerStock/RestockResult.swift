import JuiceMakerMenu

/// What `StockStore.restock(_:)` bought.
public struct RestockResult: Sendable, Hashable {
    /// The plan, as made inside the change's transaction.
    public let plan: RestockPlan
    /// The journal entry; nil when the plan was empty and nothing was written.
    public let entry: JournalEntry?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - plan: The plan bought.
    ///   - entry: Its journal entry, nil when nothing was bought.
    public init(plan: RestockPlan, entry: JournalEntry?) {
        self.plan = plan
        self.entry = entry
    }
}
