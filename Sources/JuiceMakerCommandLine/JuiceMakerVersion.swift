/// juicemaker's version, as `--version`, SARIF reports and the language server say it; the one
/// place it is written (CHANGELOG.md names the same).
package enum JuiceMakerVersion {
    package static let current = "0.2.0"
}
