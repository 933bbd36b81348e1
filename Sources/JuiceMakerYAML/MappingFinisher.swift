/// Turns a mapping's raw key/value pairs into its entries: applies merge keys (`<<: *base`) and
/// keeps only the first of duplicate keys, reporting the rest. Nearly every mapping has neither;
/// `DocumentBuilder` asks `MappingKeyCheck` first and copies those pairs as they are.
enum MappingFinisher {
    /// Small mappings compare keys pairwise; larger ones hash them, so `juices:` with thousands of
    /// entries stays linear.
    static let hashingThreshold = 12

    static func finish(
        mapping: Int32,
        _ pairs: UnsafeBufferPointer<Int32>,
        into children: AppendBuffer<Int32>,
        records: UnsafeBufferPointer<YAMLDocument.Record>,
        extras: NodeExtras,
        text: ScalarText,
        issues: inout [YAMLIssue]
    ) throws(YAMLError) {
        var keys = KeySet(records: records, text: text, hashing: pairs.count / 2 > hashingThreshold)
        var pairIndex = pairs.startIndex
        var merges: [Int32] = []
        // Explicit keys first: they win over anything merged.
        var explicit: [(key: Int32, value: Int32)] = []
        explicit.reserveCapacity(pairs.count / 2)
        var order: [(isMerge: Bool, slot: Int)] = []
        while pairIndex + 1 < pairs.endIndex {
            let key = pairs[pairIndex], value = pairs[pairIndex + 1]
            pairIndex += 2
            if isMergeKey(key, records: records, text: text) {
                order.append((true, merges.count))
                merges.append(value)
                continue
            }
            if let first = keys.insert(key) {
                let firstPosition = extras.position(of: records[Int(first)], node: first)
                issues.append(YAMLIssue(
                    problem: .duplicateKey,
                    message: "key '\(keys.text(of: key))' appears twice in this mapping (first at \(firstPosition.line):\(firstPosition.column)); remove or rename one",
                    position: extras.position(of: records[Int(key)], node: key),
                    node: key,
                    relatedNode: first,
                    container: mapping
                ))
                continue
            }
            order.append((false, explicit.count))
            explicit.append((key, value))
        }
        if merges.isEmpty {
            for pair in explicit {
                children.append(pair.key)
                children.append(pair.value)
            }
            return
        }
        // Merged entries stand where their `<<` stood; an earlier source wins over a later one.
        for item in order {
            if !item.isMerge {
                children.append(explicit[item.slot].key)
                children.append(explicit[item.slot].value)
                continue
            }
            for source in try mergeSources(merges[item.slot], records: records, extras: extras, children: children) {
                let record = records[Int(source)]
                for entry in 0..<Int(record.count) {
                    let key = record.child(2 * entry, in: children.elements), value = record.child(2 * entry + 1, in: children.elements)
                    if keys.insert(key) == nil {
                        children.append(key)
                        children.append(value)
                    }
                }
            }
        }
    }

    static func isMergeKey(_ key: Int32, records: UnsafeBufferPointer<YAMLDocument.Record>, text: ScalarText) -> Bool {
        MappingKeyCheck.isMergeKey(records[Int(key)], text: text)
    }

    /// The mappings a `<<` value names: one mapping, or a list of them.
    private static func mergeSources(
        _ value: Int32, records: UnsafeBufferPointer<YAMLDocument.Record>, extras: NodeExtras, children: AppendBuffer<Int32>
    ) throws(YAMLError) -> [Int32] {
        let record = records[Int(value)]
        switch record.kind {
        case .mapping:
            return [value]
        case .sequence:
            let items = (0..<Int(record.count)).map { record.child($0, in: children.elements) }
            for item in items where records[Int(item)].kind != .mapping {
                throw mergeError(at: extras.position(of: records[Int(item)], node: item))
            }
            return items
        case .scalar:
            throw mergeError(at: extras.position(of: record, node: value))
        }
    }

    private static func mergeError(at position: SourcePosition) -> YAMLError {
        YAMLError(
            .invalidMerge,
            "a merge key '<<' takes a mapping or a list of mappings (usually an alias like *base), not a scalar",
            at: position,
            cause: .invalidMerge
        )
    }
}

/// The keys seen so far in one mapping, by their scalar text. Non-scalar keys are never equal.
private struct KeySet {
    let records: UnsafeBufferPointer<YAMLDocument.Record>
    let text: ScalarText
    let hashing: Bool
    private var list: [Int32] = []
    private var table: [String: Int32] = [:]

    init(records: UnsafeBufferPointer<YAMLDocument.Record>, text: ScalarText, hashing: Bool) {
        self.records = records
        self.text = text
        self.hashing = hashing
    }

    func text(of key: Int32) -> String {
        let record = records[Int(key)]
        guard record.kind == .scalar else { return "(complex key)" }
        return String(decoding: text.bytes(of: record), as: UTF8.self)
    }

    /// Adds `key`; returns the earlier equal key instead when there is one.
    mutating func insert(_ key: Int32) -> Int32? {
        guard records[Int(key)].kind == .scalar else { return nil }
        if hashing {
            let name = text(of: key)
            if let first = table[name] { return first }
            table[name] = key
            return nil
        }
        for other in list where equal(other, key) { return other }
        list.append(key)
        return nil
    }

    private func equal(_ a: Int32, _ b: Int32) -> Bool {
        let ra = records[Int(a)], rb = records[Int(b)]
        guard ra.count == rb.count else { return false }
        let sa = text.bytes(of: ra), sb = text.bytes(of: rb)
        for offset in 0..<Int(ra.count) where sa[offset] != sb[offset] { return false }
        return true
    }
}
