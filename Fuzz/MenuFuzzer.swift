// libFuzzer entry point: any bytes go through the YAML layer, the validator and every
// diagnostic format. A crash, a trap or an ASan report is a bug. Build and run: Fuzz/run.sh
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMenu(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let report = MenuLoader.report(bytes: bytes, file: "fuzz.yaml")
    for format in DiagnosticFormat.allCases {
        _ = format.format([report], options: DiagnosticFormatOptions(color: true, strict: true, toolVersion: "fuzz"))
    }
    if let menu = report.menu, let compiled = try? CompiledMenu(menu) {
        var maker = JuiceMaker(menu: compiled)
        for juice in 0..<compiled.juiceCount { _ = try? maker.make(juice: juice, count: 1) }
    }
    return 0
}
