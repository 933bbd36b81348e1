import Foundation

/// The stand's own clock: the time zone times are shown in and days begin by. `--tz` names it,
/// else the menu's `timezone:`, else the machine's zone.
public struct StandClock: Sendable, Hashable {
    /// The zone.
    public let zone: TimeZone
    /// Its name as people read it: `Asia/Seoul`, and `UTC` for the zone of that offset's many names.
    public let name: String

    /// The clock of `zone`.
    ///
    /// - Parameter zone: Any time zone.
    public init(zone: TimeZone) {
        self.zone = zone
        let utcNames: Set<String> = ["GMT", "UTC", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu", "GMT0", "Etc/GMT0"]
        self.name = utcNames.contains(zone.identifier) ? "UTC" : zone.identifier
    }

    /// The clock a name gives: an IANA time zone this system knows, or `UTC`.
    ///
    /// - Parameter name: `Asia/Seoul`, `UTC`, …
    /// - Returns: nil when the name is no such zone.
    public init?(named name: String) {
        guard Self.names.contains(name), let zone = TimeZone(identifier: name) else { return nil }
        self.init(zone: zone)
    }

    /// Every name `init(named:)` takes: the IANA zones this system knows, and `UTC`.
    public static let names: [String] = ["UTC"] + TimeZone.knownTimeZoneIdentifiers.sorted()

    /// The clock in effect: `name` (`--tz`), else the menu's `timezone:`, else the machine's.
    ///
    /// - Parameters:
    ///   - name: What `--tz` says, if it was given; checked by the caller (`init(named:)`).
    ///   - menu: The menu, whose `timeZone` comes second.
    /// - Returns: The clock.
    public static func of(_ name: String?, menu: Menu?) -> StandClock {
        if let name, let clock = StandClock(named: name) { return clock }
        if let zone = menu?.timeZone { return StandClock(zone: zone) }
        return StandClock(zone: .current)
    }

    /// `2024-05-01 21:00:00`: the date and time on this clock.
    ///
    /// - Parameter date: A moment.
    /// - Returns: Its wall-clock time here, to the second.
    public func timestamp(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { let text = String(value ?? 0); return text.count < 2 ? "0" + text : text }
        return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }

    /// The moment a day begins on this clock: its midnight.
    ///
    /// - Parameter day: `2024-05-01`.
    /// - Returns: nil when the text is not such a date.
    public func start(ofDay day: String) -> Date? {
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2]),
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) }) else { return nil }
        let components = DateComponents(year: year, month: month, day: dayOfMonth)
        guard components.isValidDate(in: calendar), let start = calendar.date(from: components) else { return nil }
        return start
    }

    /// The moment today began on this clock.
    ///
    /// - Parameter now: The present moment.
    /// - Returns: The midnight before it.
    public func startOfToday(_ now: Date = Date()) -> Date {
        calendar.startOfDay(for: now)
    }

    /// The moment the first of the last `days` days began on this clock, today included: the
    /// midnight `days - 1` days before today's.
    ///
    /// - Parameters:
    ///   - days: How many days, 1 or more.
    ///   - now: The present moment.
    /// - Returns: That midnight.
    public func start(ofLast days: Int, now: Date = Date()) -> Date {
        let today = startOfToday(now)
        return calendar.date(byAdding: .day, value: -(days - 1), to: today) ?? today
    }

    /// The Gregorian calendar on this clock's zone, whose days begin at its midnights.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}
