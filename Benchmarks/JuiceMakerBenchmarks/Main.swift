import Foundation
import JuiceMakerKit

/// `juicemaker-bench`: loading against libyaml's floor, and start-up against a Foundation hello.
/// Tables go to standard output (Markdown, for BENCHMARKS.md), progress to standard error.
@main
enum BenchMain {
    static func main() async {
        let options: BenchmarkOptions
        do {
            options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            if let message = error.message { log("juicemaker-bench: \(message)") }
            log(BenchmarkOptions.usage)
            exit(error.message == nil ? 0 : 2)
        }
        if let file = options.bareChildFile { runBareChild(file) }
        do {
            try await run(options)
        } catch {
            log("juicemaker-bench: \(error)")
            exit(1)
        }
    }

    /// The bare loop alone in a fresh process, reading the file as juicemaker does, so its peak
    /// memory is libyaml's plus the file's plus the runtime's.
    static func runBareChild(_ file: String) -> Never {
        guard let bytes = try? FileReader.read(file), BareEventLoop.run(bytes) != nil else { exit(1) }
        exit(0)
    }

    static func loadDefaultMenu(_ products: Products) throws -> Menu {
        let report = MenuLoader.report(path: products.defaultMenu)
        guard let menu = report.menu else {
            throw LoadingBenchmark.WrongResult(description: "\(products.defaultMenu) does not load: \(report.diagnostics.first?.message ?? "?")")
        }
        return menu
    }

    static func run(_ options: BenchmarkOptions) async throws {
        let products = try Products.locate()
        let directory: String
        if let keep = options.keepDirectory {
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            directory = keep
        } else {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("juicemaker-bench-\(getpid())").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        defer { if options.keepDirectory == nil { try? FileManager.default.removeItem(atPath: directory) } }

        print("juicemaker-bench\(options.quick ? " --quick" : ""): \(products.configuration) build, \(Machine.cpuModel), \(Machine.onlineCPUs) CPUs online, allowed CPUs \(Machine.allowedCPUs); median of \(options.runs) loading runs and \(options.startupRuns) start-up runs")
        if products.configuration != "release" { print("(not a release build: numbers say nothing about the targets)") }

        let loading = LoadingBenchmark(products: products, options: options, directory: directory)
        var results: [LoadingBenchmark.Result] = []
        for shape in options.shapes {
            for variant in options.variants {
                for size in options.menuSizes {
                    results.append(try loading.measure(shape: shape, size: size, variant: variant))
                }
            }
        }
        let startup = try StartupBenchmark(products: products, runs: options.startupRuns, warmUp: options.quick ? 0 : 3).measure()
        var orders: (EngineBenchmark.Result, StoreBenchmark.Result)?
        if !options.skipOrders {
            let defaultMenu = try loadDefaultMenu(products)
            let engine = try EngineBenchmark(
                menu: defaultMenu, singleOrders: options.singleOrders, batchOrders: options.batchOrders, runs: options.runs
            ).measure()
            let store = try await StoreBenchmark(
                products: products, directory: directory, orders: options.storeOrders,
                fullDurabilityOrders: options.fullDurabilityOrders, processRuns: options.orderProcessRuns
            ).measure(defaultMenu: defaultMenu)
            orders = (engine, store)
        }

        var tables = ResultTables(judged: !options.quick && products.configuration == "release")
        print("\n### Loading: time\n")
        print(tables.loadingTime(results))
        print("\n### Loading: peak memory\n")
        print(tables.loadingMemory(results))
        print("\n### Scaling\n")
        print(tables.scaling(results))
        print("\n### Start-up\n")
        print(tables.startup(startup))
        if let (engine, store) = orders {
            print("\n### Orders: engine and SQLite\n")
            print(tables.orders(engine: engine, store: store))
        }
        print("")
        if !tables.judged {
            print("Not judged (quick run or debug build).")
        } else if tables.missed.isEmpty {
            print("Every target met.")
        } else {
            print("Missed: " + tables.missed.joined(separator: "; "))
        }
    }
}
