import JuiceMakerYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One source line as `text` output shows it, with the padding that puts a caret under a column, as UTF-8.
struct SourceExcerpt: Sendable, Hashable {
    /// The line, safe to print: control characters other than tab are shown as U+FFFD; a very long line is cut
    /// to a window around the column, with `...` where it was cut.
    var line: [UInt8] = []
    /// Tabs and spaces that take exactly the cells of `line` before the column: print it, then `^`.
    var caretPadding: [UInt8] = []
}

/// A file's text split into lines the way libyaml counts them, to show the line a diagnostic points at.
///
/// Lines end at LF, CRLF, CR, NEL (U+0085), LS (U+2028) and PS (U+2029), as libyaml's marks count them;
/// a leading byte-order mark is not part of line 1. Columns count Unicode scalars (code points), 1-based,
/// as libyaml's marks do: the BOM is not a column, a tab is one column.
///
/// Lines are found only as far as a diagnostic asks, in the UTF-8 bytes (with `memchr` when the file has
/// no line break but LF), and a line's excerpt is built in bytes, not as Strings, scalar arrays or
/// grapheme clusters, which would cost more than the rest of a report of thousands of diagnostics.
struct SourceLines {
    /// Lines longer than this many scalars are cut to a window around the column.
    static let longLine = 160
    /// Cells of the window shown before the column, and in all, when a line is cut.
    static let windowBefore = 60
    static let windowWidth = 120

    private let source: SourceText
    /// Where lines `1`, `1 + stride`, `1 + 2 stride`, … start, as far as the file has been read: a report
    /// that asks for an earlier line starts again from one of these, not from the top.
    private var checkpoints: [Int]
    private static let stride = 256
    /// A line whose start is known, where the next search begins.
    private var cursorLine = 1
    private var cursorStart: Int
    /// The number of the last line, once the end of the file has been reached.
    private var lastLine: Int?
    /// Whether LF is the only line break in the whole file, so `memchr` finds every line.
    private let onlyLineFeeds: Bool
    /// The last line shown, as printable scalars: diagnostics come in source order, often several on one line.
    private var cachedNumber = 0
    private var scalars: [Unicode.Scalar] = []

    init(_ source: SourceText) {
        var source = source
        if case .string(var text) = source {
            text.makeContiguousUTF8()
            source = .string(text)
        }
        self.source = source
        let start = source.withUTF8 { $0.starts(with: [0xEF, 0xBB, 0xBF]) } ? 3 : 0
        self.checkpoints = [start]
        self.cursorStart = start
        self.onlyLineFeeds = source.withUTF8(Self.hasOnlyLineFeeds)
    }

