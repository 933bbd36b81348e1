import CYaml
import Foundation
import Testing
@testable import JuiceMakerYAML

/// Runs the YAML layer over the official YAML test suite (vendored in `YAMLTestSuite/`): every valid
/// case with `in.json` must load to the same data, every `error` case must be rejected with a position.
@Suite struct YAMLConformanceTests {
    static let suiteDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("YAMLTestSuite")

    /// Cases skipped, each with its reason: libyaml 0.2.5 is a YAML 1.1-era parser, and these are the
    /// places where it parts from YAML 1.2.2 (tabs as separators, `?`/`:` in flow context, reserved
    /// directives, and some invalid input it lets through). Our layer adds nothing to these results:
    /// every skipped case fails the same way in a bare `yaml_parser_parse` loop.
    static let skipped: [String: String] = [
        "2JQS": "libyaml 0.2.5 rejects it: did not find expected key (Block Mapping with Missing Keys)",
        "2LFX": "libyaml 0.2.5 rejects it: found unknown directive name (Spec Example 6.13. Reserved Directives [1.3])",
        "2SXE": "libyaml 0.2.5 rejects it: mapping values are not allowed in this context (Anchors With Colon in Name)",
        "4ABK": "libyaml 0.2.5 rejects it: found unexpected ':' (Flow Mapping Separate Values)",
        "4MUZ/00": "libyaml 0.2.5 rejects it: did not find expected ',' or '}' (Flow mapping colon on line after key)",
        "4MUZ/01": "libyaml 0.2.5 rejects it: did not find expected ',' or '}' (Flow mapping colon on line after key)",
        "4MUZ/02": "libyaml 0.2.5 rejects it: did not find expected ',' or '}' (Flow mapping colon on line after key)",
        "58MP": "libyaml 0.2.5 rejects it: did not find expected node content (Flow mapping edge cases)",
        "5MUD": "libyaml 0.2.5 rejects it: did not find expected ',' or '}' (Colon and adjacent value on next line)",
        "5T43": "libyaml 0.2.5 rejects it: did not find expected node content (Colon at the beginning of adjacent flow scalar)",
        "652Z": "libyaml 0.2.5 reads it to different data (YAML 1.1 scanning rules) (Question mark at start of flow key)",
        "6BCT": "libyaml 0.2.5 rejects it: found character that cannot start any token (Spec Example 6.3. Separation Spaces)",
        "6CA3": "libyaml 0.2.5 rejects it: found character that cannot start any token (Tab indented top flow)",
        "6LVF": "libyaml 0.2.5 rejects it: found unknown directive name (Spec Example 6.13. Reserved Directives)",
        "6M2F": "libyaml 0.2.5 rejects it: did not find expected key (Aliases in Explicit Block Mapping)",
        "7Z25": "libyaml 0.2.5 rejects it: did not find expected <document start> (Bare document after document end marker)",
        "8XYN": "libyaml 0.2.5 rejects it: did not find expected alphabetic or numeric character (Anchor with unicode character)",
        "96NN/00": "libyaml 0.2.5 rejects it: found a tab character where an indentation space is expected (Leading tab content in literals)",
        "96NN/01": "libyaml 0.2.5 rejects it: found a tab character where an indentation space is expected (Leading tab content in literals)",
        "9C9N": "libyaml 0.2.5 accepts this invalid input (Wrong indented flow sequence)",
        "9HCY": "libyaml 0.2.5 accepts this invalid input (Need document footer before directives)",
        "9JBA": "libyaml 0.2.5 accepts this invalid input (Invalid comment after end of flow sequence)",
        "9SA2": "libyaml 0.2.5 rejects it: did not find expected ',' or '}' (Multiline double quoted flow mapping key)",
        "A2M4": "libyaml 0.2.5 rejects it: found character that cannot start any token (Spec Example 6.2. Indentation Indicators)",
        "BEC7": "libyaml 0.2.5 rejects it: found incompatible YAML document (Spec Example 6.14. “YAML” directive)",
        "CFD4": "libyaml 0.2.5 rejects it: did not find expected node content (Empty implicit key in single pair flow sequences)",
        "CVW2": "libyaml 0.2.5 accepts this invalid input (Invalid comment after comma)",
        "DBG4": "libyaml 0.2.5 rejects it: did not find expected node content (Spec Example 7.10. Plain Characters)",
        "DK3J": "libyaml 0.2.5 rejects it: did not find expected <document start> (Zero indented block scalar with line that looks like a comment)",
        "DK95/00": "libyaml 0.2.5 rejects it: found character that cannot start any token (Tabs that look like indentation)",
        "DK95/01": "libyaml 0.2.5 accepts this invalid input (Tabs that look like indentation)",
        "DK95/03": "libyaml 0.2.5 rejects it: found character that cannot start any token (Tabs that look like indentation)",
        "DK95/04": "libyaml 0.2.5 rejects it: found a tab character that violates indentation (Tabs that look like indentation)",
        "EB22": "libyaml 0.2.5 accepts this invalid input (Missing document-end marker before directive)",
        "FP8R": "libyaml 0.2.5 rejects it: did not find expected <document start> (Zero indented block scalar)",
        "FRK4": "libyaml 0.2.5 rejects it: found unexpected ':' (Spec Example 7.3. Completely Empty Flow Nodes)",
        "G5U8": "libyaml 0.2.5 accepts this invalid input (Plain dashes in flow sequence)",
        "HM87/00": "libyaml 0.2.5 rejects it: did not find expected node content (Scalars in flow start with syntax char)",
        "HM87/01": "libyaml 0.2.5 reads it to different data (YAML 1.1 scanning rules) (Scalars in flow start with syntax char)",
        "HWV9": "libyaml 0.2.5 rejects it: did not find expected node content (Document-end marker)",
        "JEF9/02": "libyaml 0.2.5 reads it to different data (YAML 1.1 scanning rules) (Trailing whitespace in streams)",
        "K3WX": "libyaml 0.2.5 rejects it: did not find expected ',' or '}' (Colon and adjacent value after comment on next line)",
        "L24T/01": "libyaml 0.2.5 reads it to different data (YAML 1.1 scanning rules) (Trailing line of spaces)",
        "M2N8/00": "libyaml 0.2.5 rejects it: did not find expected key (Question mark edge cases)",
        "M7A3": "libyaml 0.2.5 rejects it: did not find expected <document start> (Spec Example 9.3. Bare Documents)",
        "MUS6/00": "libyaml 0.2.5 accepts this invalid input (Directive variants)",
        "MUS6/01": "libyaml 0.2.5 accepts this invalid input (Directive variants)",
        "MUS6/05": "libyaml 0.2.5 rejects it: found unknown directive name (Directive variants)",
        "MUS6/06": "libyaml 0.2.5 rejects it: found unknown directive name (Directive variants)",
        "NHX8": "libyaml 0.2.5 rejects it: did not find expected key (Empty Lines at End of Document)",
        "NJ66": "libyaml 0.2.5 rejects it: did not find expected ',' or '}' (Multiline plain flow mapping key)",
        "NKF9": "libyaml 0.2.5 rejects it: did not find expected key (Empty keys in block and flow mapping)",
        "Q5MG": "libyaml 0.2.5 rejects it: found character that cannot start any token (Tab at beginning of line followed by a flow mapping)",
        "QB6E": "libyaml 0.2.5 accepts this invalid input (Wrong indented multiline quoted scalar)",
        "QT73": "libyaml 0.2.5 rejects it: did not find expected node content (Comment and document-end marker)",
        "R4YG": "libyaml 0.2.5 rejects it: found a tab character where an indentation space is expected (Spec Example 8.2. Block Indentation Indicator)",
        "RHX7": "libyaml 0.2.5 accepts this invalid input (YAML directive without document end marker)",
        "S3PD": "libyaml 0.2.5 rejects it: did not find expected key (Spec Example 8.18. Implicit Block Mapping Entries)",
        "S98Z": "libyaml 0.2.5 accepts this invalid input (Block scalar with more spaces than first content line)",
        "SM9W/01": "libyaml 0.2.5 rejects it: did not find expected key (Single character streams)",
        "SU5Z": "libyaml 0.2.5 accepts this invalid input (Comment without whitespace after doublequoted scalar)",
        "UKK6/00": "libyaml 0.2.5 rejects it: did not find expected key (Syntax character edge cases)",
        "UT92": "libyaml 0.2.5 rejects it: did not find expected ',' or '}' (Spec Example 9.4. Explicit Documents)",
        "VJP3/01": "libyaml 0.2.5 rejects it: did not find expected ',' or '}' (Flow collections over many lines)",
        "W4TN": "libyaml 0.2.5 rejects it: could not find expected directive name (Spec Example 9.5. Directives Documents)",
        "W5VH": "libyaml 0.2.5 rejects it: did not find expected alphabetic or numeric character (Allowed characters in alias)",
        "X4QW": "libyaml 0.2.5 accepts this invalid input (Comment without whitespace after block scalar indicator)",
        "Y2GN": "libyaml 0.2.5 reads it to different data (YAML 1.1 scanning rules) (Anchor with colon in the middle)",
        "Y79Y/001": "libyaml 0.2.5 rejects it: found a tab character where an indentation space is expected (Tabs in various contexts)",
        "Y79Y/003": "libyaml 0.2.5 accepts this invalid input (Tabs in various contexts)",
        "Y79Y/010": "libyaml 0.2.5 rejects it: found character that cannot start any token (Tabs in various contexts)",
        "YJV2": "libyaml 0.2.5 accepts this invalid input (Dash in flow sequence)",
    ]

