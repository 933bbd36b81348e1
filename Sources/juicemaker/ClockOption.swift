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
        throw ValidationError(HelpText.say("'\(tz)' is not a time zone; give an IANA name such as Asia/Seoul, Europe/Paris or UTC",
                                           "'\(tz)'은(는) 시간대가 아니에요; Asia/Seoul, Europe/Paris, UTC 같은 IANA 이름을 주세요"))
    }
}
