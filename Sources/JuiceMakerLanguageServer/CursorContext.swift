import Foundation

/// What the cursor is in, read from the text around it by indentation (block style) and by the
/// open braces on its line (flow style): enough to choose completions without a parse, since the
/// text being typed is usually not valid YAML yet.
enum CursorContext: Equatable {
    /// Where a key of the mapping at `path` is typed (`[]` the menu, `["fruits", "kiwi"]` a fruit).
    case key(path: [String])
    /// Inside a juice's `recipe:`, where a fruit id is typed.
    case recipeFruit
    /// Anywhere else (a value, a comment).
    case other

    /// The context at a byte offset.
    ///
    /// - Parameters:
    ///   - offset: The cursor's byte offset.
    ///   - lines: The document.
    /// - Returns: The context.
    static func at(_ offset: Int, in lines: TextLines) -> CursorContext {
        let bytes = lines.bytes
        let lineNumber = lines.position(ofByte: offset).line
        let line = lines.lineRange(lineNumber)
        let prefix = String(decoding: bytes[line.lowerBound..<min(max(offset, line.lowerBound), line.upperBound)], as: UTF8.self)
        if prefix.contains("#") { return .other }

        // Flow style on this line: `recipe: { mango: 2, k|`.
        if let recipe = prefix.range(of: "recipe:", options: .backwards) {
            let after = prefix[recipe.upperBound...]
            let opened = after.filter { $0 == "{" }.count, closed = after.filter { $0 == "}" }.count
            if opened > closed {
                // What was typed since the last `{` or `,`: a key until it has a colon.
                let segment = after.lastIndex(where: { $0 == "{" || $0 == "," }).map { after[after.index(after: $0)...] } ?? after
                return segment.contains(":") ? .other : .recipeFruit
            }
        }
        let indent = prefix.prefix { $0 == " " }.count
        let typed = prefix.dropFirst(indent)
        // After `key:` on this line the cursor is in a value.
        if typed.contains(":") { return .other }

        // The keys of the lines above that hold less indentation, innermost first.
        var path: [String] = []
        var limit = indent
        var number = lineNumber - 1
        while number >= 0, limit > 0 {
            let range = lines.lineRange(number)
            let text = String(decoding: bytes[range], as: UTF8.self)
            number -= 1
            let lineIndent = text.prefix { $0 == " " }.count
            let content = text.dropFirst(lineIndent)
            if content.isEmpty || content.hasPrefix("#") || lineIndent >= limit { continue }
            guard let colon = content.firstIndex(of: ":") else { return .other }
            var key = content[..<colon].trimmingCharacters(in: .whitespaces)
            if key.hasPrefix("- ") { key = String(key.dropFirst(2)) }
            key = key.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            path.insert(key, at: 0)
            limit = lineIndent
        }
        if path.count == 3, path[0] == "juices", path[2] == "recipe" { return .recipeFruit }
        return .key(path: path)
    }
}
