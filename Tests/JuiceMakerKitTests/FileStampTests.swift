import Foundation
#if canImport(Glibc)
import Glibc
#endif
import JuiceMakerKit
import JuiceMakerTestSupport
import Testing

/// What the shell and `serve` check their menu file with, and how an open stock file is known.
@Suite struct FileStampTests {
    /// The menu file is read again only when `stat` says it changed: an edit in place (a new
    /// modification time) or a replacement (a new inode).
    @Test func aMenuFilesStampChangesWithEveryEditAndOnlyThen() throws {
        let directory = try EngineFixtures.makeTemporaryDirectory()
        defer { EngineFixtures.removeTemporaryDirectory(directory) }
        let file = directory.appendingPathComponent("menu.yaml")
        try "fruits: {}\n".write(to: file, atomically: false, encoding: .utf8)
        let first = try #require(FileStamp(file.path))
        #expect(FileStamp(file.path) == first, "nothing changed")
        usleep(50_000)  // past the file system's clock tick
        try "fruits: []\n".write(to: file, atomically: false, encoding: .utf8)  // the same size, in place
        let edited = try #require(FileStamp(file.path))
        #expect(edited != first)
        #expect(edited.identity == first.identity, "the same file, edited in place")
        try "fruits: []\n".write(to: file, atomically: true, encoding: .utf8)  // replaced by a new file
        #expect(FileStamp(file.path) != edited)
        #expect(FileStamp(file.path)?.identity != edited.identity, "another file now")
        #expect(FileStamp(directory.appendingPathComponent("missing.yaml").path) == nil)
    }
}
