import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct NameSuggesterTests {
    let suggester = NameSuggester(candidates: ["strawberry", "banana", "kiwi", "mango", "pineapple"])

    @Test func suggestsCloseName() {
        #expect(suggester.suggestion(for: "kiwii") == "kiwi")
        #expect(suggester.suggestion(for: "bananna") == "banana")
        #expect(suggester.suggestion(for: "mnago") == "mango")
    }

    @Test func staysQuietWhenNothingIsClose() {
        #expect(suggester.suggestion(for: "durian") == nil)
        #expect(suggester.suggestion(for: "kiwi") == nil)
    }
}

@Suite struct NameSuggesterSearchTests {
    /// Optimal-string-alignment distance (a swap of neighbours counts 1) over the whole table: the
    /// reference the suggester's banded, bounded search is held to.
    static func referenceDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0..<(a.count + 1) { table[i][0] = i }
        for j in 0..<(b.count + 1) { table[0][j] = j }
        for i in 1..<(a.count + 1) {
            for j in 1..<(b.count + 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// The search as first written: every candidate within the length window, by length then as given.
    static func plainSuggestion(for name: String, in candidates: [String]) -> String? {
        let target = Array(name.utf8)
        let limit = target.count <= 4 ? 1 : 2
        var best: String?
        var bestDistance = limit + 1
        let byLength = Dictionary(grouping: candidates, by: { $0.utf8.count })
        for length in max(0, target.count - limit)...(target.count + limit) {
            for candidate in byLength[length] ?? [] {
                let distance = Self.referenceDistance(target, Array(candidate.utf8))
                if distance == 0 { return nil }
                if distance < bestDistance {
                    bestDistance = distance
                    best = candidate
                }
            }
        }
        return best
    }

    /// `name` after `edits` random edits, each a deletion, an insertion or a substitution of one
    /// of `letters`, or a swap of neighbours.
    static func typo<Element>(of name: [Element], edits: Int, letters: [Element], using generator: inout some RandomNumberGenerator) -> [Element] {
        var name = name
        for _ in 0..<edits {
            guard let letter = letters.randomElement(using: &generator) else { break }
            switch Int.random(in: 0...3, using: &generator) {
            case 0 where !name.isEmpty: name.remove(at: Int.random(in: 0..<name.count, using: &generator))
            case 1: name.insert(letter, at: Int.random(in: 0...name.count, using: &generator))
            case 2 where name.count > 1:
                let at = Int.random(in: 0..<(name.count - 1), using: &generator)
                name.swapAt(at, at + 1)
            default: if !name.isEmpty { name[Int.random(in: 0..<name.count, using: &generator)] = letter }
            }
        }
        return name
    }

    @Test func sameAnswersAsAPlainSearch() {
        var generator = SystemRandomNumberGenerator()
        let words = ["red", "golden", "wild", "kiwi", "mango", "melon", "watermelon", "fig", "yuzu", "guava", "a", "ab", "é", "키위"]
        var candidates: [String] = []
        for _ in 0..<300 {
            let parts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "x" }
            candidates.append(parts.joined(separator: "-"))
        }
        let suggester = NameSuggester(candidates: candidates)
        let indexed = suggester.indexed()
        let letters = Array("abcdefgiklmnoruwy-é".unicodeScalars)
        for _ in 0..<2000 {
            let name = Self.typo(of: Array((candidates.randomElement(using: &generator) ?? "").unicodeScalars),
                                 edits: Int.random(in: 0...3, using: &generator), letters: letters, using: &generator)
            var text = ""
            text.unicodeScalars.append(contentsOf: name)
            let plain = Self.plainSuggestion(for: text, in: candidates)
            #expect(suggester.suggestion(for: text) == plain, "\(text)")
            #expect(indexed.suggestion(for: text) == plain, "indexed: \(text)")
            // The one-search answer with its tie check, as the two separate calls of the scan give it.
            let expected = plain.map { ($0, suggester.isOnlyClosest($0, to: text)) }
            for (label, each) in [("scan", suggester), ("indexed", indexed)] {
                let both = each.suggestionWithUniqueness(for: text)
                #expect(both?.name == expected?.0 && both?.isOnlyClosest == expected?.1, "\(label): \(text)")
            }
        }
    }

    /// Names close to no candidate, made of letters few candidates have: the indexed two-edit pass
    /// looks only at candidates with one of the name's rarest letters (`LetterPostings`), and must
    /// find what the full scan finds, the first closest in bucket order included.
    @Test func rareLetterPassFindsWhatTheScanFinds() {
        var generator = SystemRandomNumberGenerator()
        let common = Array("aeilnort-".unicodeScalars), rare = Array("qxz0179jé".unicodeScalars)
        func word(_ length: Int) -> String {
            var text = ""
            for _ in 0..<length {
                let pool = Int.random(in: 0..<5, using: &generator) == 0 ? rare : common
                text.unicodeScalars.append(pool.randomElement(using: &generator) ?? "a")
            }
            return text
        }
        let candidates = (0..<400).map { _ in word(Int.random(in: 3...12, using: &generator)) }
        let plain = NameSuggester(candidates: candidates), indexed = plain.indexed()
        for _ in 0..<3000 {
            let name = word(Int.random(in: 0...13, using: &generator))
            let expected = Self.plainSuggestion(for: name, in: candidates)
            #expect(indexed.suggestion(for: name) == expected, "\(name)")
            #expect(plain.suggestion(for: name) == expected, "\(name)")
        }
    }

    /// Generated ids (words, digits, Korean) two or three edits from a candidate: the indexed
    /// two-edit pass, which looks only at candidates with one of the name's rarest letters, must
    /// find what the full scan finds, ties included, and the test must reach it often.
    @Test func twoEditTyposOfGeneratedIdsFindWhatTheScanFinds() {
        var generator = SystemRandomNumberGenerator()
        let words = ["golden", "wild", "kiwi", "mango", "melon", "fig", "yuzu", "guava", "7", "42", "é", "키위"]
        var candidates: [String] = []
        for _ in 0..<500 {
            let parts = (0..<Int.random(in: 2...4, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "x" }
            candidates.append(parts.joined(separator: "-"))
        }
        let plain = NameSuggester(candidates: candidates), indexed = plain.indexed()
        let letters = Array("aegiklmnowyz-07".utf8)
        var twoEditNames = 0
        for _ in 0..<4000 {
            let name = Self.typo(of: Array((candidates.randomElement(using: &generator) ?? "").utf8),
                                 edits: Int.random(in: 2...3, using: &generator), letters: letters, using: &generator)
            let text = String(decoding: name, as: UTF8.self)
            let expected = Self.plainSuggestion(for: text, in: candidates)
            if let expected, NameSuggester.bandedDistance(Array(text.utf8), Array(expected.utf8), limit: 2) == 2 { twoEditNames += 1 }
            #expect(indexed.suggestion(for: text) == expected, "\(text)")
            #expect(plain.suggestion(for: text) == expected, "\(text)")
        }
        #expect(twoEditNames > 500, "the pass under test must run often")
    }

    @Test func rarestThreeLettersAreTheLeastUsed() {
        let postings = LetterPostings(letters: ["kiwi", "kale", "lime", "kumquat", "quince"].map { LetterSet(Array($0.utf8)) })
        // In "quiz": z is in no candidate, q in two, u in two, i in four.
        let rarest = postings.rarestThree(of: LetterSet(Array("quiz".utf8)))
        #expect(rarest.map { Set([$0.0, $0.1, $0.2]) } == Set([25, 16, 20]))
        #expect(postings.rarestThree(of: LetterSet(Array("ki".utf8))) == nil)
        var merge = postings.candidates(having: (10, 16, 25), in: 1..<5)  // k, q, z
        var found: [Int] = []
        while let candidate = merge.next() { found.append(candidate) }
        #expect(found == [1, 3, 4])
    }

    /// Ties between one-edit candidates go to the first in bucket order with the index too, and a
    /// known name is still never suggested; runs of equal letters (one deletion string) and an empty name.
    @Test func indexKeepsTiesAndExactNames() {
        let candidates = ["kiwa", "kiwb", "kiwi", "mango", "mangoo", "a", "", "aab", "abb"]
        let plain = NameSuggester(candidates: candidates), indexed = plain.indexed()
        for name in ["kiwc", "kiwi", "kiw", "kiwii", "mngo", "mango", "mangooo", "b", "", "ab", "aaab", "abab", "x", "bab"] {
            #expect(indexed.suggestion(for: name) == plain.suggestion(for: name), "\(name)")
            #expect(plain.suggestion(for: name) == Self.plainSuggestion(for: name, in: candidates), "\(name)")
        }
        #expect(NameSuggester(candidates: [String]()).indexed().suggestion(for: "kiwi") == nil)
    }

    @Test func boundTestAgreesWithTheCount() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let a = LetterSet((0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0x2D...0x7A, using: &generator) })
            let b = LetterSet((0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0x2D...0x7A, using: &generator) })
            for edits in 0...4 {
                #expect(a.needsAtLeast(edits, editsTo: b) == (a.minimumEdits(to: b) >= edits))
            }
        }
    }
}

