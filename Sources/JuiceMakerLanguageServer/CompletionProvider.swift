import JuiceMakerKit

/// `textDocument/completion`: fruit ids inside a recipe, the keys the format allows elsewhere.
enum CompletionProvider {
    /// LSP's CompletionItemKind values used here.
    private static let propertyKind = 10
    private static let valueKind = 12

    /// The completion items at a position.
    ///
    /// - Parameters:
    ///   - position: The cursor.
    ///   - document: The document.
    /// - Returns: LSP `CompletionItem` objects; empty where nothing is known to fit.
    static func items(at position: LSPPosition, in document: inout OpenDocument) -> [[String: Any]] {
        let offset = document.lines.byteOffset(of: position)
        switch CursorContext.at(offset, in: document.lines) {
        case .recipeFruit:
            guard let outline = document.currentOutline() else { return [] }
            return outline.fruits.map { fruit in
                var item: [String: Any] = ["label": fruit.id, "kind": valueKind]
                let name = fruit.name.map { $0.translations.map(\.text).joined(separator: " / ") } ?? fruit.id
                item["detail"] = [fruit.emoji, name].compactMap { $0 }.joined(separator: " ") + " · stock \(outline.initialStock(of: fruit))"
                return item
            }
        case .key(let path):
            let keys: [String]
            switch path.count {
            case 0: keys = MenuKeys.topLevel
            case 1 where path[0] == "defaults": keys = MenuKeys.defaults
            case 2 where path[0] == "fruits": keys = MenuKeys.fruit
            case 2 where path[0] == "juices": keys = MenuKeys.juice
            default: keys = []
            }
            return keys.map { ["label": $0, "kind": propertyKind, "insertText": "\($0): "] }
        case .other:
            return []
        }
    }
}
