import JuiceMakerYAML

/// What fruits, juices and the top level share: ids, names and text, `allow:`, unknown keys, and
/// what the YAML layer noticed.
extension MenuValidator {
    /// Reports a `fruits:` or `juices:` mapping with more than its kind's limit of entries, once, at
    /// the first key past the limit. Checked before the entries are read, so it costs nothing per entry.
    mutating func checkCount(of node: Int32, kind: MenuEntryKind) {
        guard nodes.entryCount(node) > kind.limit else { return }
        let firstOver = nodes.entry(node, kind.limit).key
        error(.tooManyEntries, words.tooManyEntries(kind, count: nodes.entryCount(node)), at: firstOver)
    }

    /// Whether `key` can be an id (a scalar), reporting one that is not a slug; makes no String for a good one.
    mutating func checkID(_ key: Int32, kind: MenuEntryKind) -> Bool {
        guard nodes.kind(key) == .scalar else {
            error(.wrongType, words.idNotAName(kind, describe(key)), at: key)
            return false
        }
        if !Slug.isSlug(nodes.bytes(key)) {
            error(.invalidID, words.notASlugWithAdvice(kind, id: nodes.string(key)), at: key)
        }
        return true
    }

    /// A name that is checked but not built (`builds` false) and is good.
    static let unbuiltName = LocalizedName([])

    /// The name, nil when it is broken. Unless `builds`, a good name comes back as `unbuiltName`:
    /// checked the same, but without its Strings.
    mutating func readName(_ node: Int32, builds: Bool = true, of owner: @autoclosure () -> MessageOwner) -> LocalizedName? {
        let nodes = self.nodes  // a copy: closures below must not capture `self` while it is being changed
        if nodes.kind(node) == .scalar {
            guard builds else { return checkText(node, field: .name, of: owner()) ? Self.unbuiltName : nil }
            guard let text = readText(node, field: .name, of: owner()) else { return nil }
            return LocalizedName(english: text)
        }
        guard nodes.kind(node) == .mapping else {
            error(.wrongType, words.nameNotTextOrMapping(of: owner(), describe(node)), at: node)
            return nil
        }
        let count = nodes.entryCount(node)
        if count == 0 {
            error(.emptyName, words.emptyName(of: owner()), at: node)
            return nil
        }
        if !duplicateKeys.isEmpty {
            let words = self.words
            rewordDuplicates(in: node) { words.languageTwice($0, in: owner(), first: $1) }
        }
        var translations: [LocalizedName.Translation] = []
        if builds { translations.reserveCapacity(count) }
        var valid = true
        for index in 0..<count {
            let (key, value) = nodes.entry(node, index)
            guard nodes.kind(key) == .scalar, Slug.isLanguageCode(nodes.bytes(key)) else {
                error(.invalidID, words.notALanguageCode(describe(key), in: owner()), at: key)
                valid = false
                continue
            }
            guard builds else {
                if !checkText(value, field: .nameIn(nodes.string(key)), of: owner()) { valid = false }
                continue
            }
            let language = nodes.string(key)
            guard let text = readText(value, field: .nameIn(language), of: owner()) else {
                valid = false
                continue
            }
            translations.append(LocalizedName.Translation(language: language, text: text))
        }
        guard valid else { return nil }
        return builds ? LocalizedName(translations) : Self.unbuiltName
    }

    /// A text field of a fruit or juice, as messages name it (`MenuWords.field`).
    enum TextField {
        case name, emoji
        /// The name in one language: `name (ko)`.
        case nameIn(String)
    }

    /// Text that must not be empty: names, emoji.
    private mutating func readText(_ node: Int32, field: @autoclosure () -> TextField, of owner: @autoclosure () -> MessageOwner) -> String? {
        checkText(node, field: field(), of: owner()) ? nodes.string(node) : nil
    }

    /// Whether `readText` would give text, reporting what it would; makes no String for good text
    /// (`field` and `owner` are made only for a message).
    mutating func checkText(_ node: Int32, field: @autoclosure () -> TextField, of owner: @autoclosure () -> MessageOwner) -> Bool {
        guard nodes.kind(node) == .scalar else {
            error(.wrongType, words.notText(words.field(field()), of: owner(), describe(node)), at: node)
            return false
        }
        // `name: ~` is YAML's null, which a file can write and code cannot: empty, as a blank text is.
        if nodes.style(node) == .plain && resolvesToNull(node) {
            error(.emptyName, words.emptyText(words.field(field()), of: owner()), at: node)
            return false
        }
        if let problem = TextRule.problem(nodes.bytes(node), field: words.field(field()), of: owner(), language) {
            error(problem.code, problem.message, at: node)
            return false
        }
        return true
    }