@Suite struct NameSuggesterDistanceTests {
    @Test func bandedDistanceAgreesWithTheFullTable() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array("abcde-".utf8)
        for _ in 0..<5000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0x61 }
            var b = a
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                switch Int.random(in: 0...3, using: &generator) {
                case 0 where !b.isEmpty: b.remove(at: Int.random(in: 0..<b.count, using: &generator))
                case 1: b.insert(alphabet.randomElement(using: &generator) ?? 0x61, at: Int.random(in: 0...b.count, using: &generator))
                case 2 where b.count > 1:
                    let at = Int.random(in: 0..<(b.count - 1), using: &generator)
                    b.swapAt(at, at + 1)
                default: if !b.isEmpty { b[Int.random(in: 0..<b.count, using: &generator)] = alphabet.randomElement(using: &generator) ?? 0x61 }
                }
            }
            let full = NameSuggesterSearchTests.referenceDistance(a, b)
            for limit in 0...3 {
                let banded = NameSuggester.bandedDistance(a, b, limit: limit)
                #expect(min(full, limit + 1) == banded, "\(a) \(b) \(limit)")
            }
            let upToOne = a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in NameSuggester.distanceUpToOne(a, b) } }
            #expect(min(full, 2) == upToOne, "\(a) \(b) up to one")
        }
    }
}
