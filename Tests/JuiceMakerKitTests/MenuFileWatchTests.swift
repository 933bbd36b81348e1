import Foundation
import Testing
@testable import JuiceMakerMenu

/// The one watcher behind the shell's and `serve`'s reloads: an edit is new bytes, not a new time.
@Suite struct MenuFileWatchTests {
    static let good = "fruits:\n  kiwi: { stock: 3 }\njuices:\n  kiwi: { recipe: { kiwi: 1 } }\n"

    @Test func aTouchIsNotAnEditNewBytesAreAndABrokenEditSaysWhy() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("jm-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("menu.yaml")
        try Self.good.write(to: file, atomically: true, encoding: .utf8)
        var watch = MenuFileWatch(path: file.path, loadedFrom: Array(Self.good.utf8))
        #expect(watch.isWatching)
        let first = watch.check()
        #expect(first == nil, "the menu already loaded is not an edit")

        // Same bytes, new modification time.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: file.path)
        let touched = watch.check()
        #expect(touched == nil)

        let edited = Self.good.replacingOccurrences(of: "stock: 3", with: "stock: 4")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let checked = watch.check()
        let edit = try #require(checked)
        #expect(edit.version == MenuFileWatch.version(of: Array(edited.utf8)))
        #expect(edit.report.menu?.fruits.first?.initialStock == 4)
        let again = watch.check()
        #expect(again == nil, "an edit is reported once")

        // Gone for a moment (an editor between delete and write): nothing yet, then the new bytes.
        try FileManager.default.removeItem(at: file)
        let gone = watch.check()
        #expect(gone == nil)
        try "fruits: [\n".write(to: file, atomically: true, encoding: .utf8)
        let brokenEdit = watch.check(language: .ko)
        let broken = try #require(brokenEdit)
        #expect(broken.report.menu == nil)
        #expect(broken.report.diagnostics.first?.line == 2)
    }

    @Test func standardInputIsNotWatched() {
        var watch = MenuFileWatch(path: "-", version: "")
        #expect(!watch.isWatching)
        let checked = watch.check()
        #expect(checked == nil)
    }
}
