import Testing

extension Tag {
    /// Runs the built `juicemaker` binary as a user would, in a temporary folder: output, exit
    /// code and stock afterwards.
    @Tag public static var endToEnd: Self
    /// Starts a real PostgreSQL server (`PostgresServer`): needs `initdb` and `pg_ctl`.
    @Tag public static var postgres: Self
    /// Drives the full-screen shell in a real terminal (tmux).
    @Tag public static var terminal: Self
    /// Talks to a real `juicemaker serve` or language server over a socket or pipes.
    @Tag public static var server: Self
}
