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
                    shortages.append(ko ? "\(fruit) \(amount)개 (초기 재고 \(stock)개)" : "\(amount) \(fruit) (initial stock \(stock))")
                }
            }
            let needs = shortages.joined(separator: ", ")
            warning(
                .unmakeableJuice,
                ko
                    ? "쥬스 '\(nodes.string(note.key))'은(는) 초기 재고로 한 잔도 만들 수 없어요: \(needs)가 필요해요; 재고를 늘리거나, 일부러 그런 거라면 'allow: [unmakeable-juice]'를 더하세요"
                    : "juice '\(nodes.string(note.key))' cannot be made even once from initial stock: it needs \(needs); raise the stock, or add 'allow: [unmakeable-juice]' if that is intended",
                at: note.key
            )
        }
        for index in fruits.indices where !fruitUsed[index] && !fruits[index].allowsUnused {
            warning(
                .unusedFruit,
                ko
                    ? "과일 '\(nodes.string(fruits[index].key))'은(는) 어느 레시피에도 없어요; 지우거나, 쥬스에 쓰거나, 'allow: [unused-fruit]'를 더하세요"
                    : "fruit '\(nodes.string(fruits[index].key))' is in no recipe; remove it, use it in a juice, or add 'allow: [unused-fruit]'",
                at: fruits[index].key
            )
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
    /// languages `missing`. Written as bytes (`ByteOutput`): a menu can hold tens of thousands of
    /// these, and joining Strings piece by piece took about 7,500 instructions a message.
    private mutating func warnAboutMissing(_ missing: [String], of kind: MenuEntryKind, id: Int32, at node: Int32) {
        var text: [UInt8] = []
        text.reserveCapacity(256)
        let language: Language = ko ? .ko : .en
        if !ko { text.append("name of ") }
        text.append(kind.word(language))
        text.append(" '")
        text.append(contentsOf: nodes.bytes(id))
        text.append(ko ? "'의 이름에 다른 이름들에는 있는 " : "' has no ")
        for (index, code) in missing.enumerated() {
            if index > 0 { text.append(", ") }
            text.append("'")
            text.append(code)
            text.append("'")
        }
        text.append(ko
            ? "이(가) 없어요; 더하거나 'allow: [missing-translation]'를 더하세요"
            : " while other names do; add it, or add 'allow: [missing-translation]'")
        warning(.missingTranslation, text.utf8String, at: node)
    }
}
