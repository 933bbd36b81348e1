internal import CYaml

/// Turns libyaml's error state (problem, context and their marks) into one sentence with a position.
enum SyntaxErrorDescriber {
    static func describe(_ parser: yaml_parser_t, source: UnsafeBufferPointer<UInt8>) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return YAMLError(.syntax, "libyaml ran out of memory reading this file", at: nil)
        case YAML_READER_ERROR:
            // The reader reports a byte offset, not a mark.
            let position = Self.position(ofByte: parser.problem_offset, in: source)
            let detail = problem == "invalid leading UTF-8 octet" || problem.contains("UTF-8")
                ? "the file is not valid UTF-8 text (\(problem)); save it as UTF-8"
                : "cannot read the file as text (\(problem)); save it as UTF-8"
            return YAMLError(.syntax, detail, at: position)
        default:
            let mark = parser.problem_mark
            let position = SourcePosition(line: mark.line + 1, column: mark.column + 1)
            var sentence = "YAML syntax error: \(problem)"
            if let context = parser.context.map({ String(cString: $0) }) {
                let start = parser.context_mark
                sentence += " \(context) that starts at line \(start.line + 1), column \(start.column + 1)"
            }
            if let hint = hint(for: problem) { sentence += "; \(hint)" }
            return YAMLError(.syntax, sentence, at: position)
        }
    }

    /// What to do about libyaml's most common complaints.
    private static func hint(for problem: String) -> String? {
        if problem.contains("mapping values are not allowed") {
            return "quote a value that contains ': ', or check the indentation of this line"
        }
        if problem.contains("cannot start any token") {
            return "indent with spaces, not tabs, and quote values that start with a special character"
        }
        if problem.contains("did not find expected ',' or '}'") || problem.contains("did not find expected ',' or ']'") {
            return "check for a missing comma or closing bracket"
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-' indicator") {
            return "check the indentation: entries of one mapping or list must line up"
        }
        if problem.contains("found unexpected end of stream") {
            return "a quote or bracket is not closed"
        }
        return nil
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
