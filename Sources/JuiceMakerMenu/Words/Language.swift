/// The languages juicemaker speaks to people in.
public enum Language: String, Sendable, Hashable, CaseIterable {
    /// English.
    case en
    /// Korean.
    case ko

    /// The key of this language in a menu's localized names (`name: {en: …, ko: …}`).
    public var code: String { rawValue }

    /// Picks the language the way POSIX locales do: the first of `LC_ALL`, `LC_MESSAGES`, `LANG`
    /// that is set and not empty decides. Korean locales (`ko`, `ko_KR.UTF-8`, `ko-KR`) give Korean;
    /// anything else, including `C` and no locale at all, gives English.
    ///
    /// - Parameter environment: The process environment, such as `ProcessInfo.processInfo.environment`.
    /// - Returns: `.ko` for a Korean locale, `.en` otherwise.
    public static func detect(environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            return isKorean(locale: value) ? .ko : .en
        }
        return .en
    }

    /// `ko` alone or followed by a territory, codeset or modifier; not `kok` (Konkani).
    private static func isKorean(locale: String) -> Bool {
        let bytes = Array(locale.utf8.prefix(3))
        guard bytes.count >= 2, bytes[0] | 0x20 == UInt8(ascii: "k"), bytes[1] | 0x20 == UInt8(ascii: "o") else {
            return false
        }
        guard bytes.count == 3 else { return true }
        return [UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "@")].contains(bytes[2])
    }
}
