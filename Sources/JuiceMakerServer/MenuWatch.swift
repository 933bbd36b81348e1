import JuiceMakerMenu
import JuiceMakerStock
internal import ServiceLifecycle

/// The menu file `serve` was started with, read again every `interval` and before each
/// `GET /api/menu`: a good edit becomes the menu every request uses (the stores are opened again
/// for it, which seeds new fruits and renames as `was:` says); a broken edit is reported with its
/// problems and the last good menu kept, as the shell does. Listeners of `/api/events` hear
/// `event: menu` when either happens.
///
/// A menu read from standard input (`-`) is not watched.
actor MenuWatch: Service {
    /// The menu file as the server knows it.
    struct FileState: Sendable {
        /// The file's name (its last path component: the page shows `name:line:column`).
        var name: String
        /// The version of the menu being served (`MenuFileWatch.version(of:)` of its bytes).
        var served: String
        /// The file's version when it was last read.
        var current: String
        /// What `validate` finds in the file when it is not the menu served (a broken edit).
        var problems: [Diagnostic]
        /// The same problems worded in Korean, for a request in Korean.
        var koreanProblems: [Diagnostic] = []

        /// The problems in `language`.
        func problems(in language: Language) -> [Diagnostic] { language == .ko ? koreanProblems : problems }
    }

    private let path: String?
    private let pool: StorePool
    private let events: StockEvents
    private let interval: Duration
    private let log: @Sendable (String) -> Void
    private var state: FileState
    /// The file, read again only when `stat` says it changed (a 50 MB menu would otherwise be
    /// read and hashed every second).
    private var watch: MenuFileWatch
    /// A check that is reopening the stores: another one waits for it rather than reopening twice.
    private var reloading: Task<Void, Never>?

    /// - Parameters:
    ///   - path: The menu file; nil or `-` for none to watch.
    ///   - served: The version of the menu the stores were opened for.
    ///   - pool: The stores, opened again for a good edit.
    ///   - events: Told when the menu changes.
    ///   - interval: How often the file is read.
    ///   - log: Where a line goes when an edit is taken or refused.
    init(path: String?, served: String, pool: StorePool, events: StockEvents, interval: Duration = .seconds(1),
         log: @escaping @Sendable (String) -> Void) {
        self.path = path == "-" ? nil : path
        self.watch = MenuFileWatch(path: path, version: served)
        self.pool = pool
        self.events = events
        self.interval = interval
        self.log = log
        self.state = FileState(name: path.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? "-",
                               served: served, current: served, problems: [])
    }

    /// The menu file as it is now, read again first: the version served, and the file's state
    /// (nil when there is no file to watch).
    func now() async -> (served: String, file: FileState?) {
        await check()
        return (state.served, path == nil ? nil : state)
    }

    func run() async throws {
        // Ended by the signal itself, not at the next read: serve's shutdown does not wait out a sleep.
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try? await Task.sleep(for: self.interval)
                if !Task.isCancelled { await self.check() }
            }
        }
    }

    /// Reads the file; takes a good edit, remembers a broken one's problems.
    func check() async {
        if let reloading { return await reloading.value }
        guard let path, let edit = watch.check() else { return }
        let version = edit.version
        state.current = version
        guard version != state.served else {
            // Back to the menu served (a broken edit undone).
            state.problems = []
            state.koreanProblems = []
            await events.menuChanged(version: version, broken: false)
            return
        }
        guard let menu = edit.report.menu else {
            state.problems = edit.report.diagnostics
            // Worded once more in Korean now, while the bytes are here: a broken edit is rare.
            state.koreanProblems = MenuLoader.diagnose(bytes: edit.bytes, file: path, language: .ko).diagnostics
            let first = edit.report.diagnostics.first.map { " (first: \($0.line.map { "line \($0)" } ?? "the file"): \($0.message))" } ?? ""
            log("menu: \(path) changed but has \(edit.report.diagnostics.count) problem(s)\(first); keeping the last good menu")
            await events.menuChanged(version: state.served, broken: true)
            return
        }
        // The state changes inside the task (on this actor): a check that waits for this reload
        // must find the new menu served when it resumes, whichever of the two resumes first.
        let task = Task {
            do {
                try await pool.reopen(menu: menu)
                state.served = version
                state.problems = []
                state.koreanProblems = []
                log("menu: \(path) changed; now serving version \(version)")
                await events.menuChanged(version: version, broken: false)
            } catch {
                log("menu: \(path) changed, but the stock could not be opened for it (\(error)); keeping the last good menu")
            }
        }
        reloading = task
        await task.value
        reloading = nil
    }
}
