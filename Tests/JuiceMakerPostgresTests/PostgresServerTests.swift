import Foundation
import JuiceMakerPostgres
import JuiceMakerTestSupport
import Testing

/// The throwaway server the PostgreSQL store's tests use. Never skipped under CI (`CI=true`): there
/// a missing PostgreSQL fails the run instead of passing it unseen.
@Suite(.enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.postgres))
struct PostgresServerTests {
    @Test func startsRestartsAndChecksPasswordsOverTCP() async throws { try await blocking { try self.startsRestartsAndChecksPasswordsOverTCPBody() } }
    func startsRestartsAndChecksPasswordsOverTCPBody() throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        #expect(try server.psql("SELECT 1") == "1\n")
        #expect(try server.psql("SHOW max_connections") == "100\n")
        #expect(try server.psql("SHOW fsync") == "on\n")

        try server.createDatabase("stock")
        try server.restart()
        #expect(try server.psql("SELECT current_database()", database: "stock") == "stock\n")

        #expect(try server.psqlOverTCP("SELECT current_user", password: server.password) == "postgres\n")
        #expect(throws: PostgresServer.Failure.self) {
            try server.psqlOverTCP("SELECT 1", password: "wrong-\(server.password)")
        }
        do {
            _ = try server.psqlOverTCP("SELECT 1", password: "wrong")
        } catch let failure as PostgresServer.Failure {
            #expect(failure.message.contains("password authentication failed"), "\(failure.message)")
        }

        try server.stop()
        #expect(throws: PostgresServer.Failure.self) { try server.psql("SELECT 1") }
        try server.start()
        #expect(try server.psql("SELECT 2") == "2\n")
    }

    @Test func urlReadsBackAsTheSameServer() async throws { try await blocking { try self.urlReadsBackAsTheSameServerBody() } }
    func urlReadsBackAsTheSameServerBody() throws {
        let server = try PostgresServer()
        defer { server.destroy() }
        let settings = try PostgresSettings(url: server.url(database: "stock"), environment: [:])
        #expect(settings.endpoint == .tcp(host: "127.0.0.1", port: server.port))
        #expect(settings.user == server.user)
        #expect(settings.password == server.password)
        #expect(settings.database == "stock")
        #expect(!settings.displayLocation.contains(server.password))
        #expect(server.url(password: "").hasPrefix("postgresql://postgres@127.0.0.1:"))
        #expect(server.url(query: "sslmode=disable").hasSuffix("/postgres?sslmode=disable"))
    }

    @Test func tlsWithAVerifiedCertificate() async throws { try await blocking { try self.tlsWithAVerifiedCertificateBody() } }
    func tlsWithAVerifiedCertificateBody() throws {
        let server = try PostgresServer(tls: true)
        defer { server.destroy() }
        let ca = try #require(server.caCertificatePath)
        #expect(FileManager.default.fileExists(atPath: ca))
        for host in ["localhost", "127.0.0.1"] {
            let answer = try server.psqlOverTCP(
                "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()",                 password: server.password, host: host,
                environment: ["PGSSLMODE": "verify-full", "PGSSLROOTCERT": ca])
            #expect(answer == "t\n", "over \(host)")
        }
    }
}
