/// Turns the reports of one run into the text printed on standard output.
///
/// Formatters are pure: the same reports and options always give the same string, which ends with a newline.
///
/// A formatter writes its output once, as bytes (`formatUTF8(_:)`); `format(_:)` and, unless the
/// formatter hands its output over in pieces itself, `writeUTF8(_:to:)` come from it.
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
    /// The bytes of `formatUTF8(_:)` handed to `write` in pieces, in order, so that the report of a
    /// broken 50 MB menu (megabytes of text) need not be held whole.
    ///
    /// - Parameters:
    ///   - reports: The reports, in the order to print them.
    ///   - write: Called with each piece; a piece is valid only during the call.
    func writeUTF8(_ reports: [MenuReport], to write: (UnsafeBufferPointer<UInt8>) -> Void)
}

extension DiagnosticFormatter {
    /// The text of `formatUTF8(_:)`.
    ///
    /// - Parameter reports: The reports, in the order to print them.
    /// - Returns: The output, ending with a newline.
    public func format(_ reports: [MenuReport]) -> String {
        formatUTF8(reports).utf8String
    }

    /// `formatUTF8(_:)` in one piece, for formatters that do not write pieces themselves.
    ///
    /// - Parameters:
    ///   - reports: The reports, in the order to print them.
    ///   - write: Called once with the whole output.
    public func writeUTF8(_ reports: [MenuReport], to write: (UnsafeBufferPointer<UInt8>) -> Void) {
        formatUTF8(reports).withUnsafeBufferPointer(write)
    }
}
