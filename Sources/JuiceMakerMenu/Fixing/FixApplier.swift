/// Applies fixes to a file's bytes, changing nothing but the replaced words.
public enum FixApplier {
    /// The bytes with every fix applied that fits: each fix's `byteRange` is replaced by its
    /// replacement's UTF-8, and every other byte is copied as it was.
    ///
    /// Fixes are applied in file order. A fix whose range lies outside the bytes, or overlaps one
    /// applied before it, is left out (two fixes of one word cannot both be right).
    ///
    /// - Parameters:
    ///   - fixes: The fixes, in any order; their ranges are offsets into `bytes`.
    ///   - bytes: The file as it was read when the fixes were found.
    /// - Returns: The new bytes, and the fixes that were applied, in file order.
    public static func apply(_ fixes: [DiagnosticFix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: [DiagnosticFix]) {
        let ordered = fixes.sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16 * ordered.count)
        var applied: [DiagnosticFix] = []
        var copied = 0
        for fix in ordered {
            let range = fix.byteRange
            guard range.lowerBound >= copied, range.upperBound <= bytes.count else { continue }
            output.append(contentsOf: bytes[copied..<range.lowerBound])
            output.append(contentsOf: fix.replacement.utf8)
            copied = range.upperBound
            applied.append(fix)
        }
        output.append(contentsOf: bytes[copied...])
        return (output, applied)
    }
}
