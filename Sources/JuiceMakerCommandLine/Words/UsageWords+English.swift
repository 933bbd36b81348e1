/// The usage refusals in English.
struct EnglishUsageWords: UsageWords {
    func outOfRange(_ option: String, from lowest: Int, to highest: Int, seconds: Bool) -> String {
        "\(option) must be from \(lowest) to \(highest)\(seconds ? " seconds" : "")"
    }
    func notATimeZone(_ value: String) -> String {
        "'\(value)' is not a time zone; give an IANA name such as Asia/Seoul, Europe/Paris or UTC"
    }
    func notADate(_ value: String, option: String) -> String {
        "'\(value)' is not a date; give \(option) as YYYY-MM-DD, such as 2024-05-01"
    }
    func dayOutOfRange(_ value: String, option: String) -> String { "\(option) \(value) is outside 1970-01-01 to 9998-12-31" }
    func untilBeforeSince(_ until: String, _ since: String) -> String { "--until \(until) is before --since \(since)" }
    func noJSONResult(_ command: String) -> String { "'juicemaker \(command)' prints no result to give as JSON; leave out --json" }
    func twoFormats(_ format: String) -> String { "--json and --format \(format) ask for two formats; give one" }
    var limitAtLeastOne: String { "--limit must be at least 1" }
    var countAtLeastOne: String { "the count must be at least 1, as in 'juicemaker history 5'" }
    var todayOrSince: String { "give --today or --since, not both" }
    var dayOrRange: String { "give --day, or --since (with --until), not both" }
    var untilNeedsSince: String { "--until goes with --since" }
    var suggestOptionsNeedSuggest: String { "--days, --lead-days, --tz and --fix go with --suggest" }
    var suggestExcludes: String { "--suggest goes without --apply, --for and --format csv" }
    func notAnOrigin(_ value: String) -> String {
        "--cors-origin must be one origin, as https://tablet.example or http://192.168.1.20:8080 (http or https, a host, maybe a port), not '\(value)'"
    }
    func notAHostName(_ value: String) -> String { "--allowed-host takes a host name such as stand.lan, not '\(value)'" }
}
