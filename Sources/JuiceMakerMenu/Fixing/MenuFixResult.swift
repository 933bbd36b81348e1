/// What `MenuFixer` did to one menu: the fixed bytes, the fixes it applied, and what is left.
public struct MenuFixResult: Sendable {
    /// The menu's bytes with every applied fix; the input itself when nothing was applied.
    public var bytes: [UInt8]
    /// Every fix applied, pass by pass, each in file order (offsets into the bytes of its pass).
    public var applied: [DiagnosticFix]
    /// The check of the fixed bytes: what is left to do by hand.
    public var report: MenuReport

    /// Whether a fix was applied, so the bytes differ from the input.
    public var changed: Bool { !applied.isEmpty }

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - bytes: The fixed bytes.
    ///   - applied: The fixes applied.
    ///   - report: The check of `bytes`.
    public init(bytes: [UInt8], applied: [DiagnosticFix], report: MenuReport) {
        self.bytes = bytes
        self.applied = applied
        self.report = report
    }
}
