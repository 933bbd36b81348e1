/// Start-up: the whole life of a short process, against a Swift program that only loads Foundation
/// and prints a line.
struct StartupBenchmark {
    struct Result {
        var label: String
        var seconds: Double
        var peakMemory: Int
    }

    let products: Products
    let runs: Int
    let warmUp: Int

    /// The floor first, then `juicemaker --version` and `juicemaker validate recipes.yaml`.
    func measure() throws -> [Result] {
        let programs = [
            ("hello-foundation", ChildProcess(probe: products.probe, path: products.helloFoundation, arguments: [])),
            ("juicemaker --version", ChildProcess(probe: products.probe, path: products.juicemaker, arguments: ["--version"])),
            ("juicemaker validate recipes.yaml", ChildProcess(probe: products.probe, path: products.juicemaker, arguments: ["validate", products.defaultMenu])),
        ]
        var times = [[Double]](repeating: [], count: programs.count)
        var peaks = [Int](repeating: 0, count: programs.count)
        log("start-up: \(runs) runs of each, interleaved")
        for round in 0..<(warmUp + runs) {
            for (index, program) in programs.enumerated() {
                let outcome = try program.1.run()
                guard outcome.exitStatus == 0 else {
                    throw LoadingBenchmark.WrongResult(description: "\(program.0) exited \(outcome.exitStatus)")
                }
                if round >= warmUp {
                    times[index].append(outcome.seconds)
                    peaks[index] = max(peaks[index], outcome.peakMemory)
                }
            }
        }
        return programs.indices.map { Result(label: programs[$0].0, seconds: times[$0].median, peakMemory: peaks[$0]) }
    }
}
