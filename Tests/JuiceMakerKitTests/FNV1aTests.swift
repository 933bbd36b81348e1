import JuiceMakerKit
import Testing

/// The hash behind menu versions, PostgreSQL's seeding mark and idempotency ids: it must be FNV-1a
/// exactly, or every stand would be seeded again and every kept key forgotten after an upgrade.
@Suite struct FNV1aTests {
    @Test func givesThePublishedValues() {
        // The reference vectors of the FNV authors (64-bit FNV-1a).
        for (text, expected) in [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")] {
            var hash = FNV1a()
            hash.add(text)
            #expect(hash.hex == expected, "\(text)")
            var bytes = FNV1a()
            bytes.add(Array(text.utf8))
            #expect(bytes.value == hash.value)
        }
    }

    @Test func addingInPiecesIsAddingAtOnce() {
        var whole = FNV1a(seed: 42)
        whole.add("strawberry\t10\n")
        var pieces = FNV1a(seed: 42)
        pieces.add("straw")
        pieces.add(Array("berry\t10\n".utf8))
        #expect(whole.value == pieces.value)
        #expect(FNV1a(seed: 42).value != FNV1a().value)
    }
}