    /// Whether no byte of the file starts a CR, NEL, LS or PS. One pass, 64 bytes a step (three
    /// `memchr` passes, for CR and the lead bytes of the others, read a 10 MB file three times):
    /// only a block with a CR, C2 or E2 byte is looked at byte by byte.
    private static func hasOnlyLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            while bytes.count - index >= 64 {
                if mayStartOtherBreak(UnsafeRawPointer(base + index)) {
                    for at in index..<index + 64 where bytes[at] != 0x0A && lineBreakLength(bytes, at: at) > 0 { return false }
                }
                index += 64
            }
        }
        for at in index..<bytes.count where bytes[at] != 0x0A && lineBreakLength(bytes, at: at) > 0 { return false }
        return true
    }

    /// Whether one of the 64 bytes at `pointer` is CR, C2 or E2, sixteen bytes at a time.
    @inline(__always)
    private static func mayStartOtherBreak(_ pointer: UnsafeRawPointer) -> Bool {
        // Masks as bytes, or-ed together, as `lineFeeds` adds them: `SIMDMask` operations and `any`
        // compiled to a loop over the lanes here, 40 times slower.
        let carriageReturn = SIMD16<UInt8>(repeating: 0x0D), nextLine = SIMD16<UInt8>(repeating: 0xC2), separator = SIMD16<UInt8>(repeating: 0xE2)
        var found = SIMD16<UInt8>()
        for block in 0..<4 {
            let bytes = pointer.loadUnaligned(fromByteOffset: 16 * block, as: SIMD16<UInt8>.self)
            found |= unsafeBitCast(bytes .== carriageReturn, to: SIMD16<UInt8>.self)
            found |= unsafeBitCast(bytes .== nextLine, to: SIMD16<UInt8>.self)
            found |= unsafeBitCast(bytes .== separator, to: SIMD16<UInt8>.self)
        }
        return found.max() != 0
    }

    /// The index of the first `byte` at or after `start`, found with `memchr`.
    private static func find(_ byte: UInt8, from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }

    /// The length of the line break starting at `index` (`YAMLLineBreak.length`), or 0.
    @inline(__always)
    private static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        YAMLLineBreak.length(bytes, at: index)
    }

    /// The byte range of 1-based line `number`, without its line break; nil past the end.
    private mutating func lineRange(_ number: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        if let lastLine, number > lastLine { return nil }
        let checkpoint = min((number - 1) / Self.stride, checkpoints.count - 1)
        let checkpointLine = checkpoint * Self.stride + 1
        if number < cursorLine || checkpointLine > cursorLine {
            cursorLine = checkpointLine
            cursorStart = checkpoints[checkpoint]
        }
        while cursorLine < number {
            let nextCheckpoint = ((cursorLine - 1) / Self.stride + 1) * Self.stride + 1
            let goal = min(number, nextCheckpoint)
            guard let start = skipLines(goal - cursorLine, from: cursorStart, bytes) else { return nil }
            cursorLine = goal
            cursorStart = start
            if goal == nextCheckpoint, checkpoints.count == (goal - 1) / Self.stride { checkpoints.append(start) }
        }
        let end = lineEnd(from: cursorStart, bytes)
        if end == bytes.count { lastLine = cursorLine }
        return cursorStart..<end
    }

    /// Where the line starts that follows `count` line breaks from `start` (a line start on line `cursorLine`);
    /// nil when the file ends first, after noting which line was the last.
    private mutating func skipLines(_ count: Int, from start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let end = bytes.count
        var index = start
        var remaining = count
        if onlyLineFeeds, let base = bytes.baseAddress {
            while remaining > 0 {
                // Whole blocks with fewer line feeds than are left to pass are counted, not searched.
                while index + 64 <= end {
                    let found = Self.lineFeeds(in: UnsafeRawPointer(base + index))
                    if found >= remaining { break }
                    remaining -= found
                    index += 64
                }
                guard let found = Self.find(0x0A, from: index, in: bytes) else { break }
                index = found + 1
                remaining -= 1
            }
        } else {
            while remaining > 0, index < end {
                var length = Self.lineBreakLength(bytes, at: index)
                if length == 0 {
                    index += 1
                    continue
                }
                if bytes[index] == 0x0D, index + 1 < end, bytes[index + 1] == 0x0A { length = 2 }
                index += length
                remaining -= 1
            }
        }
        if remaining > 0 {
            lastLine = cursorLine + count - remaining
            return nil
        }
        return index
    }

    /// Where the line starting at `start` ends: its line break, or the end of the file.
    private func lineEnd(from start: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let end = bytes.count
        if onlyLineFeeds {
            return Self.find(0x0A, from: start, in: bytes) ?? end
        }
        var index = start
        while index < end, Self.lineBreakLength(bytes, at: index) == 0 { index += 1 }
        return index
    }

    /// The line feeds among the 64 bytes at `pointer`, sixteen bytes at a time.
    @inline(__always)
    private static func lineFeeds(in pointer: UnsafeRawPointer) -> Int {
        let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
        var counts = SIMD16<UInt8>()
        for block in 0..<4 {
            let bytes = pointer.loadUnaligned(fromByteOffset: 16 * block, as: SIMD16<UInt8>.self)
            // A true lane of the mask is all ones, so subtracting it adds one.
            counts &-= unsafeBitCast(bytes .== lineFeed, to: SIMD16<UInt8>.self)
        }
        return Int(counts.wrappedSum())
    }

    /// Decodes line `number` into `scalars`, control characters but tab replaced by U+FFFD; false when there is no such line.
    private mutating func loadLine(_ number: Int) -> Bool {
        if number == cachedNumber, number >= 1 { return true }
        guard number >= 1 else { return false }
        let source = self.source
        cachedNumber = 0
        guard let range = source.withUTF8({ lineRange(number, $0) }) else { return false }
        var decoded = scalars
        scalars = []
        decoded.removeAll(keepingCapacity: true)
        source.withUTF8 { Self.decode($0, range, into: &decoded) }
        scalars = decoded
        cachedNumber = number
        return true
    }

    /// The scalars of `bytes[range]`, control characters but tab replaced by U+FFFD; invalid UTF-8 is
    /// decoded as `String(decoding:as:)` does. A line break is never part of an invalid sequence, so the
    /// lines are the same as in the repaired text.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into scalars: inout [Unicode.Scalar]) {
        if decodeValid(bytes, range, into: &scalars) { return }
        scalars.removeAll(keepingCapacity: true)
        for scalar in String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self).unicodeScalars {
            scalars.append(printable(scalar.value))
        }
    }

    /// Decodes well-formed UTF-8; false at the first ill-formed sequence (overlong, surrogate, past
    /// U+10FFFF, cut short).
    private static func decodeValid(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into scalars: inout [Unicode.Scalar]) -> Bool {
        var valid = true
        // A line of n bytes has at most n scalars: they are written through a pointer, without the
        // capacity and uniqueness checks of an append each (flowLines menus show ~260-byte lines).
        scalars = [Unicode.Scalar](unsafeUninitializedCapacity: range.count) { buffer, count in
            var index = range.lowerBound
            let end = range.upperBound
            var written = 0
            defer { count = valid ? written : 0 }
            while index < end {
                let lead = bytes[index]
                if lead < 0x80 {
                    buffer[written] = printable(UInt32(lead))
                    written += 1
                    index += 1
                    continue
                }
                var value: UInt32
                let length: Int
                var low: UInt8 = 0x80, high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
                case 0xE0: length = 3; low = 0xA0; value = UInt32(lead & 0x0F)
                case 0xE1...0xEC, 0xEE...0xEF: length = 3; value = UInt32(lead & 0x0F)
                case 0xED: length = 3; high = 0x9F; value = UInt32(lead & 0x0F)
                case 0xF0: length = 4; low = 0x90; value = UInt32(lead & 0x07)
                case 0xF1...0xF3: length = 4; value = UInt32(lead & 0x07)
                case 0xF4: length = 4; high = 0x8F; value = UInt32(lead & 0x07)
                default: valid = false; return
                }
                guard end - index >= length else { valid = false; return }
                let second = bytes[index + 1]
                guard second >= low, second <= high else { valid = false; return }
                value = value << 6 | UInt32(second & 0x3F)
                for offset in 2..<length {
                    let byte = bytes[index + offset]
                    guard byte & 0xC0 == 0x80 else { valid = false; return }
                    value = value << 6 | UInt32(byte & 0x3F)
                }
                buffer[written] = printable(value)
                written += 1
                index += length
            }
        }
        return valid
    }

    /// Control characters (general category Cc, exactly U+0000–U+001F and U+007F–U+009F) but tab would move
    /// the cursor or start escape sequences; they are shown as U+FFFD.
    @inline(__always)
    private static func printable(_ value: UInt32) -> Unicode.Scalar {
        if (value < 0x20 && value != 0x09) || (value >= 0x7F && value <= 0x9F) { return "\u{FFFD}" }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The position of a byte offset on a given line: its column counted in Unicode scalars from the
    /// line's start, as libyaml counts columns.
    ///
    /// - Parameters:
    ///   - offset: An offset into the file, from the line's start to its end (the end's column is
    ///     one past the line's last character).
    ///   - line: The line the offset is on.
    /// - Returns: The position; nil when the line does not exist or does not hold the offset.
    mutating func position(ofByte offset: Int, onLine line: Int) -> SourcePosition? {
        guard line >= 1, let range = source.withUTF8({ lineRange(line, $0) }), range.contains(offset) || offset == range.upperBound else { return nil }
        return source.withUTF8 { SourcePosition(line: line, column: Self.scalarCount($0, range.lowerBound..<offset) + 1) }
    }

    /// The bytes of the word that starts at `position`, as offsets into the file: what a diagnostic
    /// there is about. A quoted scalar with its quotes; a plain one up to `: `, `,`, a bracket, a
    /// comment or the line's end, without trailing blanks; one character when no word starts there;
    /// empty at the line's end (a column past it is its end). A position past the last line is the
    /// file's end.
    ///
    /// Read in bytes, not decoded: the word's ends are ASCII, and a report of thousands of
    /// diagnostics finds each in the time of walking its line to the column.
    ///
    /// - Parameter position: Where the word starts, as libyaml's marks count lines and columns.
    /// - Returns: The word's bytes.
    mutating func wordBytes(at position: SourcePosition) -> Range<Int> {
        guard position.line >= 1, let line = source.withUTF8({ lineRange(position.line, $0) }) else {
            let count = source.withUTF8 { $0.count }
            return count..<count
        }
        return source.withUTF8 { Self.word(at: position.column, in: line, $0) }
    }

    /// The word at 1-based `column` of `line` (`wordBytes(at:)`'s rule).
    private static func word(at column: Int, in line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = offset(ofColumn: column, from: line.lowerBound, before: line.upperBound, bytes)
        let end = line.upperBound
        guard start < end else { return start..<start }
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var index = start + 1
            while index < end {
                if bytes[index] == UInt8(ascii: "\\"), first == UInt8(ascii: "\""), index + 1 < end {
                    index += 2
                    continue
                }
                if bytes[index] == first { return start..<(index + 1) }
                index += 1
            }
            return start..<end
        }
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "{")
                || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: ":"), index + 1 == end || bytes[index + 1] == UInt8(ascii: " ") || bytes[index + 1] == UInt8(ascii: "\t") { break }
            index += 1
        }
        while index > start, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 }
        if index == start { return start..<min(end, start + UTF8Lead.sequenceLength(first)) }
        return start..<index
    }

    /// The scalars of `bytes[range]`, counted by their lead bytes.
    private static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            index += UTF8Lead.sequenceLength(bytes[index])
            count += 1
        }
        return count
    }

    /// The offset of the `column`th scalar (1-based) counted from `start`, no further than `limit`.
    private static func offset(ofColumn column: Int, from start: Int, before limit: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = start
        var remaining = column - 1
        while remaining > 0, offset < limit {
            offset += UTF8Lead.sequenceLength(bytes[offset])
            remaining -= 1
        }
        return min(offset, limit)
    }

    /// The line `position` is on and the caret padding for its column, written into `excerpt`; false when
    /// the line does not exist. A column before the line clamps to 1, one past its end to just after the last character.
    mutating func excerpt(at position: SourcePosition, into excerpt: inout SourceExcerpt) -> Bool {
        if let shown = simpleExcerpt(at: position, into: &excerpt) { return shown }
        return scalarExcerpt(at: position, into: &excerpt)
    }

    /// `excerpt(at:into:)` through scalars, for any line.
    mutating func scalarExcerpt(at position: SourcePosition, into excerpt: inout SourceExcerpt) -> Bool {
        guard loadLine(position.line) else { return false }
        excerpt.line.removeAll(keepingCapacity: true)
        excerpt.caretPadding.removeAll(keepingCapacity: true)
        let line = scalars
        let caret = min(max(position.column - 1, 0), line.count)

        var start = 0
        var end = line.count
        if line.count > Self.longLine {
            var width = 0
            start = caret
            while start > 0 {
                let cells = Self.windowCells(line[start - 1])
                if width + cells > Self.windowBefore { break }
                width += cells
                start -= 1
            }
            // Do not open the window on a combining mark or joiner: it would attach to the `...`.
            while start < caret, Self.cells(line[start]) == 0 {
                start += 1
            }
            end = caret
            while end < line.count {
                let cells = Self.windowCells(line[end])
                if width + cells > Self.windowWidth { break }
                width += cells
                end += 1
            }
            while end < line.count, Self.cells(line[end]) == 0 {
                end += 1
            }
        }

        let dots: [UInt8] = [0x2E, 0x2E, 0x2E]
        if start > 0 { excerpt.line.append(contentsOf: dots) }
        // Encoded through a scratch buffer and appended at once: an append a byte costs a uniqueness check each.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * (end - start) + 1) { buffer in
            var count = 0
            for index in start..<end {
                count = Self.encodeUTF8(line[index], into: buffer, at: count)
            }
            excerpt.line.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
        if end < line.count { excerpt.line.append(contentsOf: dots) }

        if start > 0 { excerpt.caretPadding.append(contentsOf: [0x20, 0x20, 0x20]) }
        if Self.eachScalarIsACharacter(line[start..<caret]) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * (caret - start) + 1) { buffer in
                var count = 0
                for scalar in line[start..<caret] {
                    if scalar == "\t" {
                        buffer[count] = 0x09
                        count += 1
                    } else {
                        for _ in 0..<Self.cells(scalar) {
                            buffer[count] = 0x20
                            count += 1
                        }
                    }
                }
                excerpt.caretPadding.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
            }
        } else {
            // Grapheme clusters decide the cells: a combining mark, a joined emoji or a flag shares its base's.
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: line[start..<caret])
            for character in prefix {
                if character == "\t" {
                    excerpt.caretPadding.append(0x09)
                } else {
                    for _ in 0..<TerminalWidth.displayWidth(of: character) { excerpt.caretPadding.append(0x20) }
                }
            }
        }
        return true
    }

    /// `excerpt(at:into:)` read straight from the line's bytes when it holds only printable ASCII,
    /// tabs and precomposed Hangul syllables (the menus juicemaker ships and generates): there, a
    /// scalar is a character and its cells are known from its first byte, so the line is not decoded
    /// into scalars (most of the cost of a diagnostic's excerpt on a 260-byte line). The same output,
    /// byte for byte; nil for any other line, which `scalarExcerpt` shows.
    private mutating func simpleExcerpt(at position: SourcePosition, into excerpt: inout SourceExcerpt) -> Bool? {
        guard position.line >= 1 else { return nil }
        let source = self.source
        return source.withUTF8 { bytes -> Bool? in
            guard let range = lineRange(position.line, bytes), let base = bytes.baseAddress else { return nil }
            let line = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
            // Whether the line's eight bytes from `index` are printable ASCII (no tab): eight
            // scalars, eight cells, eight spaces of padding. The caller checks that eight are left.
            func printableWord(at index: Int) -> Bool {
                ASCIIWord.isPrintable(UnsafeRawPointer(base + range.lowerBound + index).loadUnaligned(as: UInt64.self))
            }
            // One pass: check the bytes, count the scalars, find where the caret's scalar starts.
            let wanted = max(position.column - 1, 0)
            var scalarCount = 0
            var caretByte = -1
            var index = 0
            while index < line.count {
                if scalarCount == wanted { caretByte = index }
                // Eight printable ASCII bytes (no tab) at once, where the caret is not among them.
                if line.count - index >= 8, caretByte >= 0 || wanted - scalarCount >= 8, printableWord(at: index) {
                    index += 8
                    scalarCount += 8
                    continue
                }
                let byte = line[index]
                if byte < 0x80 {
                    guard byte >= 0x20 && byte != 0x7F || byte == 0x09 else { return nil }
                    index += 1
                } else {
                    guard Self.isHangulSyllable(line, at: index) else { return nil }
                    index += 3
                }
                scalarCount += 1
            }
            if caretByte < 0 { caretByte = line.count }  // a column past the end clamps to the end
            excerpt.line.removeAll(keepingCapacity: true)
            excerpt.caretPadding.removeAll(keepingCapacity: true)

            var start = caretByte
            var end = line.count
            if scalarCount > Self.longLine {
                // The same window as `scalarExcerpt`, stepping over bytes: one per ASCII scalar, three per syllable.
                var width = 0
                // Eight printable ASCII bytes are eight cells: stepped over at once while they fit.
                while start > 0 {
                    if start >= 8, width + 8 <= Self.windowBefore, printableWord(at: start - 8) {
                        width += 8
                        start -= 8
                        continue
                    }
                    let previous = line[start - 1] < 0x80 ? start - 1 : start - 3
                    let cells = Self.simpleCells(line[previous], window: true)
                    if width + cells > Self.windowBefore { break }
                    width += cells
                    start = previous
                }
                while start < caretByte, Self.simpleCells(line[start], window: false) == 0 { start += 1 }
                end = caretByte
                while end < line.count {
                    if line.count - end >= 8, width + 8 <= Self.windowWidth, printableWord(at: end) {
                        width += 8
                        end += 8
                        continue
                    }
                    let cells = Self.simpleCells(line[end], window: true)
                    if width + cells > Self.windowWidth { break }
                    width += cells
                    end += line[end] < 0x80 ? 1 : 3
                }
                while end < line.count, Self.simpleCells(line[end], window: false) == 0 { end += 1 }
            } else {
                start = 0
            }
            let dots: [UInt8] = [0x2E, 0x2E, 0x2E]
            if start > 0 { excerpt.line.append(contentsOf: dots) }
            excerpt.line.append(contentsOf: UnsafeBufferPointer(rebasing: line[start..<end]))
            if end < line.count { excerpt.line.append(contentsOf: dots) }
            if start > 0 { excerpt.caretPadding.append(contentsOf: [0x20, 0x20, 0x20]) }
            // Written through a scratch buffer and appended at once: an append a byte costs a uniqueness check each.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: caretByte - start + 1) { padding in
                var count = 0
                var at = start
                let spaces: UInt64 = 0x2020_2020_2020_2020
                while at < caretByte {
                    // Eight printable ASCII bytes pad with eight spaces (there is room: no byte pads wider than itself).
                    if caretByte - at >= 8, let out = padding.baseAddress, printableWord(at: at) {
                        UnsafeMutableRawPointer(out + count).storeBytes(of: spaces, as: UInt64.self)
                        count += 8
                        at += 8
                        continue
                    }
                    let byte = line[at]
                    if byte == 0x09 {
                        padding[count] = 0x09
                        at += 1
                    } else if byte < 0x80 {
                        padding[count] = 0x20
                        at += 1
                    } else {
                        // A syllable: three bytes, two cells.
                        padding[count] = 0x20
                        count += 1
                        padding[count] = 0x20
                        at += 3
                    }
                    count += 1
                }
                excerpt.caretPadding.append(contentsOf: UnsafeBufferPointer(rebasing: padding[0..<count]))
            }
            return true
        }
    }

    /// Whether the three bytes at `index` are a Hangul syllable, U+AC00 to U+D7A3, in UTF-8.
    @inline(__always)
    private static func isHangulSyllable(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard line.count - index >= 3 else { return false }
        let first = line[index], second = line[index + 1], third = line[index + 2]
        guard first >= 0xEA, first <= 0xED, second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return false }
        let value = UInt32(first & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        return value >= 0xAC00 && value <= 0xD7A3
    }

    /// `cells` (or `windowCells` when `window`) of the scalar a simple line's byte starts: a tab,
    /// printable ASCII, or a Hangul syllable's first byte.
    @inline(__always)
    private static func simpleCells(_ byte: UInt8, window: Bool) -> Int {
        if byte == 0x09 { return window ? 8 : 0 }
        return byte < 0x80 ? 1 : 2
    }

    /// Whether every scalar is a grapheme cluster of its own, so its cells are the cluster's: true for
    /// printable ASCII, tab and precomposed Hangul syllables (Grapheme_Cluster_Break Other, LV and LVT,
    /// which join neither each other nor ASCII), the text of the menus juicemaker ships and generates.
    /// Anything else goes through `Character`.
    private static func eachScalarIsACharacter(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        for scalar in scalars {
            let value = scalar.value
            if value < 0x7F {
                if value < 0x20 && value != 0x09 { return false }
            } else if !(0xAC00...0xD7A3).contains(value) {
                return false
            }
        }
        return true
    }

    /// `TerminalWidth.displayWidth(of:)` with the answers for ASCII and Hangul syllables up front.
    @inline(__always)
    private static func cells(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if (0xAC00...0xD7A3).contains(value) { return 2 }
        return TerminalWidth.displayWidth(of: scalar)
    }

    /// Cells a scalar is counted as when choosing the window of a long line (a tab as up to 8).
    @inline(__always)
    private static func windowCells(_ scalar: Unicode.Scalar) -> Int {
        scalar == "\t" ? 8 : cells(scalar)
    }

    /// Writes `scalar` as UTF-8 at `buffer[offset...]` (room for four bytes) and returns the offset after it.
    @inline(__always)
    private static func encodeUTF8(_ scalar: Unicode.Scalar, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let value = scalar.value
        if value < 0x80 {
            buffer[offset] = UInt8(value)
            return offset + 1
        } else if value < 0x800 {
            buffer[offset] = UInt8(0xC0 | value >> 6)
            buffer[offset + 1] = UInt8(0x80 | value & 0x3F)
            return offset + 2
        } else if value < 0x10000 {
            buffer[offset] = UInt8(0xE0 | value >> 12)
            buffer[offset + 1] = UInt8(0x80 | (value >> 6) & 0x3F)
            buffer[offset + 2] = UInt8(0x80 | value & 0x3F)
            return offset + 3
        } else {
            buffer[offset] = UInt8(0xF0 | value >> 18)
            buffer[offset + 1] = UInt8(0x80 | (value >> 12) & 0x3F)
            buffer[offset + 2] = UInt8(0x80 | (value >> 6) & 0x3F)
            buffer[offset + 3] = UInt8(0x80 | value & 0x3F)
            return offset + 4
        }
    }
}
