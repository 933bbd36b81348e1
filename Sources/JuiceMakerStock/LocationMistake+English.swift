extension LocationMistake {
    var english: String {
        switch self {
        case .spaces:
            "it starts or ends with a space; remove the spaces (write a file whose name starts with a space as ./NAME)"
        case .emptyOrDash:
            "it is empty or '-': give an SQLite file's path or a postgresql:// URL"
        case .startsWithSlashes:
            "it starts with '//': a URL needs its scheme first (as in postgresql://HOST/DATABASE), "
                + "and a file path starts with a single '/'"
        case .notASchemeBefore:
            "it has '://' after something that is not a URL scheme: give the URL alone, starting with "
                + "its scheme (postgresql://…); a file path cannot hold '://'"
        case .libpqKeywords(let url):
            "this is libpq's keyword form (host=… dbname=…); juicemaker takes a URL: \(url) "
                + "(give the password in PGPASSWORD or ~/.pgpass)"
        case .lookAlikeColon(let scalar, let code):
            "it has '\(scalar)' (\(code)) where a URL has ':' (an input method's full-width colon?); "
                + "type a plain ':', as in postgresql://USER@HOST/DATABASE"
        case .lookAlikeInURL(let scalar, let code):
            "it has '\(scalar)' (\(code)) where a URL has ':' or '@' (an input method's full-width character?); "
                + "type it plainly"
        case .colonBeforeSlash:
            "it has a ':' before its first '/', so it is neither a file path nor a URL "
                + "(a URL starts with SCHEME://; write a file whose name has a ':' as ./NAME)"
        case .schemeWithoutSlashes(let scheme):
            {
                let (what, example) = Self.example(of: scheme)
                return "a \(what) URL starts with '\(scheme)://' (a colon and two slashes), as in \(example)"
            }()
        case .unknownScheme(let scheme):
            "'\(scheme)://' is not a scheme juicemaker knows; write postgresql:// instead"
        case .readsAsServer(_, let hasUser):
            "it reads as a server (\(hasUser ? "USER@HOST" : "HOST")/…): write postgresql://…/DATABASE "
                + "(for a file in a folder of that name, write ./…)"
        case .looksLikePostgres(let value):
            "it looks like a PostgreSQL URL: write postgresql://HOST/DATABASE (for a file of that name, write ./\(value))"
        case .looksLikePostgresFolder(let first):
            "it looks like a PostgreSQL URL: write postgresql://HOST/DATABASE "
                + "(for a file in a folder of that name, write ./\(first)/…)"
        case .fileURL:
            "a file:// URL must be file:///ABSOLUTE/PATH (no host, one '/' before the path); "
                + "for a PostgreSQL server give its postgresql://… URL alone"
        }
    }
}
