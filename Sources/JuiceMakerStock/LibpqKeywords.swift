import JuiceMakerMenu

/// libpq's keyword form of a connection string (`host=db port=5432 dbname=juice user=stand`), read
/// only to refuse it with the URL it means: juicemaker takes PostgreSQL locations as URLs, and a
/// keyword string must never become a file name.
package enum LibpqKeywords {
    /// The keywords libpq knows; a value whose first word is one of them, followed by `=`, is taken
    /// for the keyword form.
    static let keywords: Set<String> = [
        "host", "hostaddr", "port", "dbname", "user", "password", "passfile", "connect_timeout",
        "client_encoding", "options", "application_name", "fallback_application_name", "keepalives",
        "keepalives_idle", "keepalives_interval", "keepalives_count", "tcp_user_timeout", "replication",
        "gssencmode", "sslmode", "requiressl", "sslcompression", "sslcert", "sslkey", "sslpassword",
        "sslrootcert", "sslcrl", "sslcrldir", "sslsni", "requirepeer", "ssl_min_protocol_version",
        "ssl_max_protocol_version", "krbsrvname", "gsslib", "service", "target_session_attrs",
        "load_balance_hosts", "channel_binding", "require_auth",
    ]

    /// The `name=value` pairs of a keyword string, values unquoted (`'…'` with `\'` and `\\`), or
    /// nil when `text` does not start with a libpq keyword and `=`.
    static func pairs(_ text: String) -> [(name: String, value: String)]? {
        var pairs: [(name: String, value: String)] = []
        var characters = Substring(text)
        func skipSpaces() { while let c = characters.first, c.isWhitespace { characters.removeFirst() } }
        skipSpaces()
        while !characters.isEmpty {
            let name = characters.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            characters.removeFirst(name.count)
            skipSpaces()
            guard !name.isEmpty, characters.first == "=" else { return pairs.isEmpty ? nil : pairs }
            guard !pairs.isEmpty || keywords.contains(name.lowercased()) else { return nil }
            characters.removeFirst()
            skipSpaces()
            var value = ""
            let quoted = characters.first == "'"
            if quoted { characters.removeFirst() }
            // Up to the closing quote, or the next blank; a backslash keeps the character after it.
            while let c = characters.first, quoted ? c != "'" : !c.isWhitespace {
                characters.removeFirst()
                if c == "\\", let next = characters.first {
                    characters.removeFirst()
                    value.append(next)
                } else {
                    value.append(c)
                }
            }
            if quoted, !characters.isEmpty { characters.removeFirst() }
            pairs.append((String(name), value))
            skipSpaces()
        }
        return pairs.isEmpty ? nil : pairs
    }

    /// The URL a keyword string means, without its password; nil when `text` is not one.
    static func url(from text: String) -> String? {
        guard let pairs = pairs(text) else { return nil }
        var values: [String: String] = [:]
        var query: [String] = []
        for (name, value) in pairs {
            switch name.lowercased() {
            case "host", "port", "user", "dbname": values[name.lowercased()] = value
            case "password": continue
            default: query.append(name + "=" + percentEncoded(value))
            }
        }
        var url = "postgresql://"
        if let user = values["user"] { url += percentEncoded(user) + "@" }
        let host = values["host"] ?? ""
        if host.hasPrefix("/") {
            query.insert("host=" + percentEncoded(host, keeping: "/"), at: 0)
        } else {
            url += host.contains(":") ? "[\(host)]" : percentEncoded(host, keeping: ",")
        }
        if let port = values["port"] { url += ":" + percentEncoded(port, keeping: ",") }
        url += "/" + percentEncoded(values["dbname"] ?? "")
        if !query.isEmpty { url += "?" + query.joined(separator: "&") }
        return url
    }

    /// The keyword string with its `password=…` pair left out.
    static func withoutPassword(_ text: String) -> String {
        guard let pairs = pairs(text) else { return text }
        return pairs.filter { $0.name.lowercased() != "password" }
            .map { $0.name + "=" + ($0.value.contains(where: \.isWhitespace) || $0.value.isEmpty ? "'\($0.value)'" : $0.value) }
            .joined(separator: " ")
    }

    /// `text` with every byte but unreserved URL characters (and those in `keeping`) written as
    /// `%XX`; shared with the PostgreSQL settings' display of a URL.
    package static func percentEncoded(_ text: String, keeping: String = "") -> String {
        let kept = Set(keeping.utf8)
        var result = ""
        for byte in text.utf8 {
            let unreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if unreserved || kept.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
