import JuiceMakerYAML

/// Parses a one-document YAML string for tests.
func parse(_ text: String, options: YAMLParserOptions = YAMLParserOptions()) throws -> YAMLDocument? {
    try YAMLParser.parseDocument(Array(text.utf8), options: options)
}

/// The error reading `bytes` throws, or nil when it reads.
func yamlError(_ bytes: [UInt8], options: YAMLParserOptions = YAMLParserOptions()) -> YAMLError? {
    do {
        _ = try YAMLParser.parseDocument(bytes, options: options)
        return nil
    } catch {
        return error
    }
}

func yamlError(_ text: String, options: YAMLParserOptions = YAMLParserOptions()) -> YAMLError? {
    yamlError(Array(text.utf8), options: options)
}
