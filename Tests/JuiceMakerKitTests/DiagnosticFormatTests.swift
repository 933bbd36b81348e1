import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct DiagnosticFormatTests {
    @Test func rawValuesAreTheFlagWords() {
        #expect(DiagnosticFormat.allCases.map(\.rawValue) == ["text", "json", "github", "sarif"])
        #expect(DiagnosticFormat(rawValue: "sarif") == .sarif)
    }

    @Test func dispatchesToTheMatchingFormatter() {
        let reports = [FormatterFixtures.korean]
        let options = DiagnosticFormatOptions(color: true, strict: true, toolVersion: "9.9.9")
        #expect(DiagnosticFormat.text.format(reports, options: options)
            == TextDiagnosticFormatter(color: true, strict: true).format(reports))
        #expect(DiagnosticFormat.json.format(reports, options: options) == JSONDiagnosticFormatter(strict: true).format(reports))
        #expect(DiagnosticFormat.github.format(reports, options: options)
            == GitHubDiagnosticFormatter(strict: true).format(reports))
        #expect(DiagnosticFormat.sarif.format(reports, options: options)
            == SARIFDiagnosticFormatter(toolVersion: "9.9.9").format(reports))
    }
}
