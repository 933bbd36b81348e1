import Foundation
import JuiceMakerMenu

/// Where a stand's stock lives, read from what `--state` or `JUICEMAKER_STATE` says: a URL with a
/// scheme (`postgresql://…`) names a database server and is never taken for a file path; a value
/// that looks like a URL but is not one is refused rather than taken for a path; anything else is
/// the path of an SQLite file.
public enum StockLocation: Sendable, Equatable {
    /// An SQLite file.
    case sqlite(path: String)
    /// A database server's URL, with its scheme (`postgresql`, `postgres`, or one juicemaker does not know).
    case server(scheme: String, url: String)
    /// A value that is neither: a mistyped URL (`postgresql:/host/db`, `postgres:host/db`,
    /// `postgresql//host/db`), a `:` before the first `/`, or spaces around it. `shown` is the value
    /// without its password; `reason` says what is wrong and how to write what was meant.
    case invalid(shown: String, reason: String)

    /// Reads a location as `--state` or `JUICEMAKER_STATE` gives it; nothing is opened or checked.
    ///
    /// A scheme before `://` (letters first, then letters, digits, `+`, `-`, `.`) makes a server URL,
    /// with the scheme lowercased; `file:///PATH` (or `file://localhost/PATH`) is an SQLite file.
    /// Anything that looks like an attempt at a URL is `.invalid`, so that a mistyped URL never
    /// becomes a new local file (see `mistake(in:)` for the forms). A file path is any other value;
    /// one that starts with `./`, `../` or a single `/` is always taken for a path unless it holds
    /// `://`, so `./stock:1.sqlite` or `./postgres/stock.sqlite` are files.
    ///
    /// - Parameter value: A file path, a `file://` URL (an SQLite file too), or a server's URL
    ///   such as `postgresql://stand@db.example/juice`.
    public init(parsing value: String) {
        if let reason = Self.spaces(around: value) {
            self = .invalid(shown: Self.redacted(value), reason: reason)
            return
        }
        guard let scheme = Self.scheme(of: value) else {
            if let reason = Self.mistake(in: value) {
                self = .invalid(shown: Self.redacted(value), reason: reason)
            } else {
                self = .sqlite(path: value)
            }
            return
        }
        if scheme == "file" {
            if let path = Self.filePath(value) {
                self = .sqlite(path: path)
            } else {
                self = .invalid(shown: Self.redacted(value), reason: Self.fileURLMistake(.en))
            }
        } else if let reason = Self.serverURLMistake(value, scheme: scheme) {
            self = .invalid(shown: Self.redacted(value), reason: reason)
        } else {
            self = .server(scheme: scheme, url: value)
        }
    }

    /// Why a URL with a scheme is refused before any server is asked, or nil: a scheme that is nearly
    /// `postgresql` (`postgresq://`, `pgsql://`), or a look-alike of `:` or `@` before the path
    /// (`postgresql://stand：pw@db`, `…＠db`), which would send the password as a user or host name.
    static func serverURLMistake(_ value: String, scheme: String, language: Language = .en) -> String? {
        findServerURLMistake(value, scheme: scheme)?.message(in: language)
    }

    private static func findServerURLMistake(_ value: String, scheme: String) -> LocationMistake? {
        if scheme != "postgresql" && scheme != "postgres" && (nearlyPostgres(scheme) || ["pg", "pgsql", "psql"].contains(scheme)) {
            return .unknownScheme(scheme)
        }
        guard scheme == "postgresql" || scheme == "postgres", let schemeEnd = value.range(of: "://") else { return nil }
        let rest = value[schemeEnd.upperBound...]
        let authority = rest[..<(rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex)]
        guard let lookAlike = authority.unicodeScalars.first(where: {
            colonLookAlikes.contains($0) || $0 == "\u{FF20}" || $0 == "\u{FE6B}"
        }) else { return nil }
        return .lookAlikeInURL(lookAlike, code: LocationMistake.code(of: lookAlike))
    }

