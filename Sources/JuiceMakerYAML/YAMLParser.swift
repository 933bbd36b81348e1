internal import CYaml

/// Reads YAML through libyaml's event API (`yaml_parser_parse`) in one pass, into `YAMLDocument`s.
///
/// What libyaml 0.2.5 leaves to its callers is done here: a nesting limit, an alias-expansion limit,
/// duplicate-key detection, merge keys (`<<`), and a tag policy.
///
/// ```swift
/// let bytes = Array("fruits:\n  mango: { stock: 10 }\n".utf8)
/// if let document = try YAMLParser.parseDocument(bytes), let fruits = document.root["fruits"] {
///     for entry in fruits.entries {
///         print(entry.key.scalar ?? "", entry.key.position)   // mango 2:3
///     }
///     print(document.issues.isEmpty)                          // true: no duplicate key, no odd tag
/// }
/// ```
public enum YAMLParser {
    /// Reads a file that must hold at most one document.
    ///
    /// `options.singleDocument` is ignored: a second document is always an error here.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes, UTF-8.
    ///   - options: Limits and policies; the defaults are for menus.
    /// - Returns: The document; nil when the file holds none (empty or only comments).
    /// - Throws: `YAMLError` for the first problem that stops reading: `.syntax` (also for an alias to
    ///   no anchor), `.multipleDocuments`, `.nestingLimit`, `.aliasLimit`, `.invalidMerge`, or
    ///   `.unsupportedTag` when the file uses too many distinct tags. Duplicate keys and unsupported tags do not
    ///   stop reading: they are in `YAMLDocument.issues`.
    public static func parseDocument(_ bytes: [UInt8], options: YAMLParserOptions = YAMLParserOptions()) throws(YAMLError) -> YAMLDocument? {
        var options = options
        options.singleDocument = true
        return try parseStream(bytes, options: options).first
    }

    /// Reads every document of a stream.
    ///
    /// - Parameters:
    ///   - bytes: The stream's bytes, UTF-8.
    ///   - options: Limits and policies; with `singleDocument`, a second document is an error.
    /// - Returns: The documents in stream order; empty for empty input.
    /// - Throws: `YAMLError` for the first problem that stops reading; no document is returned then.
    public static func parseStream(_ bytes: [UInt8], options: YAMLParserOptions = YAMLParserOptions()) throws(YAMLError) -> [YAMLDocument] {
        // libyaml asserts on a null input pointer, which an empty array may give.
        if bytes.isEmpty { return [] }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw YAMLError(.syntax, "could not start the YAML parser (out of memory)", at: nil, cause: .outOfMemory)
        }
        defer { yaml_parser_delete(&parser) }

        let result: Result<[YAMLDocument], YAMLError> = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .success([]) }
            // The parser keeps this pointer: the whole loop must run inside this closure.
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var loop = EventLoop(options: options, source: bytes, bytes: buffer)
            return loop.run(&parser, source: buffer)
        }
        return try result.get()
    }
}

/// The state of one pass over libyaml's events.
private struct EventLoop {
    let options: YAMLParserOptions
    let source: [UInt8]
    let sourceBytes: UnsafeBufferPointer<UInt8>
    var offsets: SourceOffsets
    var documents: [YAMLDocument] = []
    var builder = DocumentBuilder()

    init(options: YAMLParserOptions, source: [UInt8], bytes: UnsafeBufferPointer<UInt8>) {
        self.options = options
        self.source = source
        sourceBytes = bytes
        offsets = SourceOffsets(source: bytes)
    }

