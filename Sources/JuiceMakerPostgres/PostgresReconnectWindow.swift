/// How long a command keeps reaching for a server that went away: the connect timeout, at least
/// 5 s (a fast restart takes about a second), from the first failure's command start.
///
/// A statement that went unanswered for `PostgresConnection.queryDeadlineSeconds` (a server stuck,
/// or killed with its sessions half alive) has used up most of a window by itself: the window is
/// renewed once after it, so the statement is settled and sent again on a new connection instead
/// of failing the command.
struct PostgresReconnectWindow {
    private let length: Duration
    private var deadline: ContinuousClock.Instant
    private var renewals = 1

    /// A window starting now.
    ///
    /// - Parameter connectTimeoutSeconds: The settings' connect timeout.
    init(connectTimeoutSeconds: Int) {
        length = .seconds(max(connectTimeoutSeconds, 5))
        deadline = ContinuousClock.now + length
    }

    /// Whether there is time for another try after `error`: time is left, or the error is a query
    /// deadline and the window was not renewed yet (it is renewed now).
    mutating func allowsAnotherTry(after error: any Error) -> Bool {
        if ContinuousClock.now < deadline { return true }
        guard renewals > 0, error is QueryDeadline else { return false }
        renewals -= 1
        deadline = ContinuousClock.now + length
        return true
    }

    /// Gives the window a fresh length from now (a change found not made after a lost answer is
    /// sent again with the time a first send has).
    mutating func renew() {
        deadline = max(deadline, ContinuousClock.now + length)
    }
}