    mutating func readAllowed(_ node: Int32, permitted: [DiagnosticCode]) -> Set<DiagnosticCode> {
        guard nodes.kind(node) == .sequence else {
            let codes = permitted.map(\.rawValue).joined(separator: ", ")
            error(.wrongType, words.allowNotAList(codes: codes, describe(node)), at: node)
            return []
        }
        var allowed: Set<DiagnosticCode> = []
        for index in 0..<nodes.itemCount(node) {
            let item = nodes.item(node, index)
            if nodes.kind(item) == .scalar, let code = DiagnosticCode(rawValue: nodes.string(item)), permitted.contains(code) {
                allowed.insert(code)
            } else {
                unknownKey(item, known: permitted.map(\.rawValue), in: .allow)
            }
        }
        return allowed
    }

    mutating func unknownKey(_ key: Int32, known: [String], in subject: MessageOwner, mapping: Int32? = nil) {
        let owner = words.owner(subject)
        guard nodes.kind(key) == .scalar else {
            error(.wrongType, words.keysArePlainNames(in: owner, describe(key)), at: key)
            return
        }
        let name = nodes.string(key)
        var message = words.noKey(name, in: owner)
        var fix: DiagnosticFix?
        let suggester = NameSuggester(candidates: known)
        if let suggestion = suggester.suggestionWithUniqueness(for: name.strippingInvisibles), suggestion.isOnlyClosest {
            message += words.didYouMean(suggestion.name)
            // No fix when the key it would become is already there, or another fix in the same
            // mapping already makes it (`fruts:` and `fruitz:`): either would be a duplicate key.
            // (An item of `allow:` is in a list, not a mapping: its fix is always free.)
            let free = mapping.map {
                !self.mapping($0, hasKey: suggestion.name) && claimedKeyFixes.insert(MappingKey(mapping: $0, key: suggestion.name)).inserted
            } ?? true
            if free { fix = fixReplacing(key, with: suggestion.name) }
        } else {
            let keys = known.map { "'\($0)'" }.joined(separator: ", ")
            message += words.knownKeys(keys)
        }
        hasError = true
        diagnostics.append(Diagnostic(.error, .unknownKey, message, at: nodes.position(key), fix: fix))
    }

    /// Whether mapping `node` has a scalar key whose text is `name` (a fix renaming a key to it
    /// would make a duplicate key).
    func mapping(_ node: Int32, hasKey name: String) -> Bool {
        guard nodes.kind(node) == .mapping else { return false }
        var name = name
        return name.withUTF8 { wanted in
            (0..<nodes.entryCount(node)).contains { index in
                let key = nodes.entry(node, index).key
                return nodes.kind(key) == .scalar && nodes.bytes(key).elementsEqual(wanted)
            }
        }
    }

    /// The fix that replaces scalar `node`'s text with `replacement`, when its text is in the source
    /// as written. The fix holds offsets, not the view, so it outlives the validator.
    private func fixReplacing(_ node: Int32, with replacement: String) -> DiagnosticFix? {
        ScalarFix.replacing(node, in: nodes, with: replacement)
    }

    /// Turns what the YAML layer noticed (duplicate keys, unsupported tags) into diagnostics. A
    /// duplicate key of `fruits:` or `juices:` is a duplicate id; one of any other mapping waits in
    /// `duplicateKeys`, in case that mapping is a name or a recipe.
    mutating func reportIssues(fruits: Int32?, juices: Int32?) {
        for issue in document.issues {
            let firstAt = placesInMessages ? issue.relatedNode.map { nodes.position($0) } : nil
            let key = issue.problem == .duplicateKey ? nodes.string(issue.node) : nil
            var diagnostic = Diagnostic(issue, language: language, key: key, firstAt: firstAt)
            if issue.problem == .duplicateKey, let key {
                if let kind = issue.container == fruits ? MenuEntryKind.fruit : issue.container == juices ? .juice : nil {
                    diagnostic.code = .duplicateID
                    diagnostic.message = words.duplicateID(kind, id: key, first: placesInMessages ? firstAt?.description ?? "?" : nil)
                } else {
                    duplicateKeys[issue.container, default: []].append(DuplicateKey(diagnostic: diagnostics.count, key: key, first: firstAt?.description))
                }
            }
            hasError = true
            diagnostics.append(diagnostic)
        }
    }

    /// A key the YAML layer found twice in one mapping: its diagnostic's index, the key, and where
    /// the first is (nil when messages give no places).
    struct DuplicateKey {
        var diagnostic: Int
        var key: String
        var first: String?
    }

    /// Words the duplicate keys of `mapping`, a name or a recipe, as what they mean there: once,
    /// for the first owner that reads it (an alias may give one mapping to several).
    ///
    /// - Parameters:
    ///   - mapping: The name's or recipe's mapping.
    ///   - message: The message for a key and where its first is.
    mutating func rewordDuplicates(in mapping: Int32, _ message: (_ key: String, _ first: String?) -> String) {
        guard let found = duplicateKeys.removeValue(forKey: mapping) else { return }
        for duplicate in found { diagnostics[duplicate.diagnostic].message = message(duplicate.key, duplicate.first) }
    }
}