    mutating func run(_ parser: inout yaml_parser_t, source: UnsafeBufferPointer<UInt8>) -> Result<[YAMLDocument], YAMLError> {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return .failure(SyntaxErrorDescriber.describe(parser, source: source))
            }
            let type = event.type
            // Most events are scalars with no tag and no anchor: they take the short way.
            if type == YAML_SCALAR_EVENT, event.data.scalar.tag == nil, event.data.scalar.anchor == nil {
                let scalar = event.data.scalar
                let style = Self.style(scalar.style)
                let offset = sourceOffset(of: style, at: event.start_mark.index)
                let pointed = builder.plainScalar(
                    bytes: UnsafeBufferPointer(start: scalar.value, count: scalar.length),
                    style: style,
                    line: UInt32(truncatingIfNeeded: event.start_mark.line &+ 1),
                    column: UInt32(truncatingIfNeeded: event.start_mark.column &+ 1),
                    sourceOffset: offset
                )
                // Its text is the source's from `offset` on: the next walk starts past it (and
                // past the closing quote of a quoted one, where libyaml's end mark is).
                if pointed, let offset {
                    offsets.skip(toCharacter: event.end_mark.index, byte: offset &+ scalar.length &+ (style == .plain ? 0 : 1))
                }
                yaml_event_delete(&event)
                continue
            }
            // Collections with no tag and no anchor, the next most common events, skip `handle`'s
            // general dispatch too.
            if let failure = plainCollectionEvent(&event) {
                yaml_event_delete(&event)
                if let error = failure { return .failure(error) }
                continue
            }
            let outcome = handle(&event)
            yaml_event_delete(&event)
            if case .failure(let error) = outcome { return .failure(error) }
            if type == YAML_STREAM_END_EVENT { return .success(documents) }
        }
    }

    /// Builds a collection's start or end event when it has no tag and no anchor.
    /// - Returns: nil when the event is of another kind (`handle` takes it); else the error it
    ///   raised, if any (`.some(nil)` when it went well).
    @inline(__always) private mutating func plainCollectionEvent(_ event: inout yaml_event_t) -> YAMLError?? {
        let type = event.type
        do {
            if type == YAML_MAPPING_END_EVENT || type == YAML_SEQUENCE_END_EVENT {
                try builder.endCollection()
                return .some(nil)
            }
            let kind: YAMLNode.Kind
            if type == YAML_MAPPING_START_EVENT, event.data.mapping_start.tag == nil, event.data.mapping_start.anchor == nil {
                kind = .mapping
            } else if type == YAML_SEQUENCE_START_EVENT, event.data.sequence_start.tag == nil, event.data.sequence_start.anchor == nil {
                kind = .sequence
            } else {
                return nil
            }
            let mark = event.start_mark
            let position = (line: UInt32(truncatingIfNeeded: mark.line &+ 1), column: UInt32(truncatingIfNeeded: mark.column &+ 1))
            try builder.startCollection(kind, tag: nil, anchor: nil, at: position, options: options)
            return .some(nil)
        } catch {
            return .some(error)
        }
    }

    /// Where a scalar's text may start in the source: at its mark when plain, one character later
    /// when quoted (the builder checks the bytes there). Block scalars start on a later line.
    @inline(__always) private mutating func sourceOffset(of style: YAMLNode.ScalarStyle, at index: Int) -> Int? {
        switch style {
        case .plain: return offsets.byteOffset(ofCharacter: index)
        case .singleQuoted, .doubleQuoted: return offsets.byteOffset(ofCharacter: index).map { $0 + 1 }
        default: return nil
        }
    }

    private mutating func handle(_ event: inout yaml_event_t) -> Result<Void, YAMLError> {
        let mark = event.start_mark
        let position = (line: UInt32(truncatingIfNeeded: mark.line + 1), column: UInt32(truncatingIfNeeded: mark.column + 1))
        do {
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                if options.singleDocument, !documents.isEmpty {
                    throw YAMLError(
                        .multipleDocuments,
                        "the file holds more than one YAML document",
                        at: SourcePosition(line: Int(position.line), column: Int(position.column)),
                        cause: .multipleDocuments
                    )
                }
                // Only the first document is sized from the source: in a stream, each has but a part of it.
                builder = DocumentBuilder(source: source, bytes: sourceBytes, reserving: documents.isEmpty)
            case YAML_DOCUMENT_END_EVENT:
                documents.append(builder.finish())
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                try builder.scalar(
                    bytes: UnsafeBufferPointer(start: scalar.value, count: scalar.length),
                    style: Self.style(scalar.style),
                    tag: scalar.tag,
                    anchor: scalar.anchor,
                    at: position,
                    options: options
                )
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                try builder.startCollection(.sequence, tag: start.tag, anchor: start.anchor, at: position, options: options)
            case YAML_MAPPING_START_EVENT:
                let start = event.data.mapping_start
                try builder.startCollection(.mapping, tag: start.tag, anchor: start.anchor, at: position, options: options)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try builder.endCollection()
            case YAML_ALIAS_EVENT:
                try builder.alias(event.data.alias.anchor, at: position, options: options)
            default:
                break
            }
            return .success(())
        } catch let error as YAMLError {
            return .failure(error)
        } catch {
            return .failure(YAMLError(.syntax, "\(error)", at: nil))
        }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
