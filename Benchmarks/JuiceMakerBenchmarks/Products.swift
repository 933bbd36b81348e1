import Foundation

/// The programs the benchmark starts: built products next to this binary, and the repository's menu.
struct Products {
    let juicemaker: String
    let helloFoundation: String
    /// Starts each measured process and reports its time and peak memory.
    let probe: String
    /// This binary, started again with `--bare-child` to measure the bare loop's memory alone.
    let bench: String
    let defaultMenu: String
    /// `debug` or `release`, from the build directory's name.
    let configuration: String

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    static func locate() throws(Missing) -> Products {
        let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let directory = bench.deletingLastPathComponent()
        let juicemaker = directory.appendingPathComponent("juicemaker").path
        let hello = directory.appendingPathComponent("hello-foundation").path
        let probe = directory.appendingPathComponent("rusage-probe").path
        for path in [juicemaker, hello, probe] where !FileManager.default.isExecutableFile(atPath: path) {
            throw Missing(description: "\(path) is not built; build every product first: swift build -c release (or plain swift build for --quick)")
        }
        // The repository root from this file's path (Benchmarks/JuiceMakerBenchmarks/Products.swift), else the current directory.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var menu = root.appendingPathComponent("recipes.yaml").path
        if !FileManager.default.fileExists(atPath: menu) { menu = "recipes.yaml" }
        guard FileManager.default.fileExists(atPath: menu) else {
            throw Missing(description: "recipes.yaml not found; run from the repository root")
        }
        let configuration = directory.path.contains("/debug") ? "debug" : directory.path.contains("/release") ? "release" : directory.lastPathComponent
        return Products(juicemaker: juicemaker, helloFoundation: hello, probe: probe, bench: bench.path, defaultMenu: menu, configuration: configuration)
    }
}
