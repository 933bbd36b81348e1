/// RFC 3986 percent-encoding, byte by byte, as a URL and a SARIF file URI both need it.
package enum PercentEncoding {
    /// `text` with every byte but the unreserved characters (`A`–`Z`, `a`–`z`, `0`–`9`, `-._~`)
    /// and those in `keeping` written as `%XX` (upper-case hex).
    ///
    /// - Parameters:
    ///   - text: The text to encode.
    ///   - keeping: ASCII characters to leave as they are, such as `/`.
    /// - Returns: The encoded text.
    package static func encoded(_ text: some StringProtocol, keeping: String = "") -> String {
        let kept = Set(keeping.utf8)
        var result = ""
        for byte in text.utf8 {
            let unreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if unreserved || kept.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
