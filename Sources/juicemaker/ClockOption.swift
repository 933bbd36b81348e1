import ArgumentParser
import JuiceMakerCommandLine
import JuiceMakerKit

/// `--tz`, as `history` and `restock --suggest` take it: the stand's clock for one command.
enum ClockOption {
    /// Refuses a `--tz` that names no time zone this system knows, saying what to give.
    ///
    /// - Parameter tz: The option's value, if given.
    /// - Throws: `ValidationError` (a usage error, exit 2).
    static func check(_ tz: String?) throws {
        guard let tz, StandClock(named: tz) == nil else { return }
        throw ValidationError(HelpText.usage.notATimeZone(tz))
    }
}
