import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// Every broken fixture names the diagnostic it must produce in its first line
/// (`# expect: CODE LINE:COLUMN`); every shipped menu must pass `--strict`.
@Suite struct MenuFixtureTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let brokenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/broken")

    static let brokenFixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: brokenDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }()

    static let shippedMenus: [String] = {
        let examples = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("config/examples").path)) ?? []
        return ["recipes.yaml"] + examples.filter { $0.hasSuffix(".yaml") }.sorted().map { "config/examples/\($0)" }
    }()

    @Test func fixturesArePresent() {
        #expect(Self.brokenFixtures.count >= 20)
        #expect(Self.shippedMenus.count >= 3)
    }

    @Test(arguments: brokenFixtures)
    func brokenFixtureIsRejectedWhereItSays(_ name: String) throws {
        let path = Self.brokenDirectory.appendingPathComponent(name).path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let expectLine = try #require(text.split(separator: "\n").first { $0.hasPrefix("# expect: ") })
        let expected = String(expectLine.dropFirst("# expect: ".count))
        let report = MenuLoader.report(path: path)
        #expect(MenuLoader.diagnose(path: path).diagnostics == report.diagnostics)
        #expect(report.hasErrors, "\(name) was accepted")
        #expect(report.menu == nil)
        #expect(report.summary.contains(expected), "\(name): expected \(expected), got \(report.summary)")
    }

    @Test(arguments: shippedMenus)
    func shippedMenuPassesStrict(_ relativePath: String) {
        let path = Self.repositoryRoot.appendingPathComponent(relativePath).path
        let report = MenuLoader.report(path: path)
        let diagnosed = MenuLoader.diagnose(path: path)
        #expect(diagnosed.diagnostics.isEmpty && diagnosed.menu == nil)
        #expect(report.diagnostics.isEmpty, "\(relativePath): \(report.diagnostics.map { "\($0.position?.description ?? "-") \($0.message)" })")
        #expect(report.menu != nil)
    }
}
