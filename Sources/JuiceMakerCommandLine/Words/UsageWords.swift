import JuiceMakerMenu

/// What a command line is refused for when the parser took its words but a command's
/// `validate()` does not (a usage error, exit 2), one catalogue per language: `EnglishUsageWords`
/// and `KoreanUsageWords`. Read as `HelpText.usage.limitAtLeastOne`, in the language of help texts
/// (`HelpText.language`, decided before parsing).
package protocol UsageWords: Sendable {
    /// An option's value outside its range; `seconds` when the value counts seconds.
    func outOfRange(_ option: String, from lowest: Int, to highest: Int, seconds: Bool) -> String
    /// `--tz` naming no time zone this system knows.
    func notATimeZone(_ value: String) -> String
    /// A day that is not `YYYY-MM-DD`.
    func notADate(_ value: String, option: String) -> String
    /// A day before 1970 or after 9998 (ISO 8601 stamps the journal's times in four digits).
    func dayOutOfRange(_ value: String, option: String) -> String
    /// `--until` before `--since`.
    func untilBeforeSince(_ until: String, _ since: String) -> String
    /// `--json` on a command that prints nothing to give as JSON.
    func noJSONResult(_ command: String) -> String
    /// `--json` and a `--format` naming another format.
    func twoFormats(_ format: String) -> String
    /// `history --limit 0`.
    var limitAtLeastOne: String { get }
    /// `history 0`.
    var countAtLeastOne: String { get }
    /// `history --today --since …`.
    var todayOrSince: String { get }
    /// `report --day` with `--since` or `--until`.
    var dayOrRange: String { get }
    /// `report --until` without `--since`.
    var untilNeedsSince: String { get }
    /// `restock`'s suggestion options without `--suggest`.
    var suggestOptionsNeedSuggest: String { get }
    /// `restock --suggest` with what only a plan takes.
    var suggestExcludes: String { get }
    /// `serve --cors-origin` that is not one origin.
    func notAnOrigin(_ value: String) -> String
    /// `serve --allowed-host` that is not a host name.
    func notAHostName(_ value: String) -> String
}

extension HelpText {
    /// The usage refusals in the language of help texts.
    package static var usage: any UsageWords {
        switch language {
        case .en: EnglishUsageWords()
        case .ko: KoreanUsageWords()
        }
    }
}
