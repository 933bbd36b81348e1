import MenuGenerator

/// What one run of `juicemaker-bench` measures, from its command line.
struct BenchmarkOptions {
    /// Sizes of the generated menus, in bytes.
    var menuSizes: [Int] = [10_000_000, 50_000_000]
    /// The generator's menu shapes to load, each at every size and in every variant.
    var shapes: [SyntheticMenu.Shape] = SyntheticMenu.Shape.allCases
    /// Valid, with many errors, with many warnings.
    var variants: [MenuVariant] = MenuVariant.allCases
    /// Fruits per menu of the mixed shape (the flowLines shape has 4,500, as in issue 9's menu, and
    /// blockFruits 25,000); fewer in quick mode so a small menu still uses every fruit.
    var fruitCount = 1_000
    var flowLinesFruitCount = 4_500
    var blockFruitsFruitCount = 25_000
    func fruitCount(_ shape: SyntheticMenu.Shape) -> Int {
        switch shape {
        case .mixed: fruitCount
        case .flowLines: flowLinesFruitCount
        case .blockFruits: blockFruitsFruitCount
        }
    }

    /// Timed repetitions per measurement (the median is reported).
    var runs = 5
    /// Pairs of processes (`juicemaker validate` and the bare loop) timed per menu; the loading
    /// target is judged on the median of their ratios. More than `runs`: a process is cheap next to
    /// the in-process runs, and on a shared host one run in eight or so is hit by a slow spell.
    var processPairs = 11
    var startupRuns = 50
    /// In-memory orders per timed run, one juice each and batches of eight.
    var singleOrders = 20_000_000
    var batchOrders = 4_000_000
    /// Committed orders through SQLite in one process, and with an fsync per commit.
    var storeOrders = 20_000
    var fullDurabilityOrders = 300
    /// `juicemaker order` processes (and `sqlite3` ones) timed.
    var orderProcessRuns = 30
    /// One run of everything on a small menu: checks that the harness works, judges nothing.
    var quick = false
    /// Loading and start-up only (for a juicemaker without the order engine, or a quicker run).
    var skipOrders = false
    /// Keep the generated menus in this directory instead of a temporary one.
    var keepDirectory: String?
    /// Internal: run only the bare libyaml loop on this file, so its peak memory can be measured alone.
    var bareChildFile: String?

    static let usage = """
    usage: juicemaker-bench [--quick] [--runs N] [--process-pairs N] [--startup-runs N] [--sizes MB,MB] [--shapes S,S] [--variants V,V] [--keep DIR]

      --quick            one run of everything on a ~200 KB menu (for CI, debug builds); judges nothing
      --runs N           repetitions of each loading measurement, median reported (default 5)
      --process-pairs N  validate and bare-loop processes timed back to back, in turns; the
                         loading target is judged on the median of the pairs' ratios (default 11)
      --startup-runs N   repetitions of each start-up measurement (default 50)
      --sizes 10,50      menu sizes in MB (default 10,50); the scaling ratio compares the last to the first
      --shapes mixed,flowLines,blockFruits
                         the generator's menu shapes to load (default: all of them)
      --variants valid,errors,warnings
                         what the menus hold besides their shape (default: all three)
      --keep DIR         write the generated menus to DIR and leave them there
      --skip-orders      leave out the engine and SQLite order benchmarks

    Build every product first, in the same configuration:
      swift build -c release && swift run -c release juicemaker-bench
    For one core, run it under `taskset -c 1`.
    """

    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick":
                quick = true
            case "--skip-orders":
                skipOrders = true
            case "--runs":
                runs = try Self.positive(rest.popFirst(), for: argument)
            case "--process-pairs":
                processPairs = try Self.positive(rest.popFirst(), for: argument)
            case "--startup-runs":
                startupRuns = try Self.positive(rest.popFirst(), for: argument)
            case "--sizes":
                let parts = (rest.popFirst() ?? "").split(separator: ",")
                let sizes = parts.compactMap { Double($0) }.map { Int($0 * 1_000_000) }
                guard !sizes.isEmpty, sizes.count == parts.count, sizes.allSatisfy({ $0 > 0 }) else {
                    throw UsageError("--sizes takes sizes in MB separated by commas, like 10,50")
                }
                menuSizes = sizes
            case "--shapes":
                let parts = (rest.popFirst() ?? "").split(separator: ",")
                let shapes = parts.compactMap { SyntheticMenu.Shape(rawValue: String($0)) }
                guard !shapes.isEmpty, shapes.count == parts.count else {
                    throw UsageError("--shapes takes shapes separated by commas, from: " + SyntheticMenu.Shape.allCases.map(\.rawValue).joined(separator: ", "))
                }
                self.shapes = shapes
            case "--variants":
                let parts = (rest.popFirst() ?? "").split(separator: ",")
                let variants = parts.compactMap { MenuVariant(rawValue: String($0)) }
                guard !variants.isEmpty, variants.count == parts.count else {
                    throw UsageError("--variants takes variants separated by commas, from: " + MenuVariant.allCases.map(\.rawValue).joined(separator: ", "))
                }
                self.variants = variants
            case "--keep":
                guard let directory = rest.popFirst() else { throw UsageError("--keep takes a directory") }
                keepDirectory = directory
            case "--bare-child":
                guard let file = rest.popFirst() else { throw UsageError("--bare-child takes a file") }
                bareChildFile = file
            case "-h", "--help":
                throw UsageError(nil)
            default:
                throw UsageError("unknown argument '\(argument)'")
            }
        }
        if quick {
            menuSizes = [200_000]
            fruitCount = 300
            flowLinesFruitCount = 300
            blockFruitsFruitCount = 300
            runs = 1
            processPairs = 1
            startupRuns = 1
            singleOrders = 100_000
            batchOrders = 20_000
            storeOrders = 200
            fullDurabilityOrders = 10
            orderProcessRuns = 1
        }
    }

    private static func positive(_ text: String?, for option: String) throws(UsageError) -> Int {
        guard let text, let value = Int(text), value > 0 else { throw UsageError("\(option) takes a positive whole number") }
        return value
    }
}

struct UsageError: Error {
    /// Nil for `--help`: print the usage and succeed.
    let message: String?
    init(_ message: String?) { self.message = message }
}
