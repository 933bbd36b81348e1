import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu
import JuiceMakerYAML


/// Checks menu text and returns its report, named `menu.yaml`. Every test that checks a menu this
/// way also checks that `diagnose` (what `validate` uses: no menu built) finds exactly the same.
func check(_ text: String) -> MenuReport {
    let report = MenuLoader.report(bytes: Array(text.utf8), file: "menu.yaml")
    let diagnosed = MenuLoader.diagnose(bytes: Array(text.utf8), file: "menu.yaml")
    #expect(diagnosed.diagnostics == report.diagnostics, "diagnose and report disagree")
    #expect(diagnosed.source == report.source)
    #expect(diagnosed.menu == nil)
    return report
}

extension MenuReport {
    /// Diagnostics as `code line:column`, the form tests compare.
    var summary: [String] {
        diagnostics.map { "\($0.code.rawValue) \($0.position?.description ?? "-")" }
    }
}

/// A small valid menu that tests break one line at a time.
let validMenu = """
version: 1
defaults:
  stock: 10
fruits:
  strawberry:
    name: { en: Strawberry, ko: 딸기 }
  banana: { name: { en: Banana, ko: 바나나 } }
juices:
  strawberry-banana:
    name: { en: Strawberry Banana Juice, ko: 딸바쥬스 }
    recipe: { strawberry: 10, banana: 1 }

"""

