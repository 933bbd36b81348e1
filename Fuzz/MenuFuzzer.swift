import JuiceMakerMenu

// libFuzzer entry point: any bytes go through the YAML layer, the validator (both the full load and
// validate's check-only path, which must agree), every diagnostic format with and without colour,
// and, for a menu that loads, the way in for menus made in code (the menu written as a file by
// `MenuYAMLWriter` must be accepted and read back as the same menu: one source of truth) and the
// engine.
// A crash, a trap or an ASan report is a bug. Build and run: Fuzz/run.sh
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMenu(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let report = MenuLoader.report(bytes: bytes, file: "fuzz.yaml")
    // validate's check-only path must find exactly what the full load finds.
    let checked = MenuLoader.diagnose(bytes: bytes, file: "fuzz.yaml")
    if checked.diagnostics != report.diagnostics || checked.menu != nil {
        fatalError("MenuLoader.diagnose and MenuLoader.report disagree")  // the fuzzer's oracle, not an input path
    }
    for format in DiagnosticFormat.allCases {
        for color in [true, false] {
            _ = format.formatUTF8([report], options: DiagnosticFormatOptions(color: color, strict: true, toolVersion: "fuzz"))
        }
    }
    if let menu = report.menu {
        if !MenuLoader.check(version: menu.version, currency: menu.currency, timeZone: menu.timeZone, fruits: menu.fruits,
                             juices: menu.juices).isEmpty {
            fatalError("the loader built a menu that Menu(version:currency:timeZone:fruits:juices:) refuses")  // the oracle
        }
        let written = MenuYAMLWriter.yaml(version: menu.version, currency: menu.currency, timeZone: menu.timeZone, fruits: menu.fruits,
                                          juices: menu.juices)
        if MenuLoader.report(bytes: written, file: "written.yaml").menu != menu {
            fatalError("a loaded menu written by MenuYAMLWriter reads back as another menu")  // the oracle
        }
        var maker = JuiceMaker(menu: menu)
        for juice in menu.juices { _ = try? maker.make(juice: juice.id, count: 1) }
    }
    return 0
}
