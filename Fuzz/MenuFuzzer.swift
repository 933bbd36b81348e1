// libFuzzer entry point: any bytes go through the YAML layer, the validator (both the full load and
// validate's check-only path, which must agree) and every diagnostic format, with and without colour.
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
        var maker = JuiceMaker(menu: menu)
        for juice in 0..<menu.juices.count { _ = try? maker.make(juiceAt: juice, count: 1) }
    }
    return 0
}
