import JuiceMakerMenu
import MenuGenerator
import Testing

/// The benchmark's menus must be what they claim: valid ones clean, the "many errors" one with
/// exactly one unknown fruit per tenth juice, the "many warnings" one with exactly one
/// `missing-translation` warning per untranslated juice. Not timed.
@Suite struct SyntheticMenuTests {
    @Test func validMenuHasNoDiagnostics() {
        let menu = SyntheticMenu(SyntheticMenu.Options(targetBytes: 400_000))
        let report = MenuLoader.report(bytes: menu.bytes, file: "synthetic.yaml")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.prefix(3))")
        #expect(report.menu?.fruits.count == 1_000)
        #expect(report.menu?.juices.count == menu.juiceCount)
        #expect(menu.bytes.count >= 400_000)
        #expect(menu.bytes.count < 401_000, "stops within one juice of the target")
    }

    @Test func smallMenuStillUsesEveryFruit() {
        let menu = SyntheticMenu(SyntheticMenu.Options(targetBytes: 1_000, fruitCount: 50))
        let report = MenuLoader.report(bytes: menu.bytes, file: "small.yaml")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.prefix(3))")
        #expect(menu.juiceCount >= 50)
    }

    @Test func manyErrorsMenuHasOneUnknownFruitPerTenthJuice() {
        let menu = SyntheticMenu(SyntheticMenu.Options(targetBytes: 200_000, unknownFruitEvery: 10))
        let report = MenuLoader.report(bytes: menu.bytes, file: "errors.yaml")
        #expect(menu.unknownFruitCount > 0)
        #expect(menu.unknownFruitCount >= menu.juiceCount / 10 - 1)
        #expect(report.diagnostics.count == menu.unknownFruitCount)
        #expect(report.diagnostics.allSatisfy { $0.code == .unknownFruit })
        #expect(report.diagnostics.contains { $0.message.contains("did you mean") })
    }

    @Test(arguments: SyntheticMenu.Shape.allCases)
    func sameOptionsGiveTheSameBytes(shape: SyntheticMenu.Shape) {
        let options = SyntheticMenu.Options(targetBytes: 50_000, unknownFruitEvery: 10, shape: shape)
        #expect(SyntheticMenu(options).bytes == SyntheticMenu(options).bytes)
    }

    /// Issue 9's shape, with as many fruits as the bench gives it (past the catalogue's 1,000, so
    /// numbered batches too): every fruit and juice on one flow line, and still not one diagnostic.
    @Test func flowLinesMenuHasNoDiagnostics() {
        let menu = SyntheticMenu(SyntheticMenu.Options(targetBytes: 800_000, fruitCount: 4_500, shape: .flowLines))
        let report = MenuLoader.report(bytes: menu.bytes, file: "flow-lines.yaml")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.prefix(3))")
        #expect(report.menu?.fruits.count == 4_500)
        #expect(report.menu?.juices.count == menu.juiceCount)
        #expect(menu.juiceCount >= 4_500)
        #expect(menu.bytes.count >= 800_000)
        let text = String(decoding: menu.bytes, as: UTF8.self)
        #expect(text.contains("\n  golden-apple: { name: { en: Golden Apple, ko: 황금 사과 }"))
        #expect(!text.contains("\n    "), "no block-style entries")
    }

    @Test func flowLinesManyErrorsMenuHasOneUnknownFruitPerTenthJuice() {
        let menu = SyntheticMenu(SyntheticMenu.Options(targetBytes: 300_000, fruitCount: 1_500, unknownFruitEvery: 10, shape: .flowLines))
        let report = MenuLoader.report(bytes: menu.bytes, file: "flow-lines-errors.yaml")
        #expect(menu.unknownFruitCount >= menu.juiceCount / 10 - 1)
        #expect(report.diagnostics.count == menu.unknownFruitCount)
        #expect(report.diagnostics.allSatisfy { $0.code == .unknownFruit })
        #expect(report.diagnostics.contains { $0.message.contains("did you mean") })
    }

    /// Tens of thousands of fruits, every fruit and juice in block style, and not one diagnostic;
    /// with every tenth recipe naming an unknown fruit, exactly those errors.
    @Test func blockFruitsMenuHasNoDiagnosticsUntilAskedForErrors() {
        let menu = SyntheticMenu(SyntheticMenu.Options(targetBytes: 1_000_000, fruitCount: 5_000, shape: .blockFruits))
        let report = MenuLoader.report(bytes: menu.bytes, file: "block-fruits.yaml")
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.prefix(3))")
        #expect(report.menu?.fruits.count == 5_000)
        #expect(report.menu?.juices.count == menu.juiceCount)
        let text = String(decoding: menu.bytes, as: UTF8.self)
        #expect(text.contains("\n  golden-apple:\n    name:\n      en: Golden Apple\n      ko: 황금 사과\n"))
        #expect(!text.contains(": {"), "no flow mappings")

        let broken = SyntheticMenu(SyntheticMenu.Options(targetBytes: 300_000, fruitCount: 1_500, unknownFruitEvery: 10, shape: .blockFruits))
        let errors = MenuLoader.report(bytes: broken.bytes, file: "block-fruits-errors.yaml")
        #expect(broken.unknownFruitCount >= broken.juiceCount / 10 - 1)
        #expect(errors.diagnostics.count == broken.unknownFruitCount)
        #expect(errors.diagnostics.allSatisfy { $0.code == .unknownFruit })
    }

    /// Every n-th juice named in English only, in each shape and in each of the mixed shape's four
    /// juice styles: a warning apiece, with its excerpt, and nothing else; the menu is still built.
    @Test(arguments: SyntheticMenu.Shape.allCases)
    func manyWarningsMenuHasOneMissingTranslationPerUntranslatedJuice(shape: SyntheticMenu.Shape) throws {
        let menu = SyntheticMenu(SyntheticMenu.Options(targetBytes: 300_000, fruitCount: 1_500, untranslatedEvery: 3, shape: shape))
        let report = MenuLoader.report(bytes: menu.bytes, file: "warnings.yaml")
        #expect(menu.untranslatedJuiceCount == menu.juiceCount / 3)
        #expect(menu.unknownFruitCount == 0)
        #expect(report.diagnostics.count == menu.untranslatedJuiceCount)
        #expect(report.diagnostics.allSatisfy { $0.code == .missingTranslation && $0.severity == .warning })
        #expect(report.menu?.juices.count == menu.juiceCount)
        let untranslated = try #require(report.menu?.juices.filter { $0.name.languages == ["en"] })
        #expect(untranslated.count == menu.untranslatedJuiceCount)

        let lines = TextDiagnosticFormatter().format([report]).split(separator: "\n")
        #expect(lines.count { $0.contains("has no 'ko' while other names do") } == menu.untranslatedJuiceCount)
        let carets = lines.count { $0.hasSuffix("^") && $0.allSatisfy { $0 == " " || $0 == "^" } }
        #expect(carets == menu.untranslatedJuiceCount, "each warning has its excerpt and caret")
    }

    @Test func untranslatedJuicesLeaveTheOtherBytesAlone() {
        let plain = SyntheticMenu(SyntheticMenu.Options(targetBytes: 50_000, fruitCount: 50))
        let warned = SyntheticMenu(SyntheticMenu.Options(targetBytes: 50_000, fruitCount: 50, untranslatedEvery: 1_000_000))
        #expect(plain.bytes == warned.bytes, "an n past the juice count changes nothing")
    }

    @Test func shapesDiffer() {
        let mixed = SyntheticMenu(SyntheticMenu.Options(targetBytes: 20_000, fruitCount: 50))
        let flow = SyntheticMenu(SyntheticMenu.Options(targetBytes: 20_000, fruitCount: 50, shape: .flowLines))
        let block = SyntheticMenu(SyntheticMenu.Options(targetBytes: 20_000, fruitCount: 50, shape: .blockFruits))
        #expect(mixed.bytes != flow.bytes && mixed.bytes != block.bytes && flow.bytes != block.bytes)
    }
}
