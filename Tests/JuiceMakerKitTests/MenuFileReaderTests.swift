import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// A menu is read only from a regular file, never blocking and never without bound: a FIFO, a
/// device such as /dev/zero and a file over `Limits.maxMenuBytes` are refused at once, with what
/// they are (issue 23: the shell froze on a FIFO, validate grew to 5.8 GB on /dev/zero).
@Suite struct MenuFileReaderTests {
    /// Why `FileReader` refuses `path`, in `language`; nil when it reads it.
    static func refusal(_ path: String, limit: Int = Limits.maxMenuBytes, in language: Language = .en) -> String? {
        do {
            _ = try FileReader.read(path, limit: limit)
            return nil
        } catch {
            return error.reason(in: language)
        }
    }

    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("jm-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Opening a FIFO for reading would wait for a writer for ever: the time limit turns that hang
    /// into a failure.
    @Test(.timeLimit(.minutes(1))) func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("menu.yaml").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(Self.refusal(path) == "it is a named pipe (FIFO), not a regular file; a menu is read "
                                           + "only from a file (or from standard input, as -)")
        let report = MenuLoader.report(path: path)
        #expect(report.diagnostics.map(\.code) == [.unreadableFile])
        #expect(report.diagnostics.first?.message.contains("named pipe (FIFO)") == true)
    }

    @Test func aLinkToDevZeroIsRefusedBeforeReadingAByte() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("menu.yaml").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        #expect(Self.refusal(path) == "it is a character device, not a regular file; a menu is read "
                                           + "only from a file (or from standard input, as -)")
        #expect(Self.refusal(path, in: .ko) == "문자 장치이고 일반 파일이 아니에요; 메뉴는 파일(또는 표준 입력 -)에서만 읽어요")
    }

    @Test func aFileOverTheLimitIsRefusedBeforeAndWhileReading() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("menu.yaml").path
        // Sparse: its size says 257 MiB, and nothing of it is read.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(Limits.maxMenuBytes + (1 << 20)))
        try handle.close()
        #expect(Self.refusal(path) == "it is larger than 256 MiB, the most a menu may be")
        try Data(repeating: 0x61, count: 100).write(to: URL(fileURLWithPath: path))
        #expect(try FileReader.read(path, limit: 100).count == 100)
        #expect(throws: FileFailure.self) { _ = try FileReader.read(path, limit: 99) }
        // A regular file whose size says 0 but that has more (as /proc's files, or one still being
        // written) is bounded while it is read.
        #expect(Self.refusal("/proc/self/status", limit: 100) == "it is larger than 100 bytes, the most a menu may be")
    }
}

