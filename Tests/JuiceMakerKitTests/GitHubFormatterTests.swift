import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct GitHubFormatterTests {
    let formatter = GitHubDiagnosticFormatter()

    @Test func oneCommandPerDiagnosticThenSummary() {
        #expect(formatter.format([FormatterFixtures.korean, FormatterFixtures.unreadable]) == """
            ::warning file=recipes.yaml,line=7,col=22,title=missing-translation::name of 'mango-kiwi' has no 'ja' translation
            ::error file=recipes.yaml,line=8,col=14,title=unknown-fruit::recipe of 'mango-kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'?
            ::error file=missing.yaml,title=unreadable-file::cannot read 'missing.yaml': no such file
            2 files checked: 2 errors, 1 warning

            """)
    }

    @Test func escapesDataAndProperties() {
        let report = FormatterFixtures.report(
            "dir,odd:name%20.yaml", source: "",
            [.error(.wrongType, "100% sure:\r\nfruit: a, b\n::error::injected", at: SourcePosition(line: 2, column: 3))])
        let output = formatter.format([report])
        #expect(output == """
            ::error file=dir%2Codd%3Aname%2520.yaml,line=2,col=3,title=wrong-type::100%25 sure:%0D%0Afruit: a, b%0A::error::injected
            1 file checked: 1 error

            """)
        // Only the summary ends a line: the message could not start a second command.
        #expect(output.split(separator: "\n").count == 2)
    }

    @Test func escapeFunctionsEscapePercentFirst() {
        #expect(GitHubDiagnosticFormatter.escaped("%0A", isProperty: false) == "%250A")
        #expect(GitHubDiagnosticFormatter.escaped("a:b,c", isProperty: false) == "a:b,c")
        #expect(GitHubDiagnosticFormatter.escaped("a:b,c%\n\r", isProperty: true) == "a%3Ab%2Cc%25%0A%0D")
    }

    @Test func strictSummary() {
        let warned = FormatterFixtures.report(source: "", [.warning(.unusedFruit, "w", at: nil)])
        #expect(GitHubDiagnosticFormatter(strict: true).format([warned]) == """
            ::warning file=menu.yaml,title=unused-fruit::w
            1 file checked: 1 warning (strict: warnings count as failures)

            """)
    }
}
