/// Names that are not fruits of the menu, for the "many errors" menu: mostly typos of real ids
/// (so did-you-mean has work to do and finds something), sometimes made-up names (so it searches
/// every candidate of similar length and finds nothing, its slowest case).
enum FruitTypo {
    private static let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)

    /// A name close to `id` that is not in `known`; `serial` keeps made-up names distinct.
    static func unknownName(near id: String, serial: Int, known: Set<String>, random: inout SeededRandom) -> String {
        while true {
            let candidate = random.oneIn(5) ? "mystery-fruit-\(serial)" : typo(of: Array(id.utf8), random: &random)
            if !known.contains(candidate) { return candidate }
        }
    }

    /// One edit: a letter dropped, two neighbours swapped, a letter replaced or one inserted.
    private static func typo(of id: [UInt8], random: inout SeededRandom) -> String {
        var bytes = id
        let position = random.below(bytes.count)
        switch random.below(4) {
        case 0 where bytes.count > 3:
            bytes.remove(at: position)
        case 1 where position + 1 < bytes.count:
            bytes.swapAt(position, position + 1)
        case 2:
            bytes[position] = letters[random.below(letters.count)]
        default:
            bytes.insert(letters[random.below(letters.count)], at: position + 1)
        }
        // Keep it a slug: a letter first, and no dash where a letter was expected.
        if bytes[0] == UInt8(ascii: "-") { bytes[0] = UInt8(ascii: "x") }
        return String(decoding: bytes, as: UTF8.self)
    }
}
