import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with posix_spawn and waits with waitpid, for programs that leave a daemon behind.
///
/// tmux's client forks the server, which inherits the client's descriptors and outlives it.
/// Foundation's `Process` learns of an exit through a descriptor the child holds, so it would wait for
/// the server too (for ever). Here the child gets only standard input, output and error
/// (everything from 3 up is closed), and the wait is for the child's own exit. The child also starts
/// with no signal blocked and default actions: a test runs on a worker thread that blocks them all,
/// and a tmux server that inherited that mask could not be stopped, nor pass SIGWINCH on.
enum ProcessSpawner {
    struct Result {
        var status: Int32
        var output: String
    }

    enum Failure: Error {
        case spawn(Int32)
        case pipe(Int32)
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    readOutput: Bool) throws -> Result {
        let (pid, readEnd) = try spawn(executable, arguments, environment: environment, readOutput: readOutput)
        var output = Data()
        if let readEnd {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                output.append(contentsOf: buffer[0..<count])
            }
            close(readEnd)
        }
        return Result(status: wait(pid), output: String(decoding: output, as: UTF8.self))
    }

    /// Starts a program as `run` does, its output discarded, and returns at once: for a test that
    /// signals it while it works (Foundation's `Process` would pass on the test thread's blocked
    /// signals, so a SIGTERM would wait until the program ended by itself).
    ///
    /// - Returns: Its process id, for `kill` and `wait`.
    ///
    /// - Parameter outputFile: Where standard output and error go (created or truncated); nil: nowhere.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String], outputFile: String? = nil) throws -> pid_t {
        try spawn(executable, arguments, environment: environment, readOutput: false, outputFile: outputFile).pid
    }

    /// Whether a started program has ended, without waiting; an ended one is reaped.
    static func hasEnded(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        var answer = waitpid(pid, &status, WNOHANG)
        while answer < 0 && errno == EINTR { answer = waitpid(pid, &status, WNOHANG) }
        return answer != 0
    }

    /// Waits for a started program to end.
    ///
    /// - Returns: Its exit status, or 128 + the signal that ended it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS, which Swift does not import: low 7 bits 0 means a normal exit.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              readOutput: Bool, outputFile: String? = nil) throws -> (pid: pid_t, readEnd: Int32?) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }

        var ends: [Int32] = [-1, -1]
        if readOutput {
            guard pipe(&ends) == 0 else { throw Failure.pipe(errno) }
            // Close-on-exec, so no other child started meanwhile keeps the pipe open.
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        } else if let outputFile {
            posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0o644)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if outputFile != nil, !readOutput {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        // closefrom(3): glibc ignores a close action on a descriptor that is not open.
        for descriptor in 3...highestOpenDescriptor() + 64 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        if readOutput { close(ends[1]) }
        guard spawned == 0 else {
            if readOutput { close(ends[0]) }
            throw Failure.spawn(spawned)
        }

        return (pid, readOutput ? ends[0] : nil)
    }

    /// The highest descriptor open in this process now (64 more are closed too, for threads opening more).
    private static func highestOpenDescriptor() -> Int32 {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return max(names.compactMap { Int32($0) }.max() ?? 0, 255)
    }
}
