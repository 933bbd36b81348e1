import Foundation
@testable import JuiceMakerPostgres
import JuiceMakerTestSupport
import Testing

/// juicemaker knows the function of earlier schema versions by digest only: each digest is that
/// version's body's, as the server computes it in the trust check.
@Suite(.enabled(if: PostgresServer.isAvailable || PostgresServer.mustRun), .tags(.postgres))
struct EarlierFunctionTests {
    @Test func eachDigestIsItsVersionsBody() async throws {
        try await blocking {
            let server = try PostgresServer.shared.get()
            var digests: [String] = []
            for body in EarlierChangeFunctions.bodies {
                let quoted = "$body$" + body + "$body$"
                digests.append(try server.psql(
                    "SELECT pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(\(quoted), 'UTF8')), 'hex')")
                    .trimmingCharacters(in: .whitespacesAndNewlines))
            }
            #expect(digests == PostgresChangeFunction.earlierDigests)
            #expect(!digests.contains(""))
        }
    }
}
