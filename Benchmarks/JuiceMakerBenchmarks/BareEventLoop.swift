import CYaml

/// The floor of any loader built on libyaml: `yaml_parser_parse` until the stream ends, each event
/// deleted at once, nothing built.
enum BareEventLoop {
    /// The number of events, or nil on a syntax error.
    static func run(_ bytes: [UInt8]) -> Int? {
        guard !bytes.isEmpty else { return 0 }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return 0 }
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { return count }
            }
        }
    }
}
