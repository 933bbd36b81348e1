import MenuGenerator

/// The results as Markdown tables, each number next to its target, for BENCHMARKS.md.
struct ResultTables {
    /// Quick runs (debug builds, one repetition) only prove the harness works: no verdicts.
    let judged: Bool
    private(set) var missed: [String] = []

    init(judged: Bool) {
        self.judged = judged
    }

    mutating func loadingTime(_ results: [LoadingBenchmark.Result]) -> String {
        var lines = [
            "| menu | file | bare libyaml loop | YAML tree (parseDocument) | loader in-process (`report`, builds the menu) | loader / loop | checker in-process (`diagnose`, as `validate`) | checker / loop | bare-loop process | `juicemaker validate` process | validate / bare-loop process (median of pairs, ≤ 1.3×; with warnings ≤ 1.5×) | validate / loop (≤ 1.5×, stricter; none set with warnings) |",
            "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
        ]
        for result in results {
            let processes = verdict(result.processRatio <= result.variant.processLimit, "\(result.label): validate / bare-loop process \(Format.ratio(result.processRatio))")
            let strict = result.variant.strictLimit.map {
                verdict(result.processToLoopRatio <= $0, "\(result.label): validate process / in-process loop \(Format.ratio(result.processToLoopRatio))")
            } ?? ""
            lines.append(row([
                result.label,
                LoadingBenchmark.megabytes(result.fileBytes),
                "\(Format.milliseconds(result.bareSeconds)) (\(Format.megabytesPerSecond(bytes: result.fileBytes, seconds: result.bareSeconds)) MB/s)",
                "\(Format.milliseconds(result.treeSeconds)) (\(Format.ratio(result.treeSeconds / result.bareSeconds)))",
                "\(Format.milliseconds(result.loaderSeconds)) (\(Format.megabytesPerSecond(bytes: result.fileBytes, seconds: result.loaderSeconds)) MB/s)",
                Format.ratio(result.loaderRatio),
                "\(Format.milliseconds(result.checkSeconds)) (\(Format.megabytesPerSecond(bytes: result.fileBytes, seconds: result.checkSeconds)) MB/s)",
                Format.ratio(result.checkRatio),
                Format.milliseconds(result.bareProcessSeconds),
                "\(Format.milliseconds(result.processSeconds)) (\(Format.megabytesPerSecond(bytes: result.fileBytes, seconds: result.processSeconds)) MB/s)",
                Format.ratio(result.processRatio) + processes,
                Format.ratio(result.processToLoopRatio) + strict,
            ]))
        }
        return lines.joined(separator: "\n")
    }

    mutating func loadingMemory(_ results: [LoadingBenchmark.Result]) -> String {
        var lines = [
            "| menu | file | peak RSS `juicemaker validate` | × file (≤ 5×) | peak RSS bare-loop process | × file |",
            "|---|--:|--:|--:|--:|--:|",
        ]
        for result in results {
            let memory = verdict(result.memoryRatio <= 5, "\(result.label): peak memory \(Format.ratio(result.memoryRatio)) the file")
            lines.append(row([
                result.label,
                LoadingBenchmark.megabytes(result.fileBytes),
                Format.memory(result.processPeakMemory),
                Format.ratio(result.memoryRatio) + memory,
                Format.memory(result.barePeakMemory),
                Format.ratio(Double(result.barePeakMemory) / Double(result.fileBytes)),
            ]))
        }
        return lines.joined(separator: "\n")
    }

    /// Largest against smallest menu of each kind: linear growth gives about the size ratio.
    mutating func scaling(_ results: [LoadingBenchmark.Result]) -> String {
        var lines = [
            "| menu | sizes | size ratio | `validate` time ratio (≤ 5.5×) | loader time ratio | bare loop time ratio |",
            "|---|---|--:|--:|--:|--:|",
        ]
        let kinds = results.reduce(into: [(SyntheticMenu.Shape, MenuVariant)]()) { kinds, result in
            if !kinds.contains(where: { $0 == (result.shape, result.variant) }) { kinds.append((result.shape, result.variant)) }
        }
        for (shape, variant) in kinds {
            let kind = results.filter { $0.shape == shape && $0.variant == variant }.sorted { $0.fileBytes < $1.fileBytes }
            guard let small = kind.first, let large = kind.last, kind.count > 1 else { continue }
            let ratio = large.processSeconds / small.processSeconds
            let name = "\(shape.rawValue) \(variant.words)"
            lines.append(row([
                name,
                "\(LoadingBenchmark.megabytes(large.fileBytes)) / \(LoadingBenchmark.megabytes(small.fileBytes))",
                Format.ratio(Double(large.fileBytes) / Double(small.fileBytes)),
                Format.ratio(ratio) + verdict(ratio <= 5.5, "\(name): \(Format.ratio(ratio)) the time for 5× the size"),
                Format.ratio(large.loaderSeconds / small.loaderSeconds),
                Format.ratio(large.bareSeconds / small.bareSeconds),
            ]))
        }
        return lines.count > 2 ? lines.joined(separator: "\n") : "(one size only: no scaling ratio)"
    }