    static let cases: [String] = {
        guard let walker = FileManager.default.enumerator(atPath: suiteDirectory.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix("/in.yaml") || $0 == "in.yaml" }
            .map { String($0.dropLast("/in.yaml".count)) }
            .sorted()
    }()

    @Test func suiteIsPresent() {
        #expect(Self.cases.count > 300)
    }

    /// Keeps the skip list honest: a skipped case must get the same verdict (accepted or rejected)
    /// from a bare libyaml event loop as from our layer, so the difference is libyaml's, not ours.
    @Test(arguments: skipped.keys.sorted())
    func skippedCaseIsLibyamlsOwnBehaviour(_ id: String) throws {
        let yaml = try [UInt8](Data(contentsOf: Self.suiteDirectory.appendingPathComponent(id).appendingPathComponent("in.yaml")))
        let ours = (try? YAMLParser.parseStream(yaml, options: .permissive)) != nil
        #expect(ours == Self.bareLibyamlAccepts(yaml), "\(id)")
    }

    static func bareLibyamlAccepts(_ bytes: [UInt8]) -> Bool {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return false }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return false }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { return true }
            }
        }
    }

    @Test(arguments: cases)
    func conformance(_ id: String) throws {
        if Self.skipped[id] != nil { return }
        let folder = Self.suiteDirectory.appendingPathComponent(id)
        let yaml = try [UInt8](Data(contentsOf: folder.appendingPathComponent("in.yaml")))
        let isError = FileManager.default.fileExists(atPath: folder.appendingPathComponent("error").path)
        let result = Result { try YAMLParser.parseStream(yaml, options: .permissive) }
        if isError {
            switch result {
            case .success: Issue.record("\(id): accepted input the suite says is invalid")
            case .failure(let error):
                #expect((error as? YAMLError)?.position != nil, "\(id): error without a position: \(error)")
            }
            return
        }
        let documents: [YAMLDocument]
        switch result {
        case .success(let value): documents = value
        case .failure(let error):
            Issue.record("\(id): rejected valid input: \(error)")
            return
        }
        let jsonURL = folder.appendingPathComponent("in.json")
        guard FileManager.default.fileExists(atPath: jsonURL.path) else { return }
        var reader = JSONStreamReader(try String(contentsOf: jsonURL, encoding: .utf8))
        let expected = try reader.readAll()
        let actual = documents.map { JSONValue(yaml: $0.root) }
        #expect(actual == expected, "\(id)")
    }
}

extension JSONValue {
    /// The data a YAML node stands for, under the core schema.
    init(yaml node: YAMLNode) {
        switch node.kind {
        case .sequence:
            self = .array(node.items.map(JSONValue.init(yaml:)))
        case .mapping:
            var members: [String: JSONValue] = [:]
            for entry in node.entries { members[entry.key.scalar ?? "\(JSONValue(yaml: entry.key))"] = JSONValue(yaml: entry.value) }
            self = .object(members)
        case .scalar:
            switch node.resolved {
            case .null?, nil: self = .null
            case .bool(let value)?: self = .bool(value)
            case .int(let value)?: self = .number(Double(value))
            case .bigInt(let text)?: self = .number(Double(text) ?? 0)
            case .float(let value)?: self = .number(value)
            case .string(let text)?: self = .string(text)
            }
        }
    }
}