    /// The location as messages show it: a URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .server(_, let url): Self.redacted(url)
        case .invalid(let shown, _): shown
        }
    }

    /// Why a value without `scheme://` is not a file path, or nil when it is one.
    ///
    /// Refused, each with how to write what was meant:
    /// - spaces at either end;
    /// - `//` at the start (`//db:5432/juice`: a URL without its scheme), and `://` anywhere after
    ///   something that is not a scheme (`dir/postgresql://db/juice`);
    /// - libpq's keyword form (`host=db dbname=juice …`): the message gives the URL it means,
    ///   without the password;
    /// - a colon or a look-alike of one (the full-width `：` a Korean or Japanese input method types,
    ///   `∶`, `꞉`, `ː` and others) before the first `/`;
    /// - a word followed by up to two other characters and `//` (`postgresql//`, `postgresql.//`,
    ///   `postgresql;//`): a URL whose `:` was mistyped;
    /// - a first path component that is nearly `postgres` or `postgresql` (`postgresql/db/juice`,
    ///   `postgre/…`, `PostgresSQL/…`).
    ///
    /// A value starting with `./`, `../` or a single `/` is only checked for spaces and `://`.
    ///
    /// - Parameters:
    ///   - value: The `--state` value (its password, if any, makes no difference to the reason).
    ///   - language: The language of the reason.
    static func mistake(in value: String, language: Language = .en) -> String? {
        findMistake(in: value)?.message(in: language)
    }

    private static func findMistake(in value: String) -> LocationMistake? {
        if hasSpaces(around: value) { return .spaces }
        if value.isEmpty || value == "-" { return .emptyOrDash }
        if value.hasPrefix("//") { return .startsWithSlashes }
        if value.contains("://") { return .notASchemeBefore }
        if value.hasPrefix("./") || value.hasPrefix("../") || value.hasPrefix("/") { return nil }
        if let url = LibpqKeywords.url(from: value) { return .libpqKeywords(url: url) }
        let lower = value.lowercased()
        let slash = value.firstIndex(of: "/") ?? value.endIndex
        if let lookAlike = value[..<slash].unicodeScalars.first(where: { Self.colonLookAlikes.contains($0) }) {
            return .lookAlikeColon(lookAlike, code: LocationMistake.code(of: lookAlike))
        }
        if let colon = value[..<slash].firstIndex(of: ":") {
            let prefix = lower[..<colon]
            if prefix == "postgresql" || prefix == "postgres" { return .schemeWithoutSlashes(String(prefix)) }
            return .colonBeforeSlash
        }
        if let slashes = value.range(of: "//") {
            let before = value[..<slashes.lowerBound]
            let word = before.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            let between = before.dropFirst(word.count)
            if let first = word.first, first.isLetter, between.count <= 2,
               !between.contains(where: { $0 == "/" || $0.isLetter || $0.isNumber }) {
                let scheme = nearlyPostgres(word.lowercased()) ? word.lowercased().hasSuffix("ql") ? "postgresql" : "postgres"
                                                               : word.lowercased()
                return .schemeWithoutSlashes(scheme)
            }
        }
        let component = value[..<slash]
        if slash < value.endIndex, component.contains("@") || component.lowercased() == "localhost" || isIPv4(component) {
            return .readsAsServer(String(component), hasUser: component.contains("@"))
        }
        let first = lower.prefix { $0.isLetter || $0.isNumber }
        if slash == value.endIndex, first.count == lower.count, nearlyPostgres(lower) || lower == "pg" {
            return .looksLikePostgres(value)
        }
        if slash < value.endIndex, nearlyPostgres(String(first)) {
            return .looksLikePostgresFolder(String(first))
        }
        return nil
    }

    /// Whether a word is `postgres` give or take one typing mistake, or `postgresql` give or take
    /// two (`postgre`, `postgersql`, `postgressql`), in any case.
    static func nearlyPostgres(_ word: String) -> Bool {
        let word = word.lowercased()
        return word.count >= 6 && (editDistance(word, "postgres") <= 1 || editDistance(word, "postgresql") <= 2)
    }

    /// Levenshtein distance between two short words.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }

    /// Characters that look like `:`: full-width (U+FF1A) and small (U+FE55, U+FE13) colons, the ratio
    /// sign, modifier letters, and the colons of other scripts.
    static let colonLookAlikes: Set<Unicode.Scalar> = [
        "\u{FF1A}", "\u{FE55}", "\u{FE13}", "\u{2236}", "\u{A789}", "\u{02D0}", "\u{02F8}", "\u{0589}",
        "\u{05C3}", "\u{0703}", "\u{0704}", "\u{16EC}", "\u{205A}", "\u{1361}", "\u{FE30}",
    ]

    /// The path of a `file://` URL: `file:///PATH` or `file://localhost/PATH`, percent-decoded; nil
    /// for any other host (`file://postgresql://db/juice` names host `postgresql`) or a path that is
    /// empty, relative, or holds `://` or a leading `//`.
    static func filePath(_ value: String) -> String? {
        guard let url = URL(string: value), url.isFileURL else { return nil }
        let host = url.host ?? ""
        guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
        let path = url.path
        guard path.hasPrefix("/"), !path.hasPrefix("//"), !path.contains("://") else { return nil }
        return path
    }

    /// Why a `file://` URL is refused.
    static func fileURLMistake(_ language: Language) -> String {
        LocationMistake.fileURL.message(in: language)
    }

    /// Whether text is a dotted IPv4 address (`127.0.0.1`, with an optional `:port`).
    private static func isIPv4(_ text: Substring) -> Bool {
        let address = text.split(separator: ":", maxSplits: 1).first ?? text
        let parts = address.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
        }
    }

    /// Why a value with spaces (or other white space) at either end is refused, or nil.
    static func spaces(around value: String, language: Language = .en) -> String? {
        hasSpaces(around: value) ? LocationMistake.spaces.message(in: language) : nil
    }

    private static func hasSpaces(around value: String) -> Bool {
        guard let first = value.first, let last = value.last else { return false }
        return first.isWhitespace || last.isWhitespace
    }

    /// The reason `init(parsing:)` refused `shown` (as `.invalid` shows it), in `language`; nil
    /// when the refusal is not about the value's shape.
    static func invalidReason(_ shown: String, language: Language) -> String? {
        if let reason = spaces(around: shown, language: language) { return reason }
        guard let scheme = scheme(of: shown) else { return mistake(in: shown, language: language) }
        if scheme == "file" { return filePath(shown) == nil ? fileURLMistake(language) : nil }
        return serverURLMistake(shown, scheme: scheme, language: language)
    }

    /// `postgresql` in `postgresql://…`: letters first, then letters, digits, `+`, `-`, `.`,
    /// then `://`. A Windows drive (`C:\\`) or a file named `a:b` has no `//` and stays a path.
    static func scheme(of value: String) -> String? {
        guard let range = value.range(of: "://") else { return nil }
        let scheme = value[..<range.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return scheme.lowercased()
    }

    /// The value with its passwords left out: the one of its user information (`user:password@`),
    /// the value of every query parameter that is not known to be harmless to show (`password=`,
    /// and a mistyped `passwrd=` alike), and libpq keyword form's `password=`. Also for a mistyped
    /// URL (`postgresql:/user:pw@host`, `postgresql：//user:pw@host`): the user information is read
    /// after whatever scheme and slashes it starts with, up to the last `@` before the query, so an
    /// unencoded `/` or `@` in a password hides it too.
    package static func redacted(_ url: String) -> String {
        if LibpqKeywords.url(from: url) != nil { return LibpqKeywords.withoutPassword(url) }
        let withoutQueryPassword = maskingPasswordMentions(redactedQuery(url))
        let text = Substring(withoutQueryPassword)
        var start = text.startIndex
        var prefixEndsInColon = false
        if let schemeEnd = text.range(of: "://") {
            start = schemeEnd.upperBound
        } else {
            if let colon = text.firstIndex(where: isColon),
               text[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) {
                start = text.index(after: colon)
                prefixEndsInColon = start < text.endIndex && text[start] != "/"
            }
            while start < text.endIndex, text[start] == "/" { start = text.index(after: start) }
            if start == text.startIndex, let slashes = text.range(of: "//") { start = slashes.upperBound }
        }
        let rest = text[start...]
        let queryStart = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard let at = rest[..<queryStart].lastIndex(where: isAtSign) else {
            // No user information: what follows a ':' in the authority is a port, or a password
            // whose '@' is missing (`postgresql://user:password`), hidden unless it is digits.
            let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            var hosts = rest[..<authorityEnd].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            for (index, host) in hosts.enumerated() {
                guard let colon = host.lastIndex(where: isColon), !host.hasSuffix("]") else { continue }
                let port = host[host.index(after: colon)...]
                if !port.allSatisfy({ $0.isASCII && $0.isNumber }) { hosts[index] = host[...colon] + "***" }
            }
            return String(text[..<start]) + hosts.joined(separator: ",") + rest[authorityEnd...]
        }
        let userInfo = rest[..<at]
        guard let colon = userInfo.firstIndex(where: isColon) else {
            // `user:password@host` without a scheme reads as scheme `user`: hide all of it.
            return prefixEndsInColon && !userInfo.isEmpty
                ? String(text[..<start]) + "***" + rest[at...] : withoutQueryPassword
        }
        // A look-alike colon stays in sight (the message is about it), the password does not.
        let kept = userInfo[colon] == ":" ? "" : String(userInfo[colon]) + "***"
        return String(text[..<start]) + userInfo[..<colon] + kept + rest[at...]
    }

    /// `:` or a look-alike of it.
    private static func isColon(_ character: Character) -> Bool {
        character == ":" || character.unicodeScalars.allSatisfy(colonLookAlikes.contains)
    }

    /// `@` or a look-alike of it (full-width U+FF20, small U+FE6B).
    private static func isAtSign(_ character: Character) -> Bool {
        character == "@" || character == "\u{FF20}" || character == "\u{FE6B}"
    }

    /// The text with whatever follows a mention of a password hidden: `password`, `passwd` or `pwd`
    /// (in any case) and a separator (`=`, `:`, `＝`, `%3D`) where a query was meant
    /// (`/juice&password=…`, `/juice？password=…`), up to the next `&`, `#`, quote, blank or the end.
    static func maskingPasswordMentions(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let mention = rest.range(of: "passw", options: .caseInsensitive)
                ?? rest.range(of: "pwd", options: .caseInsensitive) {
            var index = mention.upperBound
            while index < rest.endIndex, rest[index].isLetter { index = rest.index(after: index) }
            let afterName = rest[index...]
            // (Not a blank: "password authentication failed" is plain words.)
            let separators = ["=", ":", "\u{FF1D}", "%3D", "%3d", "\u{FF1A}"]
            guard let separator = separators.first(where: { afterName.hasPrefix($0) }) else {
                result += rest[..<index]
                rest = rest[index...]
                continue
            }
            let valueStart = afterName.index(afterName.startIndex, offsetBy: separator.count)
            let valueEnd = afterName[valueStart...].firstIndex { "&#'\"`".contains($0) || $0.isWhitespace } ?? afterName.endIndex
            result += rest[..<valueStart]
            if valueStart < valueEnd { result += "***" }
            rest = afterName[valueEnd...]
        }
        return result + rest
    }

    /// Query parameters whose values are shown in messages; any other (a password, or a parameter
    /// whose name is mistyped and may be one) is shown as `name=***`.
    static let shownParameters: Set<String> = [
        "host", "hostaddr", "port", "user", "dbname", "sslmode", "sslrootcert", "connect_timeout",
        "application_name", "target_session_attrs", "ssl", "passfile",
    ]

    /// The value with every `password=…` query parameter left out (libpq reads a password there
    /// too), and the values of parameters not in `shownParameters` hidden.
    private static func redactedQuery(_ url: String) -> String {
        guard let question = url.firstIndex(of: "?") else { return url }
        let fragment = url[question...].firstIndex(of: "#") ?? url.endIndex
        let parameters = url[url.index(after: question)..<fragment].split(separator: "&", omittingEmptySubsequences: false)
        let kept = parameters.compactMap { parameter -> String? in
            let lower = parameter.lowercased()
            if lower.hasPrefix("password=") || lower == "password" || parameter.isEmpty { return nil }
            guard let equals = parameter.firstIndex(of: "=") else {
                return shownParameters.contains(lower) ? String(parameter) : "***"
            }
            let name = parameter[..<equals]
            return shownParameters.contains(name.lowercased()) ? String(parameter) : name + "=***"
        }
        let query = kept.isEmpty ? "" : "?" + kept.joined(separator: "&")
        return String(url[..<question]) + query + url[fragment...]
    }
}

