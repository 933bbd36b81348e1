import Foundation
import JuiceMakerYAML

/// `timezone:`: the stand's own clock, an IANA time zone (`Asia/Seoul`), by which `history` shows
/// times and days begin.
extension MenuValidator {
    /// Every name `timezone:` takes: the IANA zones this system knows, and `UTC`.
    static var timeZoneNames: [String] { StandClock.names }

    /// Reads `timezone:`; a zone in the wrong case (`asia/seoul`) is refused with a fix to its name.
    ///
    /// - Returns: The zone, or nil (with an error at `node`) when it names none.
    mutating func readTimeZone(_ node: Int32) -> TimeZone? {
        guard nodes.kind(node) == .scalar, !isNull(node) else {
            error(.wrongType, words.timeZoneNotAName(describe(node)), at: node)
            return nil
        }
        let text = nodes.string(node)
        if Self.timeZoneNames.contains(text), let zone = TimeZone(identifier: text) { return zone }
        var message = words.timeZoneNotAName(Quoted.name(text))
        var fix: DiagnosticFix?
        let lowered = text.lowercased()
        if let meant = Self.timeZoneNames.first(where: { $0.lowercased() == lowered }) {
            message += words.didYouMean(meant)
            fix = ScalarFix.replacing(node, in: nodes, with: meant)
        } else if let suggestion = NameSuggester(candidates: Self.timeZoneNames).suggestionWithUniqueness(for: text.strippingInvisibles),
                  suggestion.isOnlyClosest {
            message += words.didYouMean(suggestion.name)
        }
        hasError = true
        diagnostics.append(Diagnostic(.error, .unknownTimeZone, message, at: nodes.position(node), fix: fix))
        return nil
    }
}
