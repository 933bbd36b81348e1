@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// Reports built by hand for the formatter tests: the validator is not needed to check the printing.
enum FormatterFixtures {
    /// A menu with Korean names: an unknown fruit (error) and a missing translation (warning).
    static let koreanSource = """
        version: 1
        fruits:
          - id: kiwi
            name: 키위
        juices:
          - id: mango-kiwi
            name: {ko: 망고키위, en: Mango Kiwi}
            recipe: {kiwii: 2}

        """

    static let unknownFruit = Diagnostic.error(
        .unknownFruit, "recipe of 'mango-kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'?",
        at: SourcePosition(line: 8, column: 14))
    /// Points at `en` on line 7, after the four wide syllables of 망고키위.
    static let afterKorean = Diagnostic.warning(
        .missingTranslation, "name of 'mango-kiwi' has no 'ja' translation",
        at: SourcePosition(line: 7, column: 22))

    static let korean = MenuReport(
        file: "recipes.yaml", source: koreanSource, diagnostics: [afterKorean, unknownFruit], menu: nil)

    /// The same shape with Windows line ends.
    static let crlf = MenuReport(
        file: "windows.yaml",
        source: "fruits:\r\n  - id: kiwii\r\n    stock: -3\r\n",
        diagnostics: [.error(.negativeStock, "stock of 'kiwii' is -3; it must be 0 or more", at: SourcePosition(line: 3, column: 12))],
        menu: nil)

    /// Starts with a UTF-8 byte-order mark, which is not a column.
    static let bom = MenuReport(
        file: "bom.yaml",
        source: "\u{FEFF}fruit: []\n",
        diagnostics: [.error(.unknownKey, "unknown key 'fruit'; did you mean 'fruits'?", at: SourcePosition(line: 1, column: 1))],
        menu: nil)

    /// A problem of the whole file: no position, no source.
    static let unreadable = MenuReport(
        file: "missing.yaml", source: "",
        diagnostics: [.error(.unreadableFile, "cannot read 'missing.yaml': no such file", at: nil)],
        menu: nil)

    static let clean = MenuReport(file: "clean.yaml", source: "version: 1\n", diagnostics: [], menu: nil)

    static func report(
        _ file: String = "menu.yaml", source: String, _ diagnostics: [Diagnostic]
    ) -> MenuReport {
        MenuReport(file: file, source: source, diagnostics: diagnostics, menu: nil)
    }
}

extension Diagnostic {
    func with(position: SourcePosition?) -> Diagnostic {
        var copy = self
        copy.position = position
        return copy
    }
}
