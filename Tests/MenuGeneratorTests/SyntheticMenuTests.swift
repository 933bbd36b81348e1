import JuiceMakerKit
import MenuGenerator
import Testing

/// The benchmark's menus must be what they claim: valid ones clean, the "many errors" one with
/// exactly one unknown fruit per tenth juice. Not timed.
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

    @Test func sameOptionsGiveTheSameBytes() {
        let options = SyntheticMenu.Options(targetBytes: 50_000, unknownFruitEvery: 10)
        #expect(SyntheticMenu(options).bytes == SyntheticMenu(options).bytes)
    }
}
