import Foundation
import JuiceMakerCommandLine
import JuiceMakerMenu
import JuiceMakerTestSupport
import Testing

/// The help texts' catalogues (`HelpWords`): every text in both languages, and every command and
/// argument of both programs with its help in each.
struct HelpWordsTests {
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// The two catalogues have the same commands and entries, none empty; the English says no
    /// Korean and the Korean says something in Korean.
    @Test func everyTextIsInBothLanguages() {
        let english = HelpWords.catalogue(.en), korean = HelpWords.catalogue(.ko)
        #expect(english.keys.sorted() == korean.keys.sorted())
        for (command, entries) in english {
            #expect(entries.keys.sorted() == (korean[command] ?? [:]).keys.sorted(), "\(command)")
            for (entry, text) in entries {
                #expect(!text.isEmpty && !Self.hasHangul(text), "\(command) \(entry) in English: \(text)")
                let twin = korean[command]?[entry] ?? ""
                #expect(Self.hasHangul(twin), "\(command) \(entry) in Korean: \(twin)")
            }
        }
        #expect(english.count > 20)
    }

    /// What the programs show: each command (subcommands included) and each argument shown in
    /// `--help` has help in both languages, read from swift-argument-parser's own description of them.
    @Test(arguments: ["juicemaker", "juicemaker-validate"])
    func everyCommandAndArgumentHasHelp(program: String) async throws {
        try await blocking {
            let dir = try CLIHarness.makeShop()
            for language in ["en", "ko"] {
                let dump = try CLIHarness.run(["--lang", language, "--experimental-dump-help"], in: dir, program: program)
                #expect(dump.exitCode == 0)
                let root = try #require(CommandDescription.decoding(dump.stdout), "\(program) \(language)")
                var commands = [(root, root.commandName)]
                var seen = 0
                while let (command, path) = commands.popLast() {
                    guard path != "\(program) help" else { continue }
                    seen += 1
                    #expect(!(command.abstract ?? "").isEmpty, "\(path) (\(language)): no abstract")
                    for argument in command.arguments ?? [] where argument.shouldDisplay {
                        let help = argument.abstract ?? ""
                        #expect(!help.isEmpty, "\(path) \(argument.shown) (\(language)): no help")
                        if language == "ko", argument.preferredName?.name != "help", argument.preferredName?.name != "version" {
                            #expect(Self.hasHangul(help), "\(path) \(argument.shown): '\(help)'")
                        }
                    }
                    for sub in command.subcommands ?? [] { commands.append((sub, path + " " + sub.commandName)) }
                }
                #expect(seen >= (program == "juicemaker" ? 21 : 1))
            }
        }
    }
}
