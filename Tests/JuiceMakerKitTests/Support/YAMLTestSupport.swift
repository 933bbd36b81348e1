@testable import JuiceMakerKit

/// Parses a one-document YAML string for tests.
func parse(_ text: String, options: YAMLParserOptions = YAMLParserOptions()) throws -> YAMLDocument? {
    try YAMLParser.parseDocument(Array(text.utf8), options: options)
}

/// Checks menu text and returns its report, named `menu.yaml`.
func check(_ text: String) -> MenuReport {
    MenuLoader.report(bytes: Array(text.utf8), file: "menu.yaml")
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

/// The error reading `bytes` throws, or nil when it reads.
func yamlError(_ bytes: [UInt8], options: YAMLParserOptions = YAMLParserOptions()) -> YAMLError? {
    do {
        _ = try YAMLParser.parseDocument(bytes, options: options)
        return nil
    } catch {
        return error
    }
}

func yamlError(_ text: String, options: YAMLParserOptions = YAMLParserOptions()) -> YAMLError? {
    yamlError(Array(text.utf8), options: options)
}
