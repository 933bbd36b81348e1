import Foundation
import JuiceMakerTestSupport
import Testing

@Suite(.tags(.endToEnd)) struct HelpTests {
    static let commands: [[String]] = [
        [], ["order"], ["menu"], ["stock"], ["stock", "show"], ["stock", "add"], ["stock", "remove"], ["stock", "set"],
        ["stock", "reset"], ["history"], ["undo"], ["validate"], ["schema"],
    ]

    @Test(arguments: commands)
    func helpShowsAnExample(_ command: [String]) throws {
        let result = try CLIHarness.run(command + ["--help"], in: try CLIHarness.makeTemporaryDirectory())
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("Example"), "\(command)")
        #expect(result.stdout.contains("juicemaker "), "\(command)")
    }
}
