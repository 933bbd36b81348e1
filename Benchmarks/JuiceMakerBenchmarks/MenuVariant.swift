import JuiceMakerKit
import MenuGenerator

/// What a generated menu holds besides its shape: nothing to report, errors, or warnings. Each has
/// the diagnostics `validate` must give, its exit status and its loading target.
enum MenuVariant: String, CaseIterable {
    /// No diagnostics: `validate` within 1.3× the bare-loop process.
    case valid
    /// An unknown fruit in every tenth recipe, each an error with its did-you-mean and excerpt:
    /// held to the same 1.3×.
    case errors
    /// A juice in every `untranslatedEvery` named in English only, each a `missing-translation`
    /// warning with its excerpt (ten thousand or more on a 10 MB menu of any shape): within 1.5×
    /// (issue 26).
    case warnings

    /// Every third juice: 10,000 warnings or more on a 10 MB menu of each shape.
    static let untranslatedEvery = 3

    /// "valid", "many errors", "many warnings".
    var words: String {
        switch self {
        case .valid: "valid"
        case .errors: "many errors"
        case .warnings: "many warnings"
        }
    }

    /// The generator's options for a menu of this variant.
    func options(targetBytes: Int, fruitCount: Int, shape: SyntheticMenu.Shape) -> SyntheticMenu.Options {
        SyntheticMenu.Options(
            targetBytes: targetBytes, fruitCount: fruitCount,
            unknownFruitEvery: self == .errors ? 10 : nil,
            untranslatedEvery: self == .warnings ? Self.untranslatedEvery : nil,
            shape: shape
        )
    }

    /// `juicemaker validate`'s exit status: 1 with errors, 0 with warnings only.
    var exitStatus: Int32 { self == .errors ? 1 : 0 }

    /// The most `validate` may take against the bare-loop process (the median of the pairs).
    var processLimit: Double { self == .warnings ? 1.5 : 1.3 }

    /// The most the `validate` process may take against the loop in this process; the issues set
    /// none for warnings.
    var strictLimit: Double? { self == .warnings ? nil : 1.5 }

    /// Why `diagnostics` are not what a menu of this variant must give, or nil when they are.
    ///
    /// - Parameters:
    ///   - diagnostics: What loading the menu reported.
    ///   - menu: The generated menu, with its counts.
    ///   - juiceCount: How many juices the loaded menu has (nil when none was built).
    func mismatch(_ diagnostics: [Diagnostic], menu: SyntheticMenu, juiceCount: Int?) -> String? {
        switch self {
        case .valid:
            guard diagnostics.isEmpty, juiceCount == menu.juiceCount else {
                return "the valid menu has \(diagnostics.count) diagnostics, first: \(diagnostics.first?.message ?? "-")"
            }
        case .errors:
            let unknown = diagnostics.count { $0.code == .unknownFruit }
            guard unknown == menu.unknownFruitCount, unknown == diagnostics.count else {
                return "expected \(menu.unknownFruitCount) unknown-fruit errors, got \(diagnostics.count) diagnostics (\(unknown) unknown-fruit)"
            }
        case .warnings:
            let untranslated = diagnostics.count { $0.code == .missingTranslation && $0.severity == .warning }
            guard untranslated == menu.untranslatedJuiceCount, untranslated == diagnostics.count, juiceCount == menu.juiceCount else {
                return "expected \(menu.untranslatedJuiceCount) missing-translation warnings, got \(diagnostics.count) diagnostics (\(untranslated) missing-translation)"
            }
        }
        return nil
    }
}
