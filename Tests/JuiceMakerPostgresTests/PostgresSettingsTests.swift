import Foundation
import Testing
@testable import JuiceMakerPostgres

/// Reads settings with fixed machine defaults: no socket directory (so TCP localhost) unless
/// given, and "osuser" as the OS user name.
private func settings(
    _ url: String, _ environment: [String: String] = [:], socketDirectory: String? = nil,
    systemUser: String? = "osuser"
) throws(PostgresSettingsError) -> PostgresSettings {
    try PostgresSettings(
        url: url, environment: environment, defaultSocketDirectory: socketDirectory, systemUserName: { systemUser })
}

private func error(
    _ url: String, _ environment: [String: String] = [:], systemUser: String? = "osuser"
) -> PostgresSettingsError? {
    do {
        _ = try settings(url, environment, systemUser: systemUser)
        return nil
    } catch {
        return error
    }
}

@Suite struct PostgresSettingsTests {
    // MARK: - The URL

    @Test func fullURL() throws {
        let value = try settings(
            "postgresql://juice:s3cret@db.example.com:5433/stock?sslmode=verify-full&sslrootcert=/etc/ca.pem"
                + "&connect_timeout=10&application_name=shop")
        #expect(value.endpoint == .tcp(host: "db.example.com", port: 5433))
        #expect(value.user == "juice")
        #expect(value.password == "s3cret")
        #expect(value.database == "stock")
        #expect(value.sslMode == .verifyFull)
        #expect(value.sslRootCertificate == "/etc/ca.pem")
        #expect(value.connectTimeoutSeconds == 10)
        #expect(value.applicationName == "shop")
        #expect(value.displayLocation == "postgresql://juice@db.example.com:5433/stock"
            + "?sslmode=verify-full&sslrootcert=/etc/ca.pem&connect_timeout=10&application_name=shop")
    }

    @Test func postgresSchemeIsAnAlias() throws {
        let long = try settings("postgresql://juice@db/stock")
        let short = try settings("postgres://juice@db/stock")
        #expect(short.endpoint == long.endpoint)
        #expect(short.user == long.user)
        #expect(short.database == long.database)
        #expect(short.displayLocation == "postgres://juice@db:5432/stock")
    }

    @Test func defaultsWithoutEnvironment() throws {
        let value = try settings("postgresql://")
        #expect(value.endpoint == .tcp(host: "localhost", port: 5432))
        #expect(value.user == "osuser")
        #expect(value.password == nil)
        #expect(value.database == "osuser")
        #expect(value.sslMode == .prefer)
        #expect(value.sslRootCertificate == nil)
        #expect(value.connectTimeoutSeconds == 5)
        #expect(value.applicationName == "juicemaker")
        #expect(value.displayLocation == "postgresql://osuser@localhost:5432/osuser")
    }

    @Test func userComesFromUSERBeforeTheOSUser() throws {
        #expect(try settings("postgresql://db", ["USER": "shell"]).user == "shell")
        #expect(try settings("postgresql://db", ["USER": "shell"]).database == "shell")
        #expect(try settings("postgresql://db", ["USER": ""]).user == "osuser")
        #expect(error("postgresql://db", systemUser: nil) == .unknownUser)
        #expect(try settings("postgresql://juice@db", systemUser: nil).user == "juice")
    }

    @Test func theRealOSUserIsFound() throws {
        let value = try PostgresSettings(url: "postgresql://db", environment: [:])
        #expect(!value.user.isEmpty)
    }

    @Test func percentDecoding() throws {
        let value = try settings("postgresql://j%C3%BCice%3Aman:p%40ss%2Fw%3Ard%25@db/st%20ock%2Fx?application_name=a%26b")
        #expect(value.user == "jüice:man")
        #expect(value.password == "p@ss/w:rd%")
        #expect(value.database == "st ock/x")
        #expect(value.applicationName == "a&b")
        #expect(value.displayLocation == "postgresql://j%C3%BCice%3Aman@db:5432/st%20ock%2Fx?application_name=a%26b")
    }

    @Test func plusIsNotASpace() throws {
        #expect(try settings("postgresql://db/a+b").database == "a+b")
    }

    @Test func passwordWithColonsAndQuestionMark() throws {
        // libpq splits user from password at the first ':' and looks for '@' up to the first '/'.
        let value = try settings("postgresql://juice:a:b?c@db/stock")
        #expect(value.user == "juice")
        #expect(value.password == "a:b?c")
        #expect(value.endpoint == .tcp(host: "db", port: 5432))
    }

    @Test func emptyUserOrPasswordInTheURLIsNotGiven() throws {
        let value = try settings("postgresql://:@db", ["PGUSER": "envuser", "PGPASSWORD": "envpass"])
        #expect(value.user == "envuser")
        #expect(value.password == "envpass")
        #expect(try settings("postgresql://juice:@db").password == nil)
    }

    @Test func ipv6Hosts() throws {
        #expect(try settings("postgresql://[::1]/stock").endpoint == .tcp(host: "::1", port: 5432))
        let value = try settings("postgresql://juice@[2001:db8::7]:6543/stock")
        #expect(value.endpoint == .tcp(host: "2001:db8::7", port: 6543))
        #expect(value.displayLocation == "postgresql://juice@[2001:db8::7]:6543/stock")
        #expect(try settings("postgresql://[fe80::1%25eth0]:5433").endpoint == .tcp(host: "fe80::1%eth0", port: 5433))
        #expect(try settings("postgresql://[::1]").endpoint == .tcp(host: "::1", port: 5432))
        #expect(try settings("postgresql://[::1]?sslmode=disable").sslMode == .disable)
        #expect(try settings("postgresql://db?host=::1").displayLocation == "postgresql://osuser@[::1]:5432/osuser")
    }

    @Test func socketDirectoryInTheHost() throws {
        let value = try settings("postgresql://juice@%2Fvar%2Frun%2Fpostgresql:5433/stock")
        #expect(value.endpoint == .unixSocket(path: "/var/run/postgresql/.s.PGSQL.5433"))
        #expect(value.displayLocation == "postgresql://juice@/stock?host=/var/run/postgresql&port=5433")
    }

    @Test func socketDirectoryInTheQuery() throws {
        let value = try settings("postgresql:///stock?host=/tmp/pg/&application_name=x")
        #expect(value.endpoint == .unixSocket(path: "/tmp/pg/.s.PGSQL.5432"))
        #expect(value.database == "stock")
        #expect(value.displayLocation == "postgresql://osuser@/stock?host=/tmp/pg&port=5432&application_name=x")
        #expect(try settings("postgresql://?host=/").endpoint == .unixSocket(path: "/.s.PGSQL.5432"))
    }

    @Test func socketsNeverUseTLS() throws {
        for mode in PostgresSettings.SSLMode.allCases {
            let value = try settings("postgresql://?host=/tmp&sslmode=\(mode.rawValue)")
            #expect(value.sslMode == .disable)
        }
        #expect(error("postgresql://?host=/tmp&sslmode=bogus") == .invalidSSLMode(source: .url))
    }

    @Test func defaultHostIsTheSocketDirectoryWhenItExists() throws {
        let value = try settings("postgresql://juice@/stock", socketDirectory: "/var/run/postgresql")
        #expect(value.endpoint == .unixSocket(path: "/var/run/postgresql/.s.PGSQL.5432"))
        #expect(value.sslMode == .disable)
        let named = try settings("postgresql://juice@db/stock", socketDirectory: "/var/run/postgresql")
        #expect(named.endpoint == .tcp(host: "db", port: 5432))
    }

    @Test func socketPathLengthIsChecked() throws {
        let directory = "/" + String(repeating: "d", count: 94)  // + "/.s.PGSQL.5432" = 109 bytes
        #expect(error("postgresql://?host=\(directory)")
            == .socketPathTooLong(path: directory + "/.s.PGSQL.5432"))
        let fits = "/" + String(repeating: "d", count: 92)  // 107 bytes
        #expect(try settings("postgresql://?host=\(fits)").endpoint == .unixSocket(path: fits + "/.s.PGSQL.5432"))
    }

    @Test func queryParametersWinOverTheRestOfTheURL() throws {
        let value = try settings("postgresql://a:pa@h1:1111/d1?user=b&password=pb&host=h2&port=2222&dbname=d2")
        #expect(value.user == "b")
        #expect(value.password == "pb")
        #expect(value.endpoint == .tcp(host: "h2", port: 2222))
        #expect(value.database == "d2")
        #expect(value.displayLocation == "postgresql://b@h2:2222/d2")
    }

    @Test func repeatedParameterLastWins() throws {
        let value = try settings("postgresql://db?sslmode=disable&application_name=x&sslmode=require")
        #expect(value.sslMode == .require)
        #expect(value.displayLocation == "postgresql://osuser@db:5432/osuser?application_name=x&sslmode=require")
    }

    @Test func jdbcSSLTrue() throws {
        #expect(try settings("postgresql://db?ssl=true").sslMode == .require)
        #expect(error("postgresql://db?ssl=false") == .unknownParameter("ssl", knownToLibpq: true))
    }

    @Test func trailingAmpersandAndEmptyQuery() throws {
        #expect(try settings("postgresql://db?").endpoint == .tcp(host: "db", port: 5432))
        #expect(try settings("postgresql://db/x?sslmode=disable&").sslMode == .disable)
        #expect(try settings("postgresql://db:/x").endpoint == .tcp(host: "db", port: 5432))
    }

    @Test func everySSLMode() throws {
        for mode in PostgresSettings.SSLMode.allCases {
            #expect(try settings("postgresql://db?sslmode=\(mode.rawValue)").sslMode == mode)
            #expect(try settings("postgresql://db", ["PGSSLMODE": mode.rawValue]).sslMode == mode)
        }
        #expect(PostgresSettings.SSLMode.allCases.map(\.rawValue)
            == ["disable", "allow", "prefer", "require", "verify-ca", "verify-full"])
    }

    @Test func connectTimeoutFollowsLibpq() throws {
        func timeout(_ text: String) throws -> Int {
            try settings("postgresql://db?connect_timeout=\(text)").connectTimeoutSeconds
        }
        #expect(try timeout("0") == 5)
        #expect(try timeout("-3") == 5)
        #expect(try timeout("1") == 2)
        #expect(try timeout("2") == 2)
        #expect(try timeout("30") == 30)
        #expect(try timeout("%2030%20") == 30)
        #expect(try timeout("+7") == 7)
        for bad in ["", "abc", "1.5", "10s", "99999999999", "-", "0x10"] {
            #expect(error("postgresql://db?connect_timeout=\(bad)") == .invalidConnectTimeout(source: .url))
        }
        #expect(try settings("postgresql://db", ["PGCONNECT_TIMEOUT": "1"]).connectTimeoutSeconds == 2)
        #expect(error("postgresql://db", ["PGCONNECT_TIMEOUT": "soon"])
            == .invalidConnectTimeout(source: .environment("PGCONNECT_TIMEOUT")))
    }

    // MARK: - The environment

    @Test func environmentFillsWhatTheURLLeavesOut() throws {
        let environment = [
            "PGHOST": "envhost", "PGPORT": "6000", "PGUSER": "envuser", "PGPASSWORD": "envpass",
            "PGDATABASE": "envdb", "PGSSLMODE": "require", "PGSSLROOTCERT": "/env/ca.pem",
            "PGCONNECT_TIMEOUT": "9", "PGAPPNAME": "envapp", "USER": "shell",
        ]
        let value = try settings("postgresql://", environment)
        #expect(value.endpoint == .tcp(host: "envhost", port: 6000))
        #expect(value.user == "envuser")
        #expect(value.password == "envpass")
        #expect(value.database == "envdb")
        #expect(value.sslMode == .require)
        #expect(value.sslRootCertificate == "/env/ca.pem")
        #expect(value.connectTimeoutSeconds == 9)
        #expect(value.applicationName == "envapp")
        #expect(value.displayLocation == "postgresql://envuser@envhost:6000/envdb")
    }

    @Test func theURLWinsOverTheEnvironment() throws {
        let environment = [
            "PGHOST": "envhost", "PGPORT": "6000", "PGUSER": "envuser", "PGPASSWORD": "envpass",
            "PGDATABASE": "envdb", "PGSSLMODE": "require", "PGSSLROOTCERT": "/env/ca.pem",
            "PGCONNECT_TIMEOUT": "9", "PGAPPNAME": "envapp",
        ]
        let value = try settings(
            "postgresql://u:p@h:7000/d?sslmode=disable&sslrootcert=/u/ca.pem&connect_timeout=3&application_name=a",
            environment)
        #expect(value.endpoint == .tcp(host: "h", port: 7000))
        #expect(value.user == "u")
        #expect(value.password == "p")
        #expect(value.database == "d")
        #expect(value.sslMode == .disable)
        #expect(value.sslRootCertificate == "/u/ca.pem")
        #expect(value.connectTimeoutSeconds == 3)
        #expect(value.applicationName == "a")
    }

    @Test func environmentSocketDirectory() throws {
        let value = try settings("postgresql://", ["PGHOST": "/run/pg", "PGPORT": "5444"])
        #expect(value.endpoint == .unixSocket(path: "/run/pg/.s.PGSQL.5444"))
    }

    @Test func emptyQueryValueTakesTheDefaultNotTheEnvironment() throws {
        // As in libpq: `?user=` is given (empty), so PGUSER is not read; the default applies.
        let environment = ["PGUSER": "envuser", "PGHOST": "envhost", "PGPORT": "6000", "PGAPPNAME": "envapp"]
        let value = try settings("postgresql://?user=&host=&port=&application_name=", environment)
        #expect(value.user == "osuser")
        #expect(value.endpoint == .tcp(host: "localhost", port: 5432))
        #expect(value.applicationName == "juicemaker")
        #expect(error("postgresql://?sslmode=", ["PGSSLMODE": "require"]) == .invalidSSLMode(source: .url))
    }

    @Test func emptyEnvironmentVariablesCountAsUnset() throws {
        let value = try settings("postgresql://db", ["PGSSLMODE": "", "PGPORT": "", "PGCONNECT_TIMEOUT": ""])
        #expect(value.sslMode == .prefer)
        #expect(value.endpoint == .tcp(host: "db", port: 5432))
        #expect(value.connectTimeoutSeconds == 5)
    }

    // MARK: - Errors

    @Test func notAPostgresURL() {
        for text in ["", "mysql://db", "postgresql:/db", "POSTGRESQL://db", "file:///tmp/x", "/tmp/stock.sqlite",
                     "postgresql:db"] {
            #expect(error(text) == .notAPostgresURL)
        }
    }

    @Test func badPercentEncoding() {
        #expect(error("postgresql://ju%zzice@db") == .invalidPercentEncoding(part: "user name"))
        #expect(error("postgresql://juice:s3cr%2@db") == .invalidPercentEncoding(part: "password"))
        #expect(error("postgresql://juice:s3cr%00t@db") == .invalidPercentEncoding(part: "password"))
        #expect(error("postgresql://juice:s3cr%FFt@db") == .invalidPercentEncoding(part: "password"))
        #expect(error("postgresql://d%b") == .invalidPercentEncoding(part: "host"))
        #expect(error("postgresql://db/st%") == .invalidPercentEncoding(part: "database name"))
        #expect(error("postgresql://db?ssl%mode=x") == .invalidPercentEncoding(part: "name of query parameter 1"))
        #expect(error("postgresql://db?a=b%") != nil)
        #expect(error("postgresql://db?sslmode=disable&application_name=%G1")
            == .invalidPercentEncoding(part: "value of query parameter 'application_name'"))
    }

    @Test func misplacedAtSign() throws {
        #expect(error("postgresql://juice:p@ss@db/stock") == .misplacedAtSign)
        #expect(error("postgresql://juice:p/ss@db/stock") == .misplacedAtSign)
        #expect(error("postgresql://db/sto@ck") == .misplacedAtSign)
        #expect(try settings("postgresql://db/stock?application_name=a@b").applicationName == "a@b")
    }

    @Test func badIPv6Hosts() {
        for text in ["postgresql://[::1", "postgresql://[]:5432", "postgresql://[::1]x", "postgresql://[::1/db]"] {
            #expect(error(text) == .invalidIPv6Host)
        }
    }

    /// libpq's multi-host forms: a list in the URL's authority, or in `host` and `port` (query or
    /// environment); one port for all hosts, or one each; tried in order.
    @Test func severalHosts() throws {
        let two = try settings("postgresql://u@h1:5432,h2:5433/db")
        #expect(two.endpoints == [.tcp(host: "h1", port: 5432), .tcp(host: "h2", port: 5433)])
        #expect(two.targetSessionAttributes == .readWrite, "several hosts: a register needs the one that writes")
        #expect(two.displayLocation == "postgresql://u@h1:5432,h2:5433/db")
        #expect(try settings("postgresql://u@h1,h2:6000/db").endpoints == [.tcp(host: "h1", port: 5432), .tcp(host: "h2", port: 6000)])
        #expect(try settings("postgresql://[::1],[::2]:7/db").endpoints == [.tcp(host: "::1", port: 5432), .tcp(host: "::2", port: 7)])
        #expect(try settings("postgresql://db?host=h1,h2&port=5433").endpoints == [.tcp(host: "h1", port: 5433), .tcp(host: "h2", port: 5433)])
        #expect(try settings("postgresql://", ["PGHOST": "h1,h2", "PGPORT": "1,2"]).endpoints
            == [.tcp(host: "h1", port: 1), .tcp(host: "h2", port: 2)])
        #expect(try settings("postgresql://h1/db").targetSessionAttributes == .any, "one host: libpq's default")
        #expect(try settings("postgresql://h1,h2/db?target_session_attrs=any").targetSessionAttributes == .any)
        for mode in PostgresSettings.TargetSessionAttributes.allCases {
            #expect(try settings("postgresql://h1,h2/db?target_session_attrs=\(mode.rawValue)").targetSessionAttributes == mode)
        }
        #expect(try settings("postgresql://h/db", ["PGTARGETSESSIONATTRS": "primary"]).targetSessionAttributes == .primary)
        #expect(error("postgresql://h/db?target_session_attrs=master") == .invalidTargetSessionAttributes(source: .url))
        #expect(error("postgresql://db?host=h1,h2,h3&port=1,2") == .portsDoNotMatchHosts(ports: 2, hosts: 3, source: .url))
        #expect(error("postgresql://", ["PGPORT": "1,2"]) == .portsDoNotMatchHosts(ports: 2, hosts: 1, source: .environment("PGPORT")))
        #expect(error("postgresql://h1,h2:0/db") == .invalidPort(source: .url))
    }

    /// The password file, read as libpq reads it: first matching line, `*`, escapes, and never a
    /// file others may read.
    @Test func passwordFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pgpass-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(".pgpass").path
        try """
            # comment
            other:5432:*:stand:wrong
            db:5432:juice:stand:first\\:pw
            db:*:*:stand:second
            *:*:*:*:any
            localhost:5432:*:*:socket
            """.write(toFile: file, atomically: true, encoding: .utf8)
        chmod(file, 0o600)
        func password(_ url: String, _ environment: [String: String] = [:], socket: String? = nil) throws -> String? {
            let value = try PostgresSettings(url: url, environment: environment, defaultSocketDirectory: socket,
                                             systemUserName: { "osuser" }, homeDirectory: directory.path)
            return value.password(for: value.endpoint)
        }
        #expect(try password("postgresql://stand@db/juice") == "first:pw", "an escaped colon")
        #expect(try password("postgresql://stand@db:6000/juice") == "second")
        #expect(try password("postgresql://bob@elsewhere/x") == "any")
        #expect(try password("postgresql://stand:given@db/juice") == "given", "a given password wins")
        #expect(try password("postgresql://stand@db/juice", ["PGPASSWORD": "env"]) == "env")
        #expect(try password("postgresql://stand@/juice", socket: PostgresSettings.defaultSocketDirectory) == "any",
                "the first matching line wins, even for a socket that matches localhost later")
        // Elsewhere, through PGPASSFILE or passfile=.
        let elsewhere = directory.appendingPathComponent("stand.pass").path
        try "db:5432:juice:stand:from-elsewhere\n".write(toFile: elsewhere, atomically: true, encoding: .utf8)
        chmod(elsewhere, 0o600)
        #expect(try password("postgresql://stand@db/juice", ["PGPASSFILE": elsewhere]) == "from-elsewhere")
        #expect(try password("postgresql://stand@db/juice?passfile=\(elsewhere)") == "from-elsewhere")
        // A file others can read is not read, and the reason is kept for the message.
        chmod(file, 0o644)
        let open = try PostgresSettings(url: "postgresql://stand@db/juice", environment: [:], defaultSocketDirectory: nil,
                                        systemUserName: { "osuser" }, homeDirectory: directory.path)
        #expect(open.password(for: open.endpoint) == nil)
        #expect(open.passwordFileNote?.contains("has group or world access") == true)
        let missing = try PostgresSettings(url: "postgresql://stand@db/juice", environment: ["PGPASSFILE": "/nonexistent/pass"],
                                           defaultSocketDirectory: nil, systemUserName: { "osuser" }, homeDirectory: nil)
        #expect(missing.passwordFileNote == "the password file '/nonexistent/pass' does not exist")
    }

    @Test func badPorts() throws {
        for port in ["0", "65536", "abc", "-1", "54x", "99999999", "%2B5"] {
            #expect(error("postgresql://db:\(port)/x") == .invalidPort(source: .url), "port \(port)")
            #expect(error("postgresql://db?port=\(port)") == .invalidPort(source: .url), "port \(port)")
        }
        #expect(error("postgresql://db", ["PGPORT": "http"]) == .invalidPort(source: .environment("PGPORT")))
        #expect(try settings("postgresql://db:65535").endpoint == .tcp(host: "db", port: 65535))
        #expect(try settings("postgresql://db:1").endpoint == .tcp(host: "db", port: 1))
    }

    @Test func badSSLModes() {
        #expect(error("postgresql://db?sslmode=required") == .invalidSSLMode(source: .url))
        #expect(error("postgresql://db?sslmode=REQUIRE") == .invalidSSLMode(source: .url))
        #expect(error("postgresql://db", ["PGSSLMODE": "on"]) == .invalidSSLMode(source: .environment("PGSSLMODE")))
    }

    @Test func queryShape() {
        #expect(error("postgresql://db?sslmode") == .missingEquals(parameterNumber: 1))
        #expect(error("postgresql://db?sslmode=disable&&port=1") == .missingEquals(parameterNumber: 2))
        #expect(error("postgresql://db?&sslmode=disable") == .missingEquals(parameterNumber: 1))
        #expect(error("postgresql://db?application_name=a=b") == .extraEquals(parameter: "application_name"))
    }

    @Test func unknownParameters() {
        #expect(error("postgresql://db?sslmod=require") == .unknownParameter("sslmod", knownToLibpq: false))
        #expect(error("postgresql://db?sslcert=/c.pem") == .unknownParameter("sslcert", knownToLibpq: true))
        #expect(error("postgresql://db?hostaddr=1.2.3.4") == .unknownParameter("hostaddr", knownToLibpq: true))
        #expect(error("postgresql://db?sslmod=require")?.message
            == "unknown parameter 'sslmod' in the PostgreSQL URL (known: host, port, user, password, dbname, "
            + "sslmode, sslrootcert, connect_timeout, application_name, target_session_attrs, passfile)")
    }

    @Test func messages() {
        #expect(PostgresSettingsError.invalidSSLMode(source: .url).message
            == "sslmode must be one of disable, allow, prefer, require, verify-ca, verify-full (in the PostgreSQL URL)")
        #expect(PostgresSettingsError.invalidPort(source: .environment("PGPORT")).message
            == "port must be a number from 1 to 65535 (in PGPORT)")
        #expect(PostgresSettingsError.invalidConnectTimeout(source: .url).message
            == "connect_timeout must be a whole number of seconds (in the PostgreSQL URL)")
        #expect(PostgresSettingsError.unknownUser.description == PostgresSettingsError.unknownUser.message)
    }

    // MARK: - The password stays secret

    @Test func passwordNeverInTheDisplayLocation() throws {
        let secret = "Zq7secretXy"
        let cases: [(String, [String: String])] = [
            ("postgresql://juice:\(secret)@db/stock", [:]),
            ("postgresql://juice@db/stock?password=\(secret)", [:]),
            ("postgresql://juice@db/stock?sslmode=require&password=\(secret)&application_name=x", [:]),
            ("postgresql://juice@db/stock", ["PGPASSWORD": secret]),
            ("postgresql://juice@%2Ftmp/stock?password=\(secret)", [:]),
            ("postgresql://juice:other@[::1]/stock?password=\(secret)", [:]),
        ]
        for (url, environment) in cases {
            let value = try settings(url, environment)
            #expect(value.password == secret)
            #expect(!value.displayLocation.contains(secret), "\(value.displayLocation)")
            #expect(!value.displayLocation.contains("password"))
        }
    }

    @Test func passwordNeverInAnErrorMessage() {
        let secret = "Zq7secretXy"
        let urls = [
            "postgresql://juice:\(secret)@db:x/stock",
            "postgresql://juice:\(secret)@db/stock?sslmode=nope",
            "postgresql://juice:\(secret)@db/stock?bogus=1",
            "postgresql://juice:\(secret)@db/stock?connect_timeout=x",
            "postgresql://juice:\(secret)@h1,h2:0/stock",
            "postgresql://juice:\(secret)@[::1/stock",
            "postgresql://juice:\(secret)@db/stock?x",
            "postgresql://juice:\(secret)@db/stock?application_name=a=b",
            "postgresql://juice:\(secret)%@db/stock",
            "postgresql://juice:\(secret)@@db/stock",
            "postgresql://juice:\(secret)/x@db/stock",
            "postgresql://juice:a@\(secret)@db/stock",
            "postgresql://juice:\(secret)?@db:0/stock",
            "postgresql://juice@db/stock?password=\(secret)&port=0",
            "postgresql://juice@db/stock?password=\(secret)%",
            "postgresql://juice@db/stock?password=\(secret)=",
            "postgresq://juice:\(secret)@db/stock",
            "postgresql://juice:\(secret)@?host=/\(String(repeating: "d", count: 120))",
            "postgresql://?\(secret)",
        ]
        for url in urls {
            guard let failure = error(url) else {
                Issue.record("expected an error for \(url)")
                continue
            }
            #expect(!failure.message.contains(secret), "\(failure.message)")
            #expect(!failure.message.contains("secret"), "\(failure.message)")
        }
        let fromEnvironment = error("postgresql://db?port=0", ["PGPASSWORD": secret])
        #expect(fromEnvironment.map { !$0.message.contains(secret) } == true)
    }
}
