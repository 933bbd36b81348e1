/// Turns the reports of one run into the text printed on standard output.
///
/// Formatters are pure: the same reports and options always give the same string, which ends with a newline.
public protocol DiagnosticFormatter: Sendable {
    /// The text for the reports of one run.
    ///
    /// - Parameter reports: The reports, in the order to print them.
    /// - Returns: The output, ending with a newline.
    func format(_ reports: [MenuReport]) -> String
    /// The same text as UTF-8 bytes, for writing out without making a String of a large report first.
    ///
    /// - Parameter reports: The reports, in the order to print them.
    /// - Returns: The bytes of `format(_:)`'s text.
    func formatUTF8(_ reports: [MenuReport]) -> [UInt8]
}

extension DiagnosticFormatter {
    /// The UTF-8 of `format(_:)`, for formatters that do not write bytes themselves.
    ///
    /// - Parameter reports: The reports, in the order to print them.
    /// - Returns: The bytes of `format(_:)`'s text.
    public func formatUTF8(_ reports: [MenuReport]) -> [UInt8] {
        Array(format(reports).utf8)
    }
}
