/// Turns the reports of one run into the text printed on standard output.
///
/// Formatters are pure: the same reports and options always give the same string, which ends with a newline.
public protocol DiagnosticFormatter: Sendable {
    func format(_ reports: [MenuReport]) -> String
}
