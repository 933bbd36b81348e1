import JuiceMakerYAML

/// Writes stock rules (`reorder:` and `par:`) into a menu file's fruits, as `restock --suggest --fix`
/// does: every byte but the values it writes stays as it was (comments, order, styles).
///
/// A fruit's own value is replaced in place; a key it lacks is added to its mapping: a line of its
/// own in a block mapping (after the fruit's last line, at its keys' indentation), `, reorder: 3`
/// before the `}` of a flow mapping, `{ reorder: 3, par: 8 }` for an empty fruit. A value that
/// came from a merge key (`<<: *base`) is not touched: the fruit gets its own key, which wins.
/// The result is read again and must give each fruit exactly the rules asked for.
package enum StockRuleWriter {
    /// The rules one fruit should have.
    package struct Rule: Sendable, Hashable {
        package var fruit: String
        package var reorder: Int
        package var par: Int

        package init(fruit: String, reorder: Int, par: Int) {
            self.fruit = fruit
            self.reorder = reorder
            self.par = par
        }
    }

    /// Why the rules were not written.
    package enum Failure: Error, Sendable, Equatable {
        /// The menu does not load: its problems come first.
        case brokenMenu
        /// A fruit whose mapping cannot be edited in place (an alias shares it with others, or
        /// its text is not where a value can be written).
        case cannotEdit(fruit: String)
        /// The menu read back does not give the rules asked for (a `defaults:` or a rule the
        /// menu breaks); nothing is written.
        case notAsAsked(fruit: String)
    }

    /// The menu's bytes with `rules` written in.
    ///
    /// - Parameters:
    ///   - rules: The rules, each for a fruit of the menu.
    ///   - bytes: The menu file's bytes.
    /// - Returns: The new bytes; the same bytes when every rule is already the fruit's own.
    /// - Throws: `Failure`; nothing is returned half-written.
    package static func write(_ rules: [Rule], into bytes: [UInt8]) throws(Failure) -> [UInt8] {
        guard MenuLoader.report(bytes: bytes, file: "menu").menu != nil else { throw .brokenMenu }
        let document: YAMLDocument
        do {
            guard let parsed = try YAMLParser.parseDocument(bytes) else { throw Failure.brokenMenu }
            document = parsed
        } catch {
            throw .brokenMenu
        }
        let lines = LineIndex(bytes)
        let wanted = Dictionary(rules.map { ($0.fruit, $0) }, uniquingKeysWith: { _, last in last })
        let result: Result<[DiagnosticFix], Failure> = document.withNodes { nodes in
            guard let fruits = nodes.value(of: document.root.index, at: "fruits"), nodes.kind(fruits) == .mapping else {
                return .failure(.brokenMenu)
            }
            var fixes: [DiagnosticFix] = []
            for index in 0..<nodes.entryCount(fruits) {
                let (key, value) = nodes.entry(fruits, index)
                guard let rule = wanted[nodes.string(key)] else { continue }
                guard let edits = edits(for: rule, key: key, value: value, nodes: nodes, bytes: bytes, lines: lines) else {
                    return .failure(.cannotEdit(fruit: rule.fruit))
                }
                fixes += edits
            }
            return .success(fixes)
        }
        let fixes = try result.get()
        let written = FixApplier.apply(fixes, to: bytes).bytes
        guard let menu = MenuLoader.report(bytes: written, file: "menu").menu else { throw .notAsAsked(fruit: rules.first?.fruit ?? "") }
        for rule in rules {
            guard let fruit = menu.fruit(Fruit.ID(rule.fruit)), fruit.reorderPoint == rule.reorder, fruit.par == rule.par else {
                throw .notAsAsked(fruit: rule.fruit)
            }
        }
        return written
    }

    /// The edits that give one fruit its rules, or nil when its text cannot be edited in place.
    private static func edits(for rule: Rule, key: Int32, value: Int32, nodes: DocumentNodes, bytes: [UInt8],
                              lines: LineIndex) -> [DiagnosticFix]? {
        let keyPosition = nodes.position(key)
        guard let keyRange = nodes.sourceRange(key) else { return nil }
        let written = [("reorder", rule.reorder), ("par", rule.par)]
        if nodes.kind(value) == .scalar {
            // `kiwi:` or `kiwi: ~`: the fruit becomes a flow mapping of its rules.
            let mapping = "{ " + written.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " }"
            if let range = nodes.sourceRange(value), !range.isEmpty {
                return [fix(range, mapping, lines, bytes)]
            }
            guard let colon = bytes[keyRange.upperBound...].firstIndex(of: UInt8(ascii: ":")) else { return nil }
            return [fix(colon + 1..<colon + 1, " " + mapping, lines, bytes)]
        }
        guard nodes.kind(value) == .mapping else { return nil }
        let valuePosition = nodes.position(value)
        // A mapping that starts before its key is an alias of one written elsewhere, which other
        // fruits may share: it is not this fruit's to edit.
        guard valuePosition.line > keyPosition.line || (valuePosition.line == keyPosition.line && valuePosition.column > keyPosition.column),
              let start = lines.offset(of: valuePosition, in: bytes) else { return nil }
        var fixes: [DiagnosticFix] = []
        var missing: [(String, Int)] = []
        for (name, number) in written {
            // Its own key only: one at or after the fruit's key (a merged one lies elsewhere).
            let own = (0..<nodes.entryCount(value)).lazy.map { nodes.entry(value, $0) }.last { entry in
                nodes.kind(entry.key) == .scalar && nodes.string(entry.key) == name && nodes.position(entry.key) > keyPosition
            }
            // A value that is an alias (`par: *big`) lies at its anchor, which others may share.
            if let own, nodes.kind(own.value) == .scalar, nodes.position(own.value) > nodes.position(own.key),
               let range = nodes.sourceRange(own.value), !range.isEmpty {
                if nodes.string(own.value) != String(number) { fixes.append(fix(range, String(number), lines, bytes)) }
            } else if own != nil {
                return nil
            } else {
                missing.append((name, number))
            }
        }
        guard !missing.isEmpty else { return fixes }
        if bytes[start] == UInt8(ascii: "{") {
            guard let close = closingBrace(from: start, in: bytes) else { return nil }
            var end = close
            while end > start + 1, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            let added = missing.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
            fixes.append(end == start + 1 ? fix(start + 1..<close, " \(added) ", lines, bytes) : fix(end..<end, ", \(added)", lines, bytes))
        } else {
            // A block mapping: a line for each key, after the fruit's last line, at its keys' indentation.
            let indent = valuePosition.column - 1
            let at = lines.endOfBlock(startingAt: valuePosition.line, indent: indent, in: bytes)
            // Line breaks as the file writes them (CRLF when its first line ends so).
            let newline = bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } == true ? "\r\n" : "\n"
            var text = at > 0 && bytes[at - 1] != UInt8(ascii: "\n") ? newline : ""
            for (name, number) in missing { text += String(repeating: " ", count: indent) + "\(name): \(number)" + newline }
            fixes.append(fix(at..<at, text, lines, bytes))
        }
        return fixes
    }

    private static func fix(_ range: Range<Int>, _ replacement: String, _ lines: LineIndex, _ bytes: [UInt8]) -> DiagnosticFix {
        let start = lines.position(of: range.lowerBound, in: bytes)
        let end = lines.position(of: range.upperBound, in: bytes)
        return DiagnosticFix(byteRange: range, start: start, end: end, replacement: replacement)
    }

    /// The `}` that closes the flow mapping opened at `open`, past nested brackets and quotes.
    private static func closingBrace(from open: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = open
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == open {
                    // '' inside single quotes is a quote, not the end.
                    if open == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == open { index += 2; continue }
                    quote = nil
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return byte == UInt8(ascii: "}") ? index : nil }
                case UInt8(ascii: "#") where index > 0 && (bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\n")):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// Where each line starts, to turn positions (1-based lines, columns in characters) into byte
    /// offsets and back.
    private struct LineIndex {
        var starts: [Int] = [0]

        init(_ bytes: [UInt8]) {
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        }

        func offset(of position: SourcePosition, in bytes: [UInt8]) -> Int? {
            guard position.line >= 1, position.line <= starts.count else { return nil }
            var offset = starts[position.line - 1]
            var column = 1
            while column < position.column, offset < bytes.count {
                offset += 1
                while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                column += 1
            }
            return offset
        }

        /// The position of a byte offset, its column in characters as libyaml counts them.
        func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
            let line = (starts.lastIndex { $0 <= offset } ?? 0)
            let characters = bytes[starts[line]..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 }
            return SourcePosition(line: line + 1, column: characters + 1)
        }

        /// The offset just past the last line of the block whose first key is on `line`: the
        /// lines after it that are blank, comments, or indented deeper than `indent` belong to it;
        /// trailing blank and comment lines are left after the insertion point.
        func endOfBlock(startingAt line: Int, indent: Int, in bytes: [UInt8]) -> Int {
            var lastContent = line
            var next = line + 1
            while next <= starts.count {
                let start = starts[next - 1]
                guard start < bytes.count else { break }
                var spaces = 0
                while start + spaces < bytes.count, bytes[start + spaces] == UInt8(ascii: " ") { spaces += 1 }
                let first = start + spaces < bytes.count ? bytes[start + spaces] : UInt8(ascii: "\n")
                if first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r") || first == UInt8(ascii: "#") {
                    next += 1
                    continue
                }
                guard spaces >= indent else { break }
                lastContent = next
                next += 1
            }
            return lastContent < starts.count ? starts[lastContent] : bytes.count
        }
    }
}
