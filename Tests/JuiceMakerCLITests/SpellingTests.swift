import Foundation
import Testing

/// One spelling of the product's word, 쥬스, as the original app wrote it (issues 45 and 46): no
/// message, page, help or example of ours says 주스. It appears only as what a person might type,
/// shown beside its correction (`망고주스` → `망고쥬스`).
@Suite struct SpellingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file of ours that holds words people read: sources (messages, help, the page, the
    /// OpenAPI document), menus, and the docs.
    static func files() throws -> [URL] {
        var found: [URL] = []
        for folder in ["Sources", "config", "docs"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if ["swift", "html", "json", "yaml", "yml", "md"].contains(url.pathExtension) { found.append(url) }
            }
        }
        // Not CHANGELOG.md: it tells what earlier versions said.
        return found + ["README.md", "recipes.yaml"].map { root.appendingPathComponent($0) }
    }

    @Test func theProductIsSpelledOneWay() throws {
        let files = try Self.files()
        #expect(files.count > 100)
        var offending: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("주스") {
                // A misspelling shown as such: in a comment or in backticks, beside its correction.
                let shownAsTypo = line.contains("쥬스") && (line.contains("`") || line.trimmingCharacters(in: .whitespaces).hasPrefix("//"))
                if !shownAsTypo { offending.append("\(file.path.dropFirst(Self.root.path.count + 1)):\(number + 1): \(line)") }
            }
        }
        #expect(offending.isEmpty, "주스 where 쥬스 is meant:\n\(offending.joined(separator: "\n"))")
    }
}
