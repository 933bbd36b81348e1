import JuiceMakerYAML

/// The languages a menu's names are written in, and which of them each name has: what the
/// missing-translation warning needs, gathered while the validator reads the names.
///
/// Languages are listed in the order they are first met (the fruits' names come first, then the
/// juices'), which is the order a warning lists what a name lacks. Each name's languages are kept
/// as indices into that list, all names' in one array: a menu may have hundreds of thousands of
/// names, so no per-name array is made.
struct NameLanguages {
    /// Where one name's languages are in the shared list: `start..<end`, 32-bit so that the
    /// validator's drafts stay small.
    struct Span {
        var start: Int32 = 0
        var end: Int32 = 0
    }

    /// Every language met, in order. `codes` holds the same codes' UTF-8, `words` the same packed
    /// (see `word(_:)`).
    private var languages: [String] = []
    private var codes: [[UInt8]] = []
    private var words: [UInt64] = []
    /// Every noted name's languages, as indices into `languages`.
    private var noted: [Int32] = []

    /// Makes room for `count` more names of about two languages each, so the list is not copied
    /// as it grows.
    mutating func reserveCapacity(names count: Int) {
        noted.reserveCapacity(noted.count + 2 * count)
    }

    /// Notes the languages of a name that was read and is good.
    ///
    /// - Parameters:
    ///   - name: The name's node: a mapping of language to text, or text (English).
    ///   - nodes: The document's nodes.
    /// - Returns: Where the name's languages are, for `missing(from:)`.
    mutating func note(name: Int32, in nodes: DocumentNodes) -> Span {
        let start = Int32(truncatingIfNeeded: noted.count)
        for key in LanguageKeys(nodes: nodes, name: name) {
            let position: Int
            if let known = index(of: key, in: nodes) {
                position = known
            } else {
                position = languages.count
                add(key < 0 ? "en" : nodes.string(key))
            }
            noted.append(Int32(truncatingIfNeeded: position))
        }
        return Span(start: start, end: Int32(truncatingIfNeeded: noted.count))
    }

    /// What the names are checked with: the languages met and each name's, read-only.
    var checker: Checker { Checker(languages: languages, noted: noted) }

    /// Tells, name by name, which of the menu's languages a name lacks. A value of its own, so the
    /// validator can report while it asks.
    struct Checker {
        fileprivate let languages: [String]
        fileprivate let noted: [Int32]
        /// Which languages the name being asked about has: one buffer for every name.
        private var present: [Bool]

        fileprivate init(languages: [String], noted: [Int32]) {
            self.languages = languages
            self.noted = noted
            self.present = [Bool](repeating: false, count: languages.count)
        }

        /// Whether any name can lack a language: only when the names use more than one.
        var hasSeveralLanguages: Bool { languages.count > 1 }

        /// The languages the name at `span` lacks, in the order they were met.
        ///
        /// - Parameter span: What `note(name:in:)` returned for the name.
        /// - Returns: The missing language codes, or nil when the name has every one.
        mutating func missing(from span: Span) -> [String]? {
            for index in present.indices { present[index] = false }
            for index in noted[Int(span.start)..<Int(span.end)] { present[Int(index)] = true }
            guard present.contains(false) else { return nil }
            return languages.indices.filter { !present[$0] }.map { languages[$0] }
        }
    }

    private mutating func add(_ language: String) {
        languages.append(language)
        let code = Array(language.utf8)
        codes.append(code)
        words.append(code.withUnsafeBufferPointer(Self.word))
    }

    /// Which of `languages` language key `key` (-1: English) is. Language codes are ASCII, so
    /// bytes decide.
    @inline(__always) private func index(of key: Int32, in nodes: DocumentNodes) -> Int? {
        if key < 0 { return words.firstIndex(of: Self.englishWord) }
        let bytes = nodes.bytes(key)
        let word = Self.word(bytes)
        if word != 0 { return words.firstIndex(of: word) }
        return codes.firstIndex { code in
            code.count == bytes.count && code.withUnsafeBufferPointer { $0.elementsEqual(bytes) }
        }
    }

    /// A code of up to seven bytes as one word: its bytes and, in the top byte, its length; 0 for a
    /// longer code, which is compared byte by byte. Names are matched against every language met
    /// for each fruit and juice, so one comparison a language.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard bytes.count <= 7 else { return 0 }
        var word = UInt64(bytes.count) << 56
        for index in 0..<bytes.count { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        return word
    }

    private static let englishWord: UInt64 = 2 << 56 | UInt64(UInt8(ascii: "n")) << 8 | UInt64(UInt8(ascii: "e"))
}
