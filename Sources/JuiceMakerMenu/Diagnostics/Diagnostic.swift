import JuiceMakerYAML

/// A place in a source file as people count it: 1-based line and column, columns in characters.
public typealias SourcePosition = JuiceMakerYAML.SourcePosition
/// How bad a problem is: errors make a menu unusable, warnings only under `--strict`.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
    /// A problem that makes the menu unusable.
    case error
    /// A problem the menu can run with; it fails the check only under `--strict`.
    case warning

    /// The word for it in `language`: `error`, `오류`.
    public func word(_ language: Language) -> String {
        language.menu.severity(self)
    }
}

/// Stable identifiers of every problem juicemaker reports. Tools match on these, so never rename one.
public enum DiagnosticCode: String, Sendable, Hashable, Codable, CaseIterable {
    // The YAML layer.
    /// The file is not valid YAML.
    case yamlSyntax = "yaml-syntax"
    /// The file holds no YAML document, or an empty one.
    case emptyFile = "empty-file"
    /// The file holds more than one YAML document.
    case multipleDocuments = "multiple-documents"
    /// The file's aliases would expand past `YAMLParserOptions.maxAliasExpansion` nodes.
    case aliasLimit = "alias-limit"
    /// The file nests collections deeper than `YAMLParserOptions.maxDepth`.
    case nestingLimit = "nesting-limit"
    /// A node has a tag that is not one of YAML's standard ones.
    case unsupportedTag = "unsupported-tag"
    /// A mapping has the same key twice, or a recipe names the same fruit twice.
    case duplicateKey = "duplicate-key"
    /// The file could not be read at all; the diagnostic has no position.
    case unreadableFile = "unreadable-file"
    // The menu format.
    /// A value has the wrong type, such as a list where a mapping belongs, or a bad merge key.
    case wrongType = "wrong-type"
    /// A mapping has a key the menu format does not define.
    case unknownKey = "unknown-key"
    /// A required field is missing: `fruits`, `juices`, or a juice's `recipe`.
    case missingField = "missing-field"
    /// The menu's format version is not 1.
    case unsupportedVersion = "unsupported-version"
    /// An id is not a lowercase slug, or a name's key is not a language code.
    case invalidID = "invalid-id"
    /// Two fruits or two juices have the same id.
    case duplicateID = "duplicate-id"
    /// A recipe names a fruit the menu does not list.
    case unknownFruit = "unknown-fruit"
    /// A recipe has no fruit.
    case emptyRecipe = "empty-recipe"
    /// A number that must be whole is not: a fraction, or not a number at all.
    case notAWholeNumber = "not-a-whole-number"
    /// A recipe amount or a par level is less than 1.
    case amountTooSmall = "amount-too-small"
    /// An initial stock or a reorder point is negative.
    case negativeStock = "negative-stock"
    /// A fruit's par level is not above its reorder point, so a restock would leave it low.
    case parNotAboveReorder = "par-not-above-reorder"
    /// A stock, a reorder point, a par level or a recipe amount is larger than `Limits.maxMenuNumber`.
    case numberTooLarge = "number-too-large"
    /// A name or an emoji is empty.
    case emptyName = "empty-name"
    /// The menu has more than `Limits.maxFruits` fruits or `Limits.maxJuices` juices.
    case tooManyEntries = "too-many-entries"
    /// A fruit's `was:` names an id it cannot have had: its own, a fruit still on the menu, or an id
    /// another fruit already names.
    case invalidRename = "invalid-rename"
    /// A name or an emoji holds a control character or a bidirectional override.
    case controlCharacter = "control-character"
    /// `currency:` is not an ISO 4217 code.
    case unknownCurrency = "unknown-currency"
    /// A price or a cost is not an amount in the menu's currency: negative, too large, with more
    /// decimal places than the currency has, or not a number.
    case invalidPrice = "invalid-price"
    /// A juice has a price, or a fruit a cost, but the menu has no `currency:`.
    case missingCurrency = "missing-currency"
    /// `timezone:` is not an IANA time zone.
    case unknownTimeZone = "unknown-timezone"
    // Warnings.
    /// A warning: no recipe uses a fruit.
    case unusedFruit = "unused-fruit"
    /// A warning: a juice needs more of a fruit than its initial stock, so it cannot be made even once.
    case unmakeableJuice = "unmakeable-juice"
    /// A warning: a name lacks a language that other names of the menu have.
    case missingTranslation = "missing-translation"
    /// A warning: a juice's fruits cost more than its price.
    case belowCost = "below-cost"
}