    mutating func startup(_ results: [StartupBenchmark.Result]) -> String {
        var lines = [
            "| program | median wall time | × hello-foundation | target | peak RSS |",
            "|---|--:|--:|--:|--:|",
        ]
        guard let floor = results.first else { return "" }
        let targets: [String: Double] = ["juicemaker --version": 1.5, "juicemaker validate recipes.yaml": 2]
        for result in results {
            let ratio = result.seconds / floor.seconds
            var target = "floor"
            var mark = ""
            if let limit = targets[result.label] {
                target = "≤ \(Format.fixed(limit, 1))×"
                mark = verdict(ratio <= limit, "\(result.label): \(Format.ratio(ratio)) the Foundation hello")
            }
            lines.append(row(["`\(result.label)`", Format.milliseconds(result.seconds), Format.ratio(ratio) + mark, target, Format.memory(result.peakMemory)]))
        }
        return lines.joined(separator: "\n")
    }

    mutating func orders(engine: EngineBenchmark.Result, store: StoreBenchmark.Result) -> String {
        var lines = [
            "| measure | result | target |",
            "|---|--:|--:|",
        ]
        let single = verdict(engine.singleOrdersPerSecond >= 20e6, "single-juice orders \(Format.perSecond(engine.singleOrdersPerSecond))")
        lines.append(row(["in memory: single-juice orders (`JuiceMaker.make(juice:)`)", Format.perSecond(engine.singleOrdersPerSecond), "≥ 20 M/s" + single]))
        let batch = verdict(engine.batchOrdersPerSecond >= 3e6, "\(engine.batchLines)-juice batches \(Format.perSecond(engine.batchOrdersPerSecond))")
        lines.append(row(["in memory: \(engine.batchLines)-juice batch orders (`JuiceMaker.make(_:)`)", Format.perSecond(engine.batchOrdersPerSecond), "≥ 3 M/s" + batch]))
        let committed = verdict(store.committedPerSecond >= 5_000, "committed SQLite orders \(Format.perSecond(store.committedPerSecond))")
        lines.append(row(["SQLite, in process: committed orders (`StockDatabase.order`, WAL, synchronous=NORMAL)", Format.perSecond(store.committedPerSecond), "≥ 5,000/s" + committed]))
        lines.append(row(["SQLite, in process: committed orders with synchronous=FULL (an fsync each)", Format.perSecond(store.fullDurabilityPerSecond), "—"]))
        if let sqlite = store.sqliteProcessSeconds {
            let ratio = store.orderProcessSeconds / sqlite
            let process = verdict(ratio <= 3, "juicemaker order process \(Format.ratio(ratio)) the sqlite3 one")
            lines.append(row(["`sqlite3` process: the same transaction, start to exit", Format.milliseconds(sqlite), "floor"]))
            lines.append(row([
                "`juicemaker order` process on the default menu, start to exit (peak RSS \(Format.memory(store.orderProcessPeakMemory)))",
                "\(Format.milliseconds(store.orderProcessSeconds)) (\(Format.ratio(ratio)))", "≤ 3×" + process,
            ]))
        } else {
            lines.append(row(["`juicemaker order` process on the default menu, start to exit", Format.milliseconds(store.orderProcessSeconds), "no sqlite3 to compare"]))
        }
        return lines.joined(separator: "\n")
    }

    private mutating func verdict(_ met: Bool, _ what: String) -> String {
        guard judged else { return "" }
        if !met { missed.append(what) }
        return met ? " met" : " **missed**"
    }

    private func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }
}
