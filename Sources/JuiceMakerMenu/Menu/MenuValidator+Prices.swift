import JuiceMakerYAML

/// `currency:`, a juice's `price:` and a fruit's `cost:`: amounts in the menu's currency, read
/// exactly into minor units from their text (`4.50` in USD is 450), never through floating point.
extension MenuValidator {
    /// What `currency:` gave the menu.
    enum CurrencyState {
        /// The menu has no `currency:`: a price or cost is an error (`missing-currency`).
        case absent
        case known(Currency)
        /// `currency:` is wrong and reported: prices and costs are not read against it.
        case broken
    }

    /// An amount of money a menu writes, as messages name it (`MenuWords.money`).
    enum MoneyField {
        case price, cost
    }

    /// Reads `currency:`, an ISO 4217 code; a sign or word that plainly means one (`krw`, `₩`,
    /// `won`) is refused with a fix to the code.
    mutating func readCurrency(_ node: Int32) {
        guard nodes.kind(node) == .scalar, !isNull(node) else {
            currency = .broken
            error(.wrongType, words.currencyNotACode(describe(node)), at: node)
            return
        }
        let text = nodes.string(node)
        if let known = Currency(code: text) {
            currency = .known(known)
            return
        }
        currency = .broken
        var message = words.currencyNotACode(Quoted.name(text))
        var fix: DiagnosticFix?
        if let meant = Currency.code(meant: text.strippingInvisibles) {
            message += words.didYouMean(meant)
            fix = ScalarFix.replacing(node, in: nodes, with: meant)
        } else if let suggestion = NameSuggester(candidates: Currency.codes).suggestionWithUniqueness(for: text.uppercased()),
                  suggestion.isOnlyClosest {
            message += words.didYouMean(suggestion.name)
        }
        hasError = true
        diagnostics.append(Diagnostic(.error, .unknownCurrency, message, at: nodes.position(node), fix: fix))
    }

    /// A juice's price or a fruit's cost in minor units of the menu's currency; nil, with an error
    /// at `node`, when it cannot be read (or, silently, when `currency:` is broken and reported).
    mutating func readMoney(_ field: MoneyField, _ node: Int32, of owner: @autoclosure () -> MessageOwner) -> Int? {
        let currency: Currency
        switch self.currency {
        case .broken:
            return nil
        case .absent:
            // Said once, at the first amount: every other amount has the same cure.
            if missingCurrencyReported { hasError = true; return nil }
            missingCurrencyReported = true
            error(.missingCurrency, words.missingCurrency(field, of: owner()), at: node)
            return nil
        case .known(let known):
            currency = known
        }
        let example = Self.example(in: currency)
        guard nodes.kind(node) == .scalar, nodes.style(node) == .plain, !resolvesToNull(node) else {
            error(.invalidPrice, words.notAnAmount(field, of: owner(), example: example, describe(node)), at: node)
            return nil
        }
        let nodes = self.nodes  // a copy: the closure below must not capture `self` while it is being changed
        let text = { Quoted.name(nodes.string(node)) }
        switch currency.minorUnits(reading: nodes.bytes(node)) {
        case .value(let amount):
            return amount
        case .tooManyPlaces(let trimmed):
            let message = words.tooManyPlaces(field, of: owner(), text: text(), currency: currency.code, places: currency.minorUnit, example: example)
            hasError = true
            let fix = trimmed.flatMap { ScalarFix.replacing(node, in: nodes, with: $0) }
            diagnostics.append(Diagnostic(.error, .invalidPrice, message, at: nodes.position(node), fix: fix))
        case .negative:
            error(.invalidPrice, words.negativeAmount(field, of: owner(), text: text()), at: node)
        case .tooLarge:
            let most = currency.text(Limits.maxPrice, language: language)
            error(.invalidPrice, words.amountAboveMost(field, of: owner(), text: text(), most: most), at: node)
        case .notAnAmount:
            error(.invalidPrice, words.notAnAmount(field, of: owner(), example: example, describe(node)), at: node)
        }
        return nil
    }

    /// Warns when a juice's fruit costs more than its price (`below-cost`), at the price.
    ///
    /// - Parameters:
    ///   - price: The juice's price and its node.
    ///   - cost: What its recipe's fruits cost, when every one of them has a cost.
    ///   - juiceKey: The juice's key.
    mutating func checkMargin(price: (amount: Int, node: Int32), cost: Int, of juiceKey: Int32) {
        guard case .known(let currency) = currency, cost > price.amount else { return }
        let juice = nodes.string(juiceKey)
        let sells = currency.text(price.amount, language: language)
        let costs = currency.text(cost, language: language)
        warning(.belowCost, words.belowCost(juice: juice, sells: sells, costs: costs), at: price.node)
    }

    /// An amount as a menu writes one in `currency`: `4500`, `4.50`, `1.250`.
    static func example(in currency: Currency) -> String {
        switch currency.minorUnit {
        case 0: "4500"
        case 2: "4.50"
        default: currency.decimal(1250 * pow10(currency.minorUnit - 3))
        }
    }

    private static func pow10(_ exponent: Int) -> Int {
        (0..<max(0, exponent)).reduce(1) { result, _ in result * 10 }
    }
}
