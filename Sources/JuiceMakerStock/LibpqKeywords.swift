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
            default: query.append(name + "=" + PercentEncoding.encoded(value))
            }
        }
        var url = "postgresql://"
        if let user = values["user"] { url += PercentEncoding.encoded(user) + "@" }
        let host = values["host"] ?? ""
        if host.hasPrefix("/") {
            query.insert("host=" + PercentEncoding.encoded(host, keeping: "/"), at: 0)
        } else {
            url += host.contains(":") ? "[\(host)]" : PercentEncoding.encoded(host, keeping: ",")
        }
        if let port = values["port"] { url += ":" + PercentEncoding.encoded(port, keeping: ",") }
        url += "/" + PercentEncoding.encoded(values["dbname"] ?? "")
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
}
