import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct TextFormatterTests {
    let plain = TextDiagnosticFormatter()
    let colored = TextDiagnosticFormatter(color: true)

    @Test func printsLocationSourceLineAndCaret() {
        let report = FormatterFixtures.report(
            "recipes.yaml", source: "juices:\n  - id: mango-kiwi\n    recipe: {kiwii: 2}\n",
            [FormatterFixtures.unknownFruit.with(position: SourcePosition(line: 3, column: 14))])
        #expect(plain.format([report]) == """
            recipes.yaml:3:14: error: recipe of 'mango-kiwi' names unknown fruit 'kiwii'; did you mean 'kiwi'? [unknown-fruit]
                    recipe: {kiwii: 2}
                             ^
            1 file checked: 1 error

            """)
    }

    @Test func caretAfterKoreanTakesTwoCellsPerSyllable() {
        let output = plain.format([FormatterFixtures.korean])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "recipes.yaml:7:22: warning: name of 'mango-kiwi' has no 'ja' translation [missing-translation]")
        #expect(lines[1] == "        name: {ko: 망고키위, en: Mango Kiwi}")
        // 21 code points before `en`, four of them two cells wide: 25 cells, after the 4-space indent.
        #expect(lines[2] == String(repeating: " ", count: 4 + 25) + "^")
        #expect(lines[3].hasPrefix("recipes.yaml:8:14: error: "))
        #expect(lines[4] == "        recipe: {kiwii: 2}")
        #expect(lines[5] == String(repeating: " ", count: 4 + 13) + "^")
        #expect(lines[6] == "1 file checked: 1 error, 1 warning")
        #expect(lines[7] == "")
        #expect(lines.count == 8)
    }

    @Test func caretUnderAWideCharacterItself() {
        let report = FormatterFixtures.report(
            source: "name: 키위\n", [.error(.emptyName, "x", at: SourcePosition(line: 1, column: 8))])
        #expect(plain.format([report]) == """
            menu.yaml:1:8: error: x [empty-name]
                name: 키위
                        ^
            1 file checked: 1 error

            """)
    }

    @Test func crlfLineEndsCountOnceAndAreNotPrinted() {
        let output = plain.format([FormatterFixtures.crlf])
        #expect(!output.contains("\r"))
        #expect(output == """
            windows.yaml:3:12: error: stock of 'kiwii' is -3; it must be 0 or more [negative-stock]
                    stock: -3
                           ^
            1 file checked: 1 error

            """)
    }

    @Test func loneCRAndUnicodeLineSeparatorsEndLinesAsInLibyaml() {
        let source = "a: 1\rb: 2\u{85}c: 3\u{2028}d: x\n"
        let report = FormatterFixtures.report(source: source, [.error(.wrongType, "d", at: SourcePosition(line: 4, column: 4))])
        #expect(plain.format([report]).contains("\n    d: x\n       ^\n"))
    }

    @Test func paragraphSeparatorAndCRLFEndLinesOnce() {
        let source = "a: 1\r\nb: 2\u{2029}한: x\r\ne: 5"
        let third = FormatterFixtures.report(source: source, [.error(.wrongType, "x", at: SourcePosition(line: 3, column: 4))])
        #expect(plain.format([third]).contains("\n    한: x\n        ^\n"))
        let last = FormatterFixtures.report(source: source, [.error(.wrongType, "e", at: SourcePosition(line: 4, column: 1))])
        #expect(plain.format([last]).contains("\n    e: 5\n    ^\n"))
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let output = plain.format([FormatterFixtures.bom])
        #expect(!output.unicodeScalars.contains("\u{FEFF}"))
        #expect(output == """
            bom.yaml:1:1: error: unknown key 'fruit'; did you mean 'fruits'? [unknown-key]
                fruit: []
                ^
            1 file checked: 1 error

            """)
    }

    @Test func tabsBeforeTheColumnAreCopied() {
        let report = FormatterFixtures.report(
            source: "a:\t키\tb\n", [.error(.wrongType, "b", at: SourcePosition(line: 1, column: 6))])
        #expect(plain.format([report]) == "menu.yaml:1:6: error: b [wrong-type]\n    a:\t키\tb\n      \t  \t^\n1 file checked: 1 error\n")
    }

    @Test func diagnosticWithoutPositionHasNoSourceLine() {
        #expect(plain.format([FormatterFixtures.unreadable]) == """
            missing.yaml: error: cannot read 'missing.yaml': no such file [unreadable-file]
            1 file checked: 1 error

            """)
    }

    @Test func columnsOutsideTheLineAreClamped() {
        let report = FormatterFixtures.report(source: "abc\n", [
            .error(.missingField, "past the end", at: SourcePosition(line: 1, column: 40)),
            .error(.missingField, "before the start", at: SourcePosition(line: 1, column: 0)),
        ])
        #expect(plain.format([report]) == """
            menu.yaml:1:40: error: past the end [missing-field]
                abc
                   ^
            menu.yaml:1:0: error: before the start [missing-field]
                abc
                ^
            1 file checked: 2 errors

            """)
    }

    @Test func lineOutsideTheFileShowsNoSource() {
        let report = FormatterFixtures.report(source: "abc", [.error(.yamlSyntax, "eof", at: SourcePosition(line: 9, column: 1))])
        #expect(plain.format([report]) == "menu.yaml:9:1: error: eof [yaml-syntax]\n1 file checked: 1 error\n")
    }

    @Test func emptyLineAtEndOfFileStillGetsACaret() {
        let report = FormatterFixtures.report(source: "abc\n", [.error(.missingField, "eof", at: SourcePosition(line: 2, column: 1))])
        #expect(plain.format([report]) == "menu.yaml:2:1: error: eof [missing-field]\n\n    ^\n1 file checked: 1 error\n")
    }

    @Test func longLinesAreCutAroundTheColumn() {
        let line = String(repeating: "a", count: 300) + "X" + String(repeating: "b", count: 300)
        let report = FormatterFixtures.report(source: line, [.error(.wrongType, "x", at: SourcePosition(line: 1, column: 301))])
        let lines = plain.format([report]).split(separator: "\n").map(String.init)
        #expect(lines[1] == "    ..." + String(repeating: "a", count: 60) + "X" + String(repeating: "b", count: 59) + "...")
        #expect(lines[2] == "    " + String(repeating: " ", count: 3 + 60) + "^")
    }

    @Test func excerptsReadFromBytesMatchExcerptsReadThroughScalars() {
        // Lines of ASCII, tabs and Hangul take the byte path; any other scalar, the scalar path. Both
        // must show the same window and caret, so a random line and column is shown both ways.
        let pieces: [String] = ["a", "Z", " ", "{", "\t", "키", "위", "힣", "가", "name: Green Kiwi", "é", "🥝", "\u{301}", "\u{7F}", "\u{1}", "漢"]
        var random = SystemRandomNumberGenerator()
        var simpleLines = 0
        for round in 0..<600 {
            let length = round % 3 == 0 ? Int.random(in: 150...400, using: &random) : Int.random(in: 0...200, using: &random)
            // Most lines only from the simple pieces (the first ten), some with anything.
            let choices = round % 4 == 0 ? pieces.count : 10
            let line = (0..<length).map { _ in pieces[Int.random(in: 0..<choices, using: &random)] }.joined()
            let text = "first\n" + line + "\nlast\n"
            let column = Int.random(in: 0...(line.unicodeScalars.count + 3), using: &random)
            let position = SourcePosition(line: 2, column: column)
            var fast = SourceLines(.string(text)), slow = SourceLines(.string(text))
            var fastExcerpt = SourceExcerpt(), slowExcerpt = SourceExcerpt()
            #expect(fast.excerpt(at: position, into: &fastExcerpt) == slow.scalarExcerpt(at: position, into: &slowExcerpt))
            #expect(fastExcerpt == slowExcerpt, "line \(Array(line.unicodeScalars).map(\.value)) column \(column)")
            if choices == 10 { simpleLines += 1 }
        }
        #expect(simpleLines > 400)
        var lines = SourceLines(.string("a\nb\n")), excerpt = SourceExcerpt()
        #expect(!lines.excerpt(at: SourcePosition(line: 9, column: 1), into: &excerpt))
        #expect(!lines.excerpt(at: SourcePosition(line: 0, column: 1), into: &excerpt))
    }

    @Test func controlCharactersAreFoundAnywhereInLongText() {
        // Messages are scanned eight bytes at a time: a control character (C0, DEL or C1, which is
        // two bytes in UTF-8) must be found in any lane, and across the end of a word.
        let pieces: [String] = ["abcdefg", "x", " ", "키위", "é", "\u{85}", "\u{9F}", "\u{A0}", "\u{1B}", "\t", "\u{7F}", "~"]
        var random = SystemRandomNumberGenerator()
        for round in 0..<5_000 {
            let choices = round % 2 == 0 ? 5 : pieces.count
            let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in pieces[Int.random(in: 0..<choices, using: &random)] }.joined()
            let hasControl = text.unicodeScalars.contains { $0.properties.generalCategory == .control }
            #expect((TextDiagnosticFormatter.printable(text) != text) == hasControl, "\(Array(text.utf8))")
        }
    }

    @Test func aLargeReportIsWrittenInPiecesThatMakeUpTheWholeOutput() {
        // 3,000 diagnostics, some without a position or on a missing line: about 400 KB of text.
        let source = (1...3_000).map { "  juice-\($0): { recipe: { kiwii: \($0) } }" }.joined(separator: "\n")
        let diagnostics = (1...3_000).map { line in
            line % 7 == 0 ? Diagnostic.error(.unknownFruit, "no position \(line)", at: nil)
                : .error(.unknownFruit, "recipe of 'juice-\(line)' names unknown fruit 'kiwii'", at: SourcePosition(line: line % 500 == 0 ? 9_999 : line, column: 22))
        }
        let reports = [FormatterFixtures.report(source: source, diagnostics), FormatterFixtures.korean]
        for formatter in [plain, colored] {
            var pieces: [[UInt8]] = []
            formatter.writeUTF8(reports) { pieces.append(Array($0)) }
            #expect(pieces.count > 4)
            #expect(pieces.dropLast().allSatisfy { $0.count >= 1 << 16 && $0.count < (1 << 16) + 4_096 })
            #expect(pieces.flatMap { $0 } == Array(formatter.format(reports).utf8))
        }
        // Formatters that do not write pieces hand over their whole output once.
        var json: [[UInt8]] = []
        JSONDiagnosticFormatter().writeUTF8(reports) { json.append(Array($0)) }
        #expect(json == [JSONDiagnosticFormatter().formatUTF8(reports)])
    }

    @Test func summaryCountsWithSingularAndPlural() {
        let oneWarning = FormatterFixtures.report(source: "", [.warning(.unusedFruit, "w", at: nil)])
        let twoErrors = FormatterFixtures.report(source: "", [.error(.emptyName, "e", at: nil), .error(.emptyName, "e", at: nil)])
        func summary(_ reports: [MenuReport], strict: Bool = false) -> String? {
            TextDiagnosticFormatter(strict: strict).format(reports).split(separator: "\n").last.map(String.init)
        }
        #expect(summary([]) == "0 files checked: no problems")
        #expect(summary([FormatterFixtures.clean]) == "1 file checked: no problems")
        #expect(summary([FormatterFixtures.clean, FormatterFixtures.korean]) == "2 files checked: 1 error, 1 warning")
        #expect(summary([oneWarning]) == "1 file checked: 1 warning")
        #expect(summary([twoErrors, oneWarning, oneWarning]) == "3 files checked: 2 errors, 2 warnings")
    }

    @Test func strictSummarySaysWarningsFailOnlyWhenThereAreWarnings() {
        let strict = TextDiagnosticFormatter(strict: true)
        let oneWarning = FormatterFixtures.report(source: "", [.warning(.unusedFruit, "w", at: nil)])
        #expect(strict.format([oneWarning]).hasSuffix("\n1 file checked: 1 warning (strict: warnings count as failures)\n"))
        #expect(strict.format([FormatterFixtures.clean]) == "1 file checked: no problems\n")
        #expect(strict.format([FormatterFixtures.unreadable]).hasSuffix("\n1 file checked: 1 error\n"))
    }

    @Test func noEscapeByteWithoutColourEvenFromUserText() {
        let hostile = FormatterFixtures.report(
            "evil\u{1B}[2J.yaml", source: "id: \u{1B}[31mred\u{9B}0m\n",
            [.error(.invalidID, "id '\u{1B}[31mred' is not valid\nsecond line", at: SourcePosition(line: 1, column: 5))])
        let output = plain.format([FormatterFixtures.korean, FormatterFixtures.unreadable, hostile])
        #expect(!output.utf8.contains(0x1B))
        #expect(!output.unicodeScalars.contains("\u{9B}"))
        #expect(output.contains("evil\\u{1B}[2J.yaml:1:5: error: id '\\u{1B}[31mred' is not valid\\nsecond line [invalid-id]\n"))
        #expect(output.contains("\n    id: \u{FFFD}[31mred\u{FFFD}0m\n        ^\n"))
    }

    @Test func colourMarksLocationSeverityAndCaret() {
        let output = colored.format([FormatterFixtures.crlf])
        #expect(output.utf8.contains(0x1B))
        #expect(output == """
            \u{1B}[1mwindows.yaml:3:12:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m stock of 'kiwii' is -3; it must be 0 or more [negative-stock]
                    stock: -3
                           \u{1B}[1;32m^\u{1B}[0m
            1 file checked: \u{1B}[1;31m1 error\u{1B}[0m

            """)
        let warning = colored.format([FormatterFixtures.report(source: "", [.warning(.unusedFruit, "w", at: nil)])])
        #expect(warning.hasPrefix("\u{1B}[1mmenu.yaml:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m w [unused-fruit]\n"))
    }

    @Test func sourceBytesShowTheSameLinesAsTheRepairedString() {
        let sources: [[UInt8]] = [
            Array("a: 1\nb: 키위\tx\r\nc: \u{85}d\u{2028}e: 5\n".utf8),
            [0x61, 0x3A, 0x20, 0xE2, 0x80, 0x0A, 0x62, 0x3A, 0x20, 0xFF, 0xC0, 0xAF, 0x78, 0x0A, 0x63, 0xED, 0xA0, 0x80, 0x79, 0xF4, 0x90, 0x0A, 0xE2, 0xC2, 0x85, 0x7A, 0xF0, 0x9F, 0x8D],
            [0xEF, 0xBB, 0xBF, 0x6B, 0x3A, 0x20, 0x1B, 0x5B, 0xC2, 0x9B, 0x0D, 0x0A, 0x0D, 0x78],
        ]
        for bytes in sources {
            let diagnostics = (1...6).flatMap { line in
                [1, 3, 5, 9].map { Diagnostic.error(.wrongType, "x", at: SourcePosition(line: line, column: $0)) }
            }
            let fromBytes = MenuReport(file: "m.yaml", sourceBytes: bytes, diagnostics: diagnostics, menu: nil)
            let fromString = FormatterFixtures.report("m.yaml", source: String(decoding: bytes, as: UTF8.self), diagnostics)
            #expect(plain.format([fromBytes]) == plain.format([fromString]))
            #expect(fromBytes.source == fromString.source)
        }
    }

    @Test func linesInAnyOrderAcrossALargeFile() {
        for lineBreak in ["\n", "\r\n", "\r", "\u{85}", "\u{2028}"] {
            for endsWithBreak in [true, false] {
                let lines = (1...1300).map { "line \($0)" + String(repeating: "x", count: $0 % 70) }
                let source = lines.joined(separator: lineBreak) + (endsWithBreak ? lineBreak : "")
                var numbers = [900, 3, 600, 257, 256, 1, 1300, 1301, 1302, 2, 513, 512, 1025, 700]
                numbers += (0..<40).map { _ in Int.random(in: 1...1302) }
                let diagnostics = numbers.map { Diagnostic.error(.wrongType, "x", at: SourcePosition(line: $0, column: 1)) }
                let output = plain.format([FormatterFixtures.report(source: source, diagnostics)])
                let printed = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                var row = 0
                for number in numbers {
                    #expect(printed[row] == "menu.yaml:\(number):1: error: x [wrong-type]")
                    if number <= 1300 {
                        #expect(printed[row + 1] == "    " + lines[number - 1])
                        row += 3
                    } else if number == 1301 && endsWithBreak {
                        #expect(printed[row + 1] == "")  // the empty line after the last line break
                        row += 3
                    } else {
                        row += 1
                    }
                }
            }
        }
    }

    /// One line break other than LF anywhere in a file of LF lines, across the 64-byte blocks the
    /// check for such breaks reads at once: every line is still the one libyaml counts.
    @Test func aSingleOtherLineBreakAnywhereIsCounted() {
        for lineBreak in ["\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"] {
            for offset in 40...140 {
                let lines = (0..<12).map { "l\($0)-" + String(repeating: "ab", count: 6) }  // 16 bytes with its LF
                var text = Array(lines.joined(separator: "\n").utf8)
                // Put the break in place of the byte at `offset`, unless that would split an existing line break.
                guard text[offset] != 0x0A, offset == 0 || text[offset - 1] != 0x0A else { continue }
                text.replaceSubrange(offset..<offset + 1, with: Array(lineBreak.utf8))
                let source = String(decoding: text, as: UTF8.self)
                var expected: [String] = []
                var current = ""
                for character in source {
                    if ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(character) {
                        expected.append(current)
                        current = ""
                    } else {
                        current.append(character)
                    }
                }
                expected.append(current)
                let diagnostics = expected.indices.map { Diagnostic.error(.wrongType, "x", at: SourcePosition(line: $0 + 1, column: 1)) }
                let report = MenuReport(file: "m.yaml", sourceBytes: text, diagnostics: diagnostics, menu: nil)
                let printed = plain.format([report]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for (index, line) in expected.enumerated() {
                    // An empty line is shown as nothing, not as the indent alone.
                    #expect(printed[3 * index + 1] == (line.isEmpty ? "" : "    " + line), "break \(lineBreak.unicodeScalars.map(\.value)) at \(offset), line \(index + 1)")
                }
            }
        }
    }

    @Test func filesAndDiagnosticsKeepTheirOrder() {
        let output = plain.format([FormatterFixtures.unreadable, FormatterFixtures.bom])
        let first = output.range(of: "missing.yaml:")
        let second = output.range(of: "bom.yaml:")
        #expect(first != nil && second != nil)
        if let first, let second { #expect(first.lowerBound < second.lowerBound) }
        #expect(output.hasSuffix("2 files checked: 2 errors\n"))
    }
}
