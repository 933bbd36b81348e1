/// What a `YAMLDocument.Record` has no room for: the tag of a tagged node (most have none) and a
/// column past 67 million characters into a line. Both are rare, so a dictionary each is enough.
struct NodeExtras: Sendable {
    /// Node → index into the document's `tags`.
    private var tags: [Int32: UInt16] = [:]
    private var wideColumns: [Int32: UInt32] = [:]

    /// Keeps what `record`, about to be node `node`, could not hold.
    mutating func note(tag: UInt16, column: UInt32, node: Int32) {
        if tag != 0 { tags[node] = tag }
        if column >= YAMLDocument.Record.wideColumn { wideColumns[node] = column }
    }

    func tag(of node: Int32) -> UInt16 {
        tags[node] ?? 0
    }

    func column(of record: YAMLDocument.Record, node: Int32) -> UInt32 {
        let column = record.inlineColumn
        return column == YAMLDocument.Record.wideColumn ? wideColumns[node] ?? column : column
    }

    func position(of record: YAMLDocument.Record, node: Int32) -> SourcePosition {
        SourcePosition(line: Int(record.line), column: Int(column(of: record, node: node)))
    }
}