/// One problem in one file, about one node.
///
/// ```swift
/// let diagnostic = Diagnostic.error(.unknownFruit, "recipe of 'mango-kiwi' names unknown fruit 'kiwii'",
///                                   at: SourcePosition(line: 12, column: 7))
/// print(diagnostic.code.rawValue, diagnostic.line ?? 0)   // unknown-fruit 12
/// ```
public struct Diagnostic: Sendable, Hashable {
    /// Whether the problem is an error or a warning.
    public var severity: Severity
    /// What kind of problem it is; stable, for tools to match on.
    public var code: DiagnosticCode
    /// One sentence that names the thing and says what to do.
    public var message: String
    /// Where the node it is about starts; nil for problems of the whole file (an unreadable file)
    /// and for the problems of a menu made in code.
    public var position: SourcePosition?
    /// The bytes of the file the problem is about, as offsets into the UTF-8 text it was read from (a
    /// BOM included): the offending word, or its fix's word when it has a fix (`DiagnosticRegions`).
    /// Set by `MenuLoader` on the diagnostics of a file; nil where `position` is, and on diagnostics
    /// made by hand. Editors' ranges come from it (an LSP position is these bytes counted in UTF-16).
    public var range: Range<Int>?
    /// How to correct the problem without asking anyone, when there is exactly one way: set only on
    /// diagnostics whose did-you-mean has a single closest candidate whose text lies in the file as written.
    public var fix: DiagnosticFix? {
        get { fixBox?.fix }
        set { fixBox = newValue.map(FixBox.init) }
    }
    /// `fix`, kept out of line: few diagnostics have one, and inline it makes every diagnostic
    /// 136 bytes instead of 80 (a menu with thousands of warnings holds them all at once).
    private var fixBox: FixBox?

    /// The 1-based line of `position`; nil for a problem of the whole file or of a menu made in code.
    public var line: Int? { position?.line }

    /// The 1-based column of `position`, in characters; nil where `line` is.
    public var column: Int? { position?.column }

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: Error or warning.
    ///   - code: What kind of problem it is.
    ///   - message: One sentence that names the thing and says what to do.
    ///   - position: Where the node starts, 1-based; nil for the whole file.
    ///   - fix: The one way to correct it, if there is one.
    public init(_ severity: Severity, _ code: DiagnosticCode, _ message: String, at position: SourcePosition?, fix: DiagnosticFix? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.position = position
        self.fix = fix
    }

    /// An error diagnostic.
    ///
    /// - Parameters:
    ///   - code: What kind of problem it is.
    ///   - message: One sentence that names the thing and says what to do.
    ///   - position: Where the node starts, 1-based; nil for the whole file.
    /// - Returns: A diagnostic of severity `.error`.
    public static func error(_ code: DiagnosticCode, _ message: String, at position: SourcePosition?) -> Diagnostic {
        Diagnostic(.error, code, message, at: position)
    }

    /// A warning diagnostic.
    ///
    /// - Parameters:
    ///   - code: What kind of problem it is.
    ///   - message: One sentence that names the thing and says what to do.
    ///   - position: Where the node starts, 1-based; nil for the whole file.
    /// - Returns: A diagnostic of severity `.warning`.
    public static func warning(_ code: DiagnosticCode, _ message: String, at position: SourcePosition?) -> Diagnostic {
        Diagnostic(.warning, code, message, at: position)
    }
}

/// A `DiagnosticFix` on the heap, equal and hashed by its value, so `Diagnostic` stays a value.
private final class FixBox: Hashable, Sendable {
    let fix: DiagnosticFix

    init(_ fix: DiagnosticFix) {
        self.fix = fix
    }

    static func == (lhs: FixBox, rhs: FixBox) -> Bool {
        lhs.fix == rhs.fix
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fix)
    }
}
