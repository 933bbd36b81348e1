internal import CYaml

/// Turns libyaml's error state (problem, context and their marks) into one sentence with a position.
enum SyntaxErrorDescriber {
    static func describe(_ parser: yaml_parser_t, source: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return YAMLError(.syntax, "libyaml ran out of memory reading this file", at: nil, cause: .outOfMemory)
        case YAML_READER_ERROR:
            // The reader reports a byte offset, not a mark.
            let position = Self.position(ofByte: parser.problem_offset, in: source)
            let isUTF8 = problem == "invalid leading UTF-8 octet" || problem.contains("UTF-8")
            let detail = isUTF8
                ? "the file is not valid UTF-8 text (\(problem)); save it as UTF-8"
                : "cannot read the file as text (\(problem)); save it as UTF-8"
            return YAMLError(.syntax, detail, at: position, cause: .notText(problem: problem, isUTF8: isUTF8))
        default:
            let mark = parser.problem_mark
            let position = SourcePosition(line: mark.line + 1, column: mark.column + 1)
            var sentence = "YAML syntax error: \(problem)"
            let context = parser.context.map { String(cString: $0) }
            var contextStart: SourcePosition?
            if let context {
                let start = SourcePosition(line: parser.context_mark.line + 1, column: parser.context_mark.column + 1)
                contextStart = start
                sentence += " \(context) that starts at line \(start.line), column \(start.column)"
            }
            let hint = hint(for: problem)
            if let hint { sentence += "; \(Self.words(hint))" }
            return YAMLError(.syntax, sentence, at: position,
                             cause: .libyaml(problem: problem, context: context, contextStart: contextStart, hint: hint))
        }
    }

    /// What to do about libyaml's most common complaints.
    private static func hint(for problem: String) -> YAMLError.SyntaxHint? {
        if problem.contains("mapping values are not allowed") { return .quoteColonOrIndent }
        if problem.contains("cannot start any token") { return .spacesNotTabs }
        if problem.contains("did not find expected ',' or '}'") || problem.contains("did not find expected ',' or ']'") {
            return .missingCommaOrBracket
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-' indicator") {
            return .alignEntries
        }
        if problem.contains("found unexpected end of stream") { return .unclosed }
        return nil
    }

    /// A hint in English.
    static func words(_ hint: YAMLError.SyntaxHint) -> String {
        switch hint {
        case .quoteColonOrIndent: "quote a value that contains ': ', or check the indentation of this line"
        case .spacesNotTabs: "indent with spaces, not tabs, and quote values that start with a special character"
        case .missingCommaOrBracket: "check for a missing comma or closing bracket"
        case .alignEntries: "check the indentation: entries of one mapping or list must line up"
        case .unclosed: "a quote or bracket is not closed"
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    static func position(ofByte offset: Int, in source: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1, column = 1
        let end = min(offset, source.count)
        var index = 0
        while index < end {
            let byte = source[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // count characters: skip UTF-8 continuation bytes
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
