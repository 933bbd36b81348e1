/// Turns the reports of one run into the text printed on standard output.
///
/// Formatters are pure: the same reports and options always give the same string, which ends with a newline.
public protocol DiagnosticFormatter: Sendable {
    func format(_ reports: [MenuReport]) -> String
    /// The same text as UTF-8 bytes, for writing out without making a String of a large report first.
    func formatUTF8(_ reports: [MenuReport]) -> [UInt8]
}

extension DiagnosticFormatter {
    public func formatUTF8(_ reports: [MenuReport]) -> [UInt8] {
        Array(format(reports).utf8)
    }
}
