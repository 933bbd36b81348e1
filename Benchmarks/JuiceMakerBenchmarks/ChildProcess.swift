#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion through `rusage-probe`, output thrown away, and reports its wall
/// time and peak memory as the probe measured them (see Benchmarks/RusageProbe/main.c for why).
struct ChildProcess {
    struct Outcome {
        var seconds: Double
        /// Peak resident set size in bytes (`ru_maxrss`).
        var peakMemory: Int
        var exitStatus: Int32
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let probe: String
    let path: String
    let arguments: [String]

    func run() throws(Failure) -> Outcome {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])

        let argv: [UnsafeMutablePointer<CChar>?] = ([probe, path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, probe, &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw Failure(description: "cannot start \(probe): \(String(cString: strerror(spawned)))")
        }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            output.append(contentsOf: chunk[0..<count])
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}

        let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 3, let seconds = Double(fields[0]), let kibibytes = Int(fields[1]), let exit = Int32(fields[2]) else {
            throw Failure(description: "rusage-probe gave no measurement for \(path) \(arguments.joined(separator: " "))")
        }
        return Outcome(seconds: seconds, peakMemory: kibibytes * 1_024, exitStatus: exit)
    }
}