extension StockLocation {
    /// `text` with the password of every URL in it hidden (as `description` shows a location), and
    /// every `password=…` value: for messages that echo what a user typed, such as
    /// swift-argument-parser's "unexpected argument 'postgresql://stand:pw@db/juice'".
    ///
    /// - Parameter text: Any message.
    /// - Returns: The message, unchanged when it holds no `://` and no mention of a password.
    public static func hidingPasswords(in text: String) -> String {
        guard mayNamePassword(text) else { return text }
        let stops: Set<Character> = [" ", "\n", "\t", "'", "\"", "`", "(", ")", "<", ">", "‘", "’", "“", "”"]
        var result = ""
        var rest = Substring(text)
        while let separator = rest.range(of: "://") {
            let start = rest[..<separator.lowerBound].lastIndex(where: stops.contains).map { rest.index(after: $0) }
                ?? rest.startIndex
            let end = rest[separator.upperBound...].firstIndex(where: stops.contains) ?? rest.endIndex
            result += rest[..<start] + redacted(String(rest[start..<end]))
            rest = rest[end...]
        }
        return maskingPasswordMentions(result + rest)
    }

    /// Whether `text` holds a `://` or, in any case, `passw` or `pwd`: the only texts
    /// `hidingPasswords(in:)` may change. One pass over the UTF-8 bytes, with no lowercased copy
    /// and no Foundation search: every log line of `serve` comes through here (a lowercased copy
    /// and three searches were 4% of `serve`'s time under load). It finds every text the
    /// searches found, and a few more (an ASCII run that a combining mark follows), which then
    /// take the full path and come back unchanged.
    static func mayNamePassword(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ":"), index + 2 < count, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") {
                    return true
                }
                if byte | 0x20 == UInt8(ascii: "p") {
                    if matches("passw", at: index + 1, in: bytes) || matches("pwd", at: index + 1, in: bytes) { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Whether the bytes from `start` are `word` past its first letter, ASCII letters in any case.
    private static func matches(_ word: StaticString, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let rest = word.utf8Start + 1
        let length = word.utf8CodeUnitCount - 1
        guard start + length <= bytes.count else { return false }
        for offset in 0..<length where bytes[start + offset] | 0x20 != rest[offset] { return false }
        return true
    }
}
