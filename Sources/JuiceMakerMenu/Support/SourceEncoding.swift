/// The Unicode encoding a menu file is written in, told by its byte-order mark as YAML 1.2 has it:
/// UTF-8 (with or without a mark), UTF-16 or UTF-32, either byte order.
///
/// juicemaker reads every file as UTF-8: a UTF-16 or UTF-32 file is turned into UTF-8 (its mark
/// becoming UTF-8's, which is not a column) before it is parsed, so positions, excerpts and fixes
/// work on one text; `--fix` turns its result back with `encode(_:)`, so the file keeps its encoding.
///
/// ```swift
/// let (text, encoding) = SourceEncoding.utf8(of: bytes)   // text is UTF-8
/// let written = encoding.encode(fixedText)                  // back to the file's encoding
/// ```
package enum SourceEncoding: Equatable, Sendable {
    case utf8
    case utf16(bigEndian: Bool)
    case utf32(bigEndian: Bool)

    /// The encoding a byte-order mark at the start names; UTF-8 without one.
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The encoding.
    package static func detect(_ bytes: [UInt8]) -> SourceEncoding {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32(bigEndian: true) }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32(bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true) }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false) }
        return .utf8
    }

    /// A file's text as UTF-8, and the encoding it was in.
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The bytes themselves for UTF-8 (or for a UTF-16 or UTF-32 file that is not well
    ///   formed: the parser then reports where); else the text in UTF-8, starting with UTF-8's mark.
    package static func utf8(of bytes: [UInt8]) -> (text: [UInt8], encoding: SourceEncoding) {
        let encoding = detect(bytes)
        switch encoding {
        case .utf8:
            return (bytes, .utf8)
        case .utf16(let bigEndian):
            guard bytes.count % 2 == 0 else { return (bytes, .utf8) }
            let units = stride(from: 0, to: bytes.count, by: 2).map { index -> UInt16 in
                let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                return UInt16(high) << 8 | UInt16(low)
            }
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            // The mark is the first unit, U+FEFF: it becomes UTF-8's mark.
            let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { text.append($0) }
            return failed ? (bytes, .utf8) : (text, encoding)
        case .utf32(let bigEndian):
            guard bytes.count % 4 == 0 else { return (bytes, .utf8) }
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            for index in stride(from: 0, to: bytes.count, by: 4) {
                let quad = bigEndian ? bytes[index..<index + 4].reversed() : Array(bytes[index..<index + 4])
                let value = quad.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                guard let scalar = Unicode.Scalar(value) else { return (bytes, .utf8) }
                text.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
            }
            return (text, encoding)
        }
    }

    /// UTF-8 text in this encoding: what `utf8(of:)` read, back as the file had it.
    ///
    /// - Parameter text: UTF-8 text (well formed, as `utf8(of:)` gives and fixes keep it).
    /// - Returns: The bytes to write.
    package func encode(_ text: [UInt8]) -> [UInt8] {
        switch self {
        case .utf8:
            return text
        case .utf16(let bigEndian):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.count * 2)
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                bytes += bigEndian ? [high, low] : [low, high]
            }
            return bytes
        case .utf32(let bigEndian):
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.count * 4)
            for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
                let value = scalar.value
                let big = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
                bytes += bigEndian ? big : big.reversed()
            }
            return bytes
        }
    }
}
