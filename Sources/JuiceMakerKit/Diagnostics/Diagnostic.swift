import JuiceMakerYAML

/// A place in a source file as people count it: 1-based line and column, columns in characters.
public typealias SourcePosition = JuiceMakerYAML.SourcePosition
/// How bad a problem is: errors make a menu unusable, warnings only under `--strict`.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
    case error
    case warning
}

/// Stable identifiers of every problem juicemaker reports. Tools match on these, so never rename one.
public enum DiagnosticCode: String, Sendable, Hashable, Codable, CaseIterable {
    // The YAML layer.
    case yamlSyntax = "yaml-syntax"
    case emptyFile = "empty-file"
    case multipleDocuments = "multiple-documents"
    case aliasLimit = "alias-limit"
    case nestingLimit = "nesting-limit"
    case unsupportedTag = "unsupported-tag"
    case duplicateKey = "duplicate-key"
    case unreadableFile = "unreadable-file"
    // The menu format.
    case wrongType = "wrong-type"
    case unknownKey = "unknown-key"
    case missingField = "missing-field"
    case unsupportedVersion = "unsupported-version"
    case invalidID = "invalid-id"
    case duplicateID = "duplicate-id"
    case unknownFruit = "unknown-fruit"
    case emptyRecipe = "empty-recipe"
    case notAWholeNumber = "not-a-whole-number"
    case amountTooSmall = "amount-too-small"
    case negativeStock = "negative-stock"
    case numberTooLarge = "number-too-large"
    case emptyName = "empty-name"
    case tooManyEntries = "too-many-entries"
    // Warnings.
    case unusedFruit = "unused-fruit"
    case unmakeableJuice = "unmakeable-juice"
    case missingTranslation = "missing-translation"
}

/// One problem in one file, about one node.
public struct Diagnostic: Sendable, Hashable {
    public var severity: Severity
    public var code: DiagnosticCode
    /// One sentence that names the thing and says what to do.
    public var message: String
    /// Where the node it is about starts; nil only for problems of the whole file (an unreadable file).
    public var position: SourcePosition?

    /// The 1-based line of `position`; nil for a problem of the whole file or of a menu made in code.
    public var line: Int? { position?.line }

    /// The 1-based column of `position`, in characters; nil where `line` is.
    public var column: Int? { position?.column }

    public init(_ severity: Severity, _ code: DiagnosticCode, _ message: String, at position: SourcePosition?) {
        self.severity = severity
        self.code = code
        self.message = message
        self.position = position
    }

    public static func error(_ code: DiagnosticCode, _ message: String, at position: SourcePosition?) -> Diagnostic {
        Diagnostic(.error, code, message, at: position)
    }

    public static func warning(_ code: DiagnosticCode, _ message: String, at position: SourcePosition?) -> Diagnostic {
        Diagnostic(.warning, code, message, at: position)
    }
}
