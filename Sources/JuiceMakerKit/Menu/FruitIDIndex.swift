/// Fruit positions by id, for recipes: a recipe entry is looked up by its bytes, so no String is
/// made and hashed per entry, and the recipe can share the fruit's own id String.
///
/// It answers exactly as a `[String: Int]` keeping the first of equal ids: `IDIndex` decides ASCII
/// keys against ASCII ids by bytes; anything else (an id or a key with non-ASCII text, which String
/// equality may find equal to differently written text) goes through such a dictionary, which is
/// cheap because menus have far fewer fruits than juices.
struct FruitIDIndex {
    private let ids: [String]
    private let index: IDIndex
    private let byID: [String: Int]

    init(ids: [String]) {
        self.ids = ids
        index = IDIndex(count: ids.count) { ids[$0] }
        byID = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The position of the first fruit whose id is the text of `bytes`, and that fruit's id, which is
    /// that text unless String equality matched different bytes (`text` makes it, if needed).
    func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, text: () -> String) -> (position: Int, id: String)? {
        if index.decidesASCII, !bytes.contains(where: { $0 >= 0x80 }) {
            return index.position(ofASCII: bytes) { ids[$0] }.map { ($0, ids[$0]) }
        }
        let text = text()
        guard let position = byID[text] else { return nil }
        return (position, text)
    }

    /// The position of the first fruit whose id equals `id`.
    func position(of id: String) -> Int? {
        if index.decidesASCII, id.utf8.allSatisfy({ $0 < 0x80 }) {
            return index.position(of: id) { ids[$0] }
        }
        return byID[id]
    }
}
