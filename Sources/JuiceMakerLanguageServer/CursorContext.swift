import Foundation
import JuiceMakerMenu

/// Where the cursor is in a menu, read from the text around it by indentation (block style) and by
/// the open braces on its line (flow style): enough to choose completions without a parse, since
/// the text being typed is usually not valid YAML yet.
///
/// This is the format's one tolerant reader, and it reads only the cursor's place. What the menu
/// holds (its fruits, juices and recipes) comes from `MenuOutline`, the validator's own reading,
/// and the keys it completes from `MenuKeys`, the list the validator and the JSON Schema share.
struct CursorContext: Equatable {
    /// The kinds of place a completion can fill.
    enum Place: Equatable {
        /// A key of the mapping at `path` (`[]` the menu, `["fruits", "kiwi"]` a fruit). Directly
        /// under `fruits:` or `juices:` a key is a fruit or juice id.
        case key(path: [String])
        /// A fruit id inside a juice's `recipe:`.
        case recipeFruit
        /// The value of a top-level key whose values are a known list (`currency:`, `timezone:`).
        case value(key: String)
        /// Anywhere else (a value, a comment).
        case other
    }

    /// What the cursor is in.
    var place: Place
    /// The keys the cursor's mapping already has, but for the word being typed.
    var siblings: Set<String>
    /// The bytes of the word being typed (id characters around the cursor): what a completion replaces.
    var word: Range<Int>
    /// The spaces before the word on its line (block style), for edits that add lines.
    var indent: Int
    /// Whether a `:` follows the word on its line, so a completion must not add one.
    var colonFollows: Bool

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
        let cursor = min(max(offset, line.lowerBound), line.upperBound)
        let word = HoverProvider.idRange(around: cursor, in: lines).map { $0.clamped(to: line) } ?? cursor..<cursor
        let prefix = String(decoding: bytes[line.lowerBound..<word.lowerBound], as: UTF8.self)
        let suffix = String(decoding: bytes[word.upperBound..<line.upperBound], as: UTF8.self)
        let colonFollows = suffix.drop { $0 == " " }.hasPrefix(":")
        // The cursor's own column on a blank line: the spaces an editor keeps may be more.
        let indent = prefix.prefix { $0 == " " }.count
        var context = CursorContext(place: .other, siblings: [], word: word, indent: indent, colonFollows: colonFollows)
        if prefix.contains("#") { return context }
        if let value = listedValue(at: cursor, line: line, in: bytes) {
            context.place = .value(key: value.key)
            context.word = value.word
            return context
        }

        // Flow style on this line: `recipe: { mango: 2, k|`.
        if let recipe = prefix.range(of: "recipe:", options: .backwards) {
            let after = prefix[recipe.upperBound...]
            let opened = after.filter { $0 == "{" }.count, closed = after.filter { $0 == "}" }.count
            if opened > closed {
                // What was typed since the last `{` or `,`: a key until it has a colon.
                let segment = after.lastIndex(where: { $0 == "{" || $0 == "," }).map { after[after.index(after: $0)...] } ?? after
                guard !segment.contains(":") else { return context }
                let braceStart = after.lastIndex(of: "{").map { after[after.index(after: $0)...] } ?? after
                let rest = suffix.prefix { $0 != "}" }
                context.siblings = flowKeys(String(braceStart)).union(flowKeys(String(rest)))
                context.place = .recipeFruit
                return context
            }
        }
        let typed = prefix.dropFirst(indent)
        // After `key:` on this line the cursor is in a value; after `- ` in a list's item, where
        // the format has no keys to offer.
        if typed.contains(":") || typed.contains("{") || typed.hasPrefix("-") { return context }

        guard let path = blockPath(above: lineNumber, limit: indent, in: lines) else { return context }
        context.siblings = blockSiblings(of: lineNumber, indent: indent, in: lines)
        if path.count == 3, path[0] == MenuKeys.TopLevel.juices.name, path[2] == MenuKeys.Juice.recipe.name {
            context.place = .recipeFruit
        } else {
            context.place = .key(path: path)
        }
        return context
    }

    /// The top-level keys whose values come from a list: ISO 4217 codes and IANA time zones.
    static let listedKeys = [MenuKeys.TopLevel.currency.name, MenuKeys.TopLevel.timezone.name]

    /// The key and the value's bytes when the cursor is in the value of `currency:` or
    /// `timezone:` at the top level (`timezone: Asia/Se|`): the whole value is the word, `/` and all.
    private static func listedValue(at cursor: Int, line: Range<Int>, in bytes: [UInt8]) -> (key: String, word: Range<Int>)? {
        guard let colon = bytes[line].firstIndex(of: UInt8(ascii: ":")), colon < cursor else { return nil }
        let key = String(decoding: bytes[line.lowerBound..<colon], as: UTF8.self)
        guard listedKeys.contains(key) else { return nil }
        var start = colon + 1
        while start < line.upperBound, bytes[start] == UInt8(ascii: " ") { start += 1 }
        guard start <= cursor, !bytes[start..<cursor].contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "#") }) else {
            return nil
        }
        var end = cursor
        while end < line.upperBound, ![UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "\r")].contains(bytes[end]) { end += 1 }
        return (key, start..<end)
    }

    /// The keys of the lines above `lineNumber` that hold less indentation than `limit`, outermost
    /// first; nil when such a line is not a key (a list, a scalar).
    private static func blockPath(above lineNumber: Int, limit: Int, in lines: TextLines) -> [String]? {
        var path: [String] = []
        var limit = limit
        var number = lineNumber - 1
        while number >= 0, limit > 0 {
            let (lineIndent, content) = split(lines, number)
            number -= 1
            if content.isEmpty || content.hasPrefix("#") || lineIndent >= limit { continue }
            guard let key = key(of: content) else { return nil }
            path.insert(key, at: 0)
            limit = lineIndent
        }
        return path
    }

    /// The keys at exactly `indent` in the block around `lineNumber` (above and below, up to a line
    /// with less indentation), the cursor's own line left out.
    private static func blockSiblings(of lineNumber: Int, indent: Int, in lines: TextLines) -> Set<String> {
        var keys: Set<String> = []
        for step in [-1, 1] {
            var number = lineNumber + step
            while number >= 0, number < lines.lineCount {
                let (lineIndent, content) = split(lines, number)
                number += step
                if content.isEmpty || content.hasPrefix("#") { continue }
                if lineIndent < indent { break }
                if lineIndent == indent, let key = key(of: content) { keys.insert(key) }
            }
        }
        return keys
    }

    /// A line's indentation and the text after it.
    private static func split(_ lines: TextLines, _ number: Int) -> (Int, Substring) {
        let text = String(decoding: lines.bytes[lines.lineRange(number)], as: UTF8.self)
        let indent = text.prefix { $0 == " " }.count
        return (indent, text.dropFirst(indent).drop { $0 == "\r" })
    }

    /// The key a block line starts with (`kiwi:`, `- kiwi:`, `"kiwi":`), or nil.
    private static func key(of content: Substring) -> String? {
        guard let colon = content.firstIndex(of: ":") else { return nil }
        var key = content[..<colon].trimmingCharacters(in: .whitespaces)
        if key.hasPrefix("- ") { key = String(key.dropFirst(2)) }
        return key.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }

    /// The keys written in a piece of a flow mapping (`mango: 2, kiwi: 1`).
    private static func flowKeys(_ text: String) -> Set<String> {
        Set(text.split(separator: ",").compactMap { entry in
            guard let colon = entry.firstIndex(of: ":") else { return nil }
            let key = entry[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " {\"'"))
            return key.isEmpty ? nil : key
        })
    }
}
