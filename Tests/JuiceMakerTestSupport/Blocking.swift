import Foundation

/// Runs a test body that blocks (it waits on processes, servers, sockets or files) on a thread of
/// its own, at most `BlockingGate.width` such bodies at once. An `async` body's child tasks run on
/// that thread too (they inherit the executor preference).
///
/// Swift Testing runs every test as a task on Swift's cooperative pool, which has one thread per
/// core: two here. A synchronous test that waits for a process holds one of them for its whole
/// length, so two such tests stalled every other test, the in-process ones included (a 30 ms
/// HTTP test reported 110 s). Under a task executor preference the body runs on a dedicated
/// thread while the test's task, and so `#expect` and the test's context, stay the same.
///
/// - Parameter body: The test's body.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func blocking<T: Sendable>(_ body: () async throws -> T) async throws -> T {
    await BlockingGate.shared.enter()
    let executor = ThreadExecutor()
    do {
        let value = try await withTaskExecutorPreference(executor) { try await body() }
        executor.stop()
        await BlockingGate.shared.leave()
        return value
    } catch {
        executor.stop()
        await BlockingGate.shared.leave()
        throw error
    }
}

/// How many blocking test bodies run at once: as many as the cores. More made the PostgreSQL and
/// serve suites, which start servers and processes of their own, compete for the same 2 cores.
actor BlockingGate {
    static let shared = BlockingGate()
    static let width = 2

    private var free = width
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// A task executor with one thread of its own, for as long as it is not stopped.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    // Safe because `jobs` and `stopped` are touched only with `condition`'s lock held.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var stopped = false

    init() {
        let thread = Thread { [self] in run() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Ends the thread once the jobs enqueued so far have run.
    func stop() {
        condition.withLock {
            stopped = true
            condition.signal()
        }
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
