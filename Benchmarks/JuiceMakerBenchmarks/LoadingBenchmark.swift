import Foundation
import JuiceMakerKit
import JuiceMakerYAML
import MenuGenerator

/// Loading one generated menu on the same bytes: libyaml's bare event loop (in this process, and as
/// a process of its own that reads the file), juicemaker's YAML tree and loader in this process, and
/// a whole `juicemaker validate` process. Processes also report their peak memory.
struct LoadingBenchmark {
    struct Result {
        var label: String
        var shape: SyntheticMenu.Shape
        var fileBytes: Int
        var variant: MenuVariant
        var bareSeconds: Double
        /// The bare loop as a process: start-up, reading the file, the loop, exit.
        var bareProcessSeconds: Double
        /// `YAMLParser.parseDocument` alone: libyaml plus building the node tree.
        var treeSeconds: Double
        /// `MenuLoader.report`: diagnostics and the whole `Menu`, as a program that uses the menu loads it.
        var loaderSeconds: Double
        /// `MenuLoader.diagnose`: the same diagnostics without building the menu, as `validate` checks.
        var checkSeconds: Double
        var processSeconds: Double
        /// The target's ratio: two processes, the same file, the same start-up and reading. The
        /// median of each round's pair (see `measure`), not the ratio of the two medians.
        var processRatio: Double
        var processPeakMemory: Int
        var barePeakMemory: Int
        var diagnostics: Int

        var loaderRatio: Double { loaderSeconds / bareSeconds }
        var checkRatio: Double { checkSeconds / bareSeconds }
        /// Stricter: the whole process against the loop alone.
        var processToLoopRatio: Double { processSeconds / bareSeconds }
        var memoryRatio: Double { Double(processPeakMemory) / Double(fileBytes) }
    }

    struct WrongResult: Error, CustomStringConvertible {
        var description: String
    }

    let products: Products
    let options: BenchmarkOptions
    let directory: String

    /// Generates the menu, checks that loading it gives what the generator promises, then times it.
    func measure(shape: SyntheticMenu.Shape, size: Int, variant: MenuVariant) throws -> Result {
        let menu = SyntheticMenu(variant.options(targetBytes: size, fruitCount: options.fruitCount(shape), shape: shape))
        let label = "\(shape.rawValue) \(variant.words) " + Self.megabytes(size)
        let shapeSuffix = shape == .mixed ? "" : "-\(shape.rawValue.lowercased())"
        let path = directory + "/menu-\(size / 1_000)k\(variant == .valid ? "" : "-\(variant.rawValue)")\(shapeSuffix).yaml"
        guard FileManager.default.createFile(atPath: path, contents: Data(menu.bytes)) else {
            throw WrongResult(description: "cannot write \(path)")
        }
        let bytes = menu.bytes
        log("\(label): \(bytes.count) bytes, \(menu.fruitCount) fruits, \(menu.juiceCount) juices, \(menu.unknownFruitCount) unknown fruits, \(menu.untranslatedJuiceCount) juices in English only -> \(path)")

        // Correctness first: a benchmark of a loader that fails would measure nothing.
        guard let events = BareEventLoop.run(bytes) else { throw WrongResult(description: "\(label): libyaml rejects the generated menu") }
        let report = MenuLoader.report(bytes: bytes, file: path)
        let checked = MenuLoader.diagnose(bytes: bytes, file: path)
        guard checked.diagnostics == report.diagnostics, checked.menu == nil else {
            throw WrongResult(description: "\(label): MenuLoader.diagnose gives other diagnostics than MenuLoader.report")
        }
        if let mismatch = variant.mismatch(report.diagnostics, menu: menu, juiceCount: report.menu?.juices.count) {
            throw WrongResult(description: "\(label): \(mismatch)")
        }
        let validate = ChildProcess(probe: products.probe, path: products.juicemaker, arguments: ["validate", path])
        let bareChild = ChildProcess(probe: products.probe, path: products.bench, arguments: ["--bare-child", path])
        let expectedStatus = variant.exitStatus
        log("  \(events) events, \(report.diagnostics.count) diagnostics; timing \(options.runs) runs, \(options.processPairs) process pairs")

        var bare: [Double] = [], tree: [Double] = [], loader: [Double] = [], check: [Double] = [], process: [Double] = [], bareProcess: [Double] = []
        var pairRatios: [Double] = []
        var processPeak = 0, barePeak = 0
        var sink = 0
        // Interleaved, so a slow spell on a shared machine hurts all of them alike; the process pairs
        // past `runs` follow one another.
        for round in 0..<max(options.runs, options.processPairs) {
            if round < options.runs {
                bare.append(Stopwatch.time { sink &+= BareEventLoop.run(bytes) ?? 0 })
                tree.append(Stopwatch.time { sink &+= (try? YAMLParser.parseDocument(bytes))??.nodeCount ?? 0 })
                loader.append(Stopwatch.time { sink &+= MenuLoader.report(bytes: bytes, file: path).diagnostics.count })
                check.append(Stopwatch.time { sink &+= MenuLoader.diagnose(bytes: bytes, file: path).diagnostics.count })
            }
            guard round < options.processPairs else { continue }
            // The two processes run back to back, and their ratio is taken per round: on a shared
            // host, a slow spell lasting seconds hits both of a pair alike, where it moved one
            // median and not the other. They take turns going first: the second of a pair always
            // starts right after another process has freed its memory, the first after whatever
            // came before, and the two can find memory in different states (BENCHMARKS.md).
            var validateSeconds = 0.0, bareSeconds = 0.0
            for runsValidate in round % 2 == 0 ? [true, false] : [false, true] {
                if runsValidate {
                    let outcome = try validate.run()
                    guard outcome.exitStatus == expectedStatus else {
                        throw WrongResult(description: "\(label): juicemaker validate exited \(outcome.exitStatus), expected \(expectedStatus)")
                    }
                    validateSeconds = outcome.seconds
                    processPeak = max(processPeak, outcome.peakMemory)
                } else {
                    let bareOutcome = try bareChild.run()
                    guard bareOutcome.exitStatus == 0 else { throw WrongResult(description: "\(label): the bare-loop child failed") }
                    bareSeconds = bareOutcome.seconds
                    barePeak = max(barePeak, bareOutcome.peakMemory)
                }
            }
            process.append(validateSeconds)
            bareProcess.append(bareSeconds)
            pairRatios.append(validateSeconds / bareSeconds)
        }
        if sink == 42 { log("") }  // keeps the optimiser from dropping the timed work

        return Result(
            label: label, shape: shape, fileBytes: bytes.count, variant: variant,
            bareSeconds: bare.median, bareProcessSeconds: bareProcess.median, treeSeconds: tree.median, loaderSeconds: loader.median, checkSeconds: check.median, processSeconds: process.median, processRatio: pairRatios.median,
            processPeakMemory: processPeak, barePeakMemory: barePeak,
            diagnostics: report.diagnostics.count
        )
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1_000_000 ? "\(Format.fixed(Double(bytes) / 1e6, bytes % 1_000_000 == 0 ? 0 : 1)) MB" : "\(bytes / 1_000) KB"
    }
}

/// Progress goes to standard error, so standard output holds only the tables.
func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
