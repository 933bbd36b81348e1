import JuiceMakerMenu

/// Why a `--state` value is refused before anything is opened, with how to write what was meant.
/// `StockLocation` finds it; its words are in `LocationMistake+English.swift` and
/// `LocationMistake+Korean.swift`.
enum LocationMistake: Equatable, LocalizedMessage {
    /// Spaces (or other white space) at either end.
    case spaces
    /// Empty, or `-` (standard input, which holds no stock).
    case emptyOrDash
    /// `//db:5432/juice`: a URL without its scheme.
    case startsWithSlashes
    /// `dir/postgresql://db/juice`: `://` after something that is not a scheme.
    case notASchemeBefore
    /// libpq's keyword form; `url` is the URL meant, without the password.
    case libpqKeywords(url: String)
    /// A look-alike of `:` before the first `/` (`postgresql：//…`); `code` is `U+FF1A`.
    case lookAlikeColon(Unicode.Scalar, code: String)
    /// A look-alike of `:` or `@` in a PostgreSQL URL's authority.
    case lookAlikeInURL(Unicode.Scalar, code: String)
    /// A `:` before the first `/` that makes no scheme.
    case colonBeforeSlash
    /// A scheme written without its `://` (`postgresql//`, `postgresql:/`).
    case schemeWithoutSlashes(String)
    /// A scheme nearly `postgresql` (`postgresq://`, `pgsql://`).
    case unknownScheme(String)
    /// `USER@HOST/…` or `HOST/…` without a scheme; `hasUser` when it names a user.
    case readsAsServer(String, hasUser: Bool)
    /// A bare word nearly `postgres` (`postgre`, `pg`).
    case looksLikePostgres(String)
    /// A first folder nearly `postgres` (`postgresql/db/juice`).
    case looksLikePostgresFolder(String)
    /// A `file://` URL that is not `file:///ABSOLUTE/PATH`.
    case fileURL

    /// `U+FF1A` for `：`.
    static func code(of scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true)
    }

    /// What a scheme's URL looks like, for `schemeWithoutSlashes`: the product's name and an example.
    static func example(of scheme: String) -> (what: String, example: String) {
        scheme.hasPrefix("postgres") ? ("PostgreSQL", "\(scheme)://USER@HOST/DATABASE") : (scheme, "\(scheme)://HOST/…")
    }
}
