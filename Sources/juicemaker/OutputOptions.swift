import ArgumentParser

/// `--json` on every command that reads or changes stock.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print the result as JSON (for scripts).")
    var json = false
}
