import JuiceMakerYAML

/// How the YAML layer's problems read in a menu's diagnostics: each kind has its menu code, and the
/// layer's plain sentence gets the advice that only makes sense for a menu.
extension Diagnostic {
    /// The diagnostic for an error that stopped reading.
    init(_ error: YAMLError) {
        self = .error(error.problem.diagnosticCode, Self.menuMessage(error.problem, error.message, subject: nil), at: error.position)
    }

    /// The diagnostic for a problem that did not stop reading.
    init(_ issue: YAMLIssue) {
        self = .error(issue.problem.diagnosticCode, Self.menuMessage(issue.problem, issue.message, subject: issue.subject), at: issue.position)
    }

    private static func menuMessage(_ problem: YAMLProblem, _ message: String, subject: String?) -> String {
        switch problem {
        case .nestingLimit:
            message + "; a menu needs a handful of levels, so this file is probably broken or hostile"
        case .multipleDocuments:
            message + "; a menu is one document, so remove the second '---' or split the file"
        case .unsupportedTag:
            subject.map { "tag '\($0)' is not one juicemaker knows; remove it (menus need no tags) or use a standard one such as !!str" } ?? message
        case .syntax, .aliasLimit, .duplicateKey, .invalidMerge:
            message
        }
    }
}

extension YAMLProblem {
    /// The stable diagnostic code a menu reports this problem under.
    var diagnosticCode: DiagnosticCode {
        switch self {
        case .syntax: .yamlSyntax
        case .multipleDocuments: .multipleDocuments
        case .aliasLimit: .aliasLimit
        case .nestingLimit: .nestingLimit
        case .unsupportedTag: .unsupportedTag
        case .duplicateKey: .duplicateKey
        case .invalidMerge: .wrongType
        }
    }
}
