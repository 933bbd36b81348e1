import JuiceMakerYAML
/// Reads a count (stock, amount) from a node. Only plain decimal digits count: `1.5`, `ten`, `true`,
/// `~`, `0x10` and quoted `"10"` are refused, each with a message that says what was found.
enum WholeNumber {
    enum Outcome: Equatable {
        case value(Int)
        case notWhole(found: FoundValue)
        case tooLarge
    }

    /// Largest stock or amount a menu may hold (`Limits.maxMenuNumber`).
    static let maximum = Limits.maxMenuNumber

    /// The same for node `index`, reading plain untagged decimals (nearly every count) from the bytes.
    static func read(_ index: Int32, in nodes: DocumentNodes, of document: YAMLDocument) -> Outcome {
        if nodes.kind(index) == .scalar, nodes.style(index) == .plain, !nodes.hasTag(index),
           let decimal = ScalarResolution.decimalValue(nodes.bytes(index)) {
            switch decimal {
            case .value(let value): return value > maximum ? .tooLarge : .value(value)
            case .overflow: return .tooLarge
            }
        }
        return read(document.node(at: index))
    }

    static func read(_ node: YAMLNode) -> Outcome {
        guard node.isScalar else {
            return .notWhole(found: node.isMapping ? .mapping : .list)
        }
        if node.style != .plain || (node.tag != nil && node.tag != "tag:yaml.org,2002:int") {
            return .notWhole(found: .text(node.scalar ?? ""))
        }
        // Decimal digits, the common case, mean the same under no tag and `!!int`: read them from the bytes.
        switch node.withScalarBytes(ScalarResolution.decimalValue) {
        case .value(let value)?:
            return value > maximum ? .tooLarge : .value(value)
        case .overflow?:
            return .tooLarge
        case nil:
            break
        }
        switch node.resolved {
        case .int?, .bigInt?:  // octal or hex
            return .notWhole(found: .notDecimal(node.scalar ?? ""))
        case .float?:
            return .notWhole(found: .decimalNumber(node.scalar ?? ""))
        case .bool?:
            return .notWhole(found: .boolean(node.scalar ?? ""))
        case .null?:
            return .notWhole(found: .null)
        case .string(let text)?:
            return .notWhole(found: .text(text))
        case nil:
            return .notWhole(found: .nothing)
        }
    }
}

/// How names and values appear inside messages: in single quotes, shortened when long.
enum Quoted {
    static func name(_ text: String) -> String {
        let text = text.revealingInvisibles
        let short = isShort(text) ? text : String(text.prefix(37)) + "..."
        return "'\(short)'"
    }

    /// Whether `name` shows `text` whole (at most 40 characters).
    static func isShort(_ text: String) -> Bool {
        // No more bytes than 40 is no more characters than 40, and counting bytes is free.
        text.utf8.count <= 40 || text.count <= 40
    }
}
