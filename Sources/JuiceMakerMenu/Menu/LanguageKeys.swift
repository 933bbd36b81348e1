import JuiceMakerYAML
/// The language keys of a name node that was read, without building its `LocalizedName`: the keys
/// of a mapping, or -1 (English) for a name written as plain text.
struct LanguageKeys: Sequence {
    let nodes: DocumentNodes
    let name: Int32

    struct Iterator: IteratorProtocol {
        let nodes: DocumentNodes
        let name: Int32
        var position = 0

        mutating func next() -> Int32? {
            guard nodes.kind(name) == .mapping else {
                defer { position = 1 }
                return position == 0 ? -1 : nil
            }
            guard position < nodes.entryCount(name) else { return nil }
            defer { position += 1 }
            return nodes.entry(name, position).key
        }
    }

    func makeIterator() -> Iterator { Iterator(nodes: nodes, name: name) }
}
