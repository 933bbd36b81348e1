import JuiceMakerMenu
import JuiceMakerStock
/// Turns the bytes a raw terminal sends into keys: UTF-8 characters, control keys, and the escape
/// sequences of arrows and other special keys (`ESC [ A`, `ESC O A`, `ESC [ 1 ; 5 A`, `ESC [ 5 ~`).
///
/// Input may arrive split anywhere, so an unfinished sequence or character is kept until the next
/// `feed`. A lone ESC cannot be told from the start of a sequence by bytes alone: the reader calls
/// `flush()` when no more bytes came shortly after it, which turns what is pending into keys.
public struct ShellKeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// The longest escape sequence kept while waiting for its end; anything longer is junk, dropped.
    static let maxSequenceLength = 16

    public init() {}

    /// Whether bytes are waiting for the rest of a sequence (the reader then waits briefly before `flush`).
    public var hasPending: Bool { !pending.isEmpty }

    /// The keys complete in `bytes` (with what was pending before them).
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [ShellKey] {
        pending.append(contentsOf: bytes)
        var keys: [ShellKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.decode(pending[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        if pending.count > Self.maxSequenceLength { pending.removeAll() }
        return keys
    }

    /// Ends what is pending: a lone ESC becomes `.escape`, a cut sequence or character `.other`.
    public mutating func flush() -> [ShellKey] {
        defer { pending.removeAll() }
        guard !pending.isEmpty else { return [] }
        return pending == [0x1B] ? [.escape] : [.other]
    }

    /// One key from the start of `bytes` and how many bytes it took; nil when more bytes are needed.
    /// A nil key with a length means bytes that are skipped (an unknown sequence).
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (ShellKey?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return decodeEscape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x00..<0x20: return (.other, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return decodeUTF8(bytes)
        }
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (ShellKey?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let introducer = bytes[start + 1]
        switch introducer {
        case UInt8(ascii: "["):
            // CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, then one final byte 0x40–0x7E.
            var index = start + 2
            while index < bytes.endIndex {
                let byte = bytes[index]
                if (0x40...0x7E).contains(byte) {
                    let parameters = Array(bytes[(start + 2)..<index])
                    return (csiKey(final: byte, parameters: parameters), index - start + 1)
                }
                guard (0x20...0x3F).contains(byte) else { return (.other, index - start) }
                index += 1
            }
            return nil
        case UInt8(ascii: "O"):
            // SS3: arrows and Home/End in the terminal's application cursor mode.
            guard bytes.count >= 3 else { return nil }
            return (ss3Key(bytes[start + 2]), 3)
        case 0x1B:
            // ESC ESC: the first is a lone Escape.
            return (.escape, 1)
        default:
            return (.escape, 1)
        }
    }

    private static func csiKey(final: UInt8, parameters: [UInt8]) -> ShellKey {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            let number = parameters.prefix { $0 != UInt8(ascii: ";") }
            switch String(decoding: number, as: UTF8.self) {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            case "3": return .backspace  // Delete: the editor has one field, so it erases too
            default: return .other
            }
        default: return .other
        }
    }

    /// SS3 (`ESC O x`) sends the same finals as CSI for arrows, Home and End, plus keypad Enter.
    private static func ss3Key(_ byte: UInt8) -> ShellKey {
        byte == UInt8(ascii: "M") ? .enter : csiKey(final: byte, parameters: [])
    }

    /// A multi-byte UTF-8 character; a byte that cannot start one is skipped as `.other`.
    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (ShellKey?, Int)? {
        let first = bytes[bytes.startIndex]
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.other, 1)
        }
        guard bytes.count >= length else { return nil }
        var iterator = bytes[bytes.startIndex..<(bytes.startIndex + length)].makeIterator()
        var codec = UTF8()
        guard case .scalarValue(let scalar) = codec.decode(&iterator) else { return (.other, 1) }
        return (.character(Character(scalar)), length)
    }
}
