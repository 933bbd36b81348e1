/// The warnings that reason about the whole menu: a fruit no recipe uses, a juice its initial
/// stock cannot make, a name missing a language other names have.
extension MenuValidator {
    /// Uses what reading the recipes gathered (`fruitUsed`, `exceedsStock`); only the rare juice
    /// that needs more than the stock has its recipe read again, to word its warning.
    mutating func warnAboutUse(fruits: [FruitDraft], notes: [JuiceNotes], fruitIDs: IDIndex) {
        let nodes = self.nodes
        for note in notes where note.exceedsStock && !note.allowsUnmakeable && note.recipeNode >= 0 {
            var shortages: [String] = []
            // The items `readRecipe` keeps, in its order: scalar keys of known fruits with a good amount.
            for index in 0..<nodes.entryCount(note.recipeNode) {
                let (key, value) = nodes.entry(note.recipeNode, index)
                guard nodes.kind(key) == .scalar,
                      let known = fruitIDs.position(ofBytes: nodes.bytes(key), text: { nodes.string(key) }),
                      case .value(let amount) = readWholeNumber(value), amount >= 1 else { continue }
                let stock = fruitStocks[known]
                if amount > stock {
                    let fruit = nodes.string(fruits[known].key)
                    shortages.append(words.shortage(fruit: fruit, amount: amount, stock: stock))
                }
            }
            let needs = shortages.joined(separator: ", ")
            warning(.unmakeableJuice, words.unmakeableJuice(nodes.string(note.key), needs: needs), at: note.key)
        }
        for index in fruits.indices where !fruitUsed[index] && !fruits[index].allowsUnused {
            warning(.unusedFruit, words.unusedFruit(nodes.string(fruits[index].key)), at: fruits[index].key)
        }
    }

    /// A name that lacks a language other names have would show up untranslated. Juices' languages
    /// were noted as their names were read: once an error is found, their `Juice`s are not kept.
    mutating func warnAboutTranslations(fruits: [FruitDraft], notes: [JuiceNotes]) {
        var checker = nameLanguages.checker
        guard checker.hasSeveralLanguages else { return }
        for fruit in fruits where !fruit.allowsMissingTranslation {
            guard fruit.name != nil, let node = fruit.nameNode, let missing = checker.missing(from: fruit.languages) else { continue }
            warnAboutMissing(missing, of: .fruit, id: fruit.key, at: node)
        }
        for note in notes where !note.allowsMissingTranslation && note.nameNode >= 0 {
            guard let missing = checker.missing(from: note.languages) else { continue }
            warnAboutMissing(missing, of: .juice, id: note.key, at: note.nameNode)
        }
    }

    /// Warns that the name at `node`, of the fruit or juice whose id is the scalar `id`, lacks the
    /// languages `missing`.
    private mutating func warnAboutMissing(_ missing: [String], of kind: MenuEntryKind, id: Int32, at node: Int32) {
        warning(.missingTranslation, words.missingTranslation(kind, id: nodes.bytes(id), missing: missing), at: node)
    }
}
