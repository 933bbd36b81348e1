
extension PostgresChangeFunction {
    /// The SHA-256 digests (hex) of the bodies of schema versions 2 and 3 (before `problem` and the
    /// checks of the stand's rows) and 4 (before sale lines and lost sales), as `pg_proc.prosrc`
    /// holds them: trusted only so that a database of those versions can be migrated, which
    /// replaces the function. A digest, not the text: nothing here runs them again (the tests keep
    /// the texts, in `EarlierChangeFunctions`).
    static let earlierDigests = [
        "a31ff159b2b03d77396306092b7a8326b9ad0643a700ed09fcb98feb7d3524c5",
        "0252c02bae53b262678f93091b5529d352d25f852942e599d9326ecc4478d17f",
        "2d4b74c4d71ff4c47ce0a1de552a4af9f6a55eba11adf166962dd9132898e12e",
    ]
}
