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

    /// An amount of money a menu writes, as messages name it.
    enum MoneyField {
        case price, cost

        func words(_ language: Language) -> String {
            switch (self, language) {
            case (.price, .en): "price"
            case (.price, .ko): "가격"
            case (.cost, .en): "cost"
            case (.cost, .ko): "원가"
            }
        }

        /// The words with their topic particle, in Korean: `가격은`, `원가는`.
        var koreanTopic: String {
            switch self {
            case .price: "가격은"
            case .cost: "원가는"
            }
        }
    }

    /// Reads `currency:`, an ISO 4217 code; a sign or word that plainly means one (`krw`, `₩`,
    /// `won`) is refused with a fix to the code.
    mutating func readCurrency(_ node: Int32) {
        guard nodes.kind(node) == .scalar, !isNull(node) else {
            currency = .broken
            error(.wrongType, ko
                ? "'currency'는 KRW나 USD 같은 ISO 4217 통화 코드여야 해요 (받은 값: \(describe(node)))"
                : "'currency' must be an ISO 4217 code like KRW or USD, not \(describe(node))", at: node)
            return
        }
        let text = nodes.string(node)
        if let known = Currency(code: text) {
            currency = .known(known)
            return
        }
        currency = .broken
        var message = ko
            ? "'currency'는 KRW나 USD 같은 ISO 4217 통화 코드여야 해요 (받은 값: \(Quoted.name(text)))"
            : "'currency' must be an ISO 4217 code like KRW or USD, not \(Quoted.name(text))"
        var fix: DiagnosticFix?
        if let meant = Currency.code(meant: text.strippingInvisibles) {
            message += ko ? "; '\(meant)'을(를) 말한 건가요?" : "; did you mean '\(meant)'?"
            fix = ScalarFix.replacing(node, in: nodes, with: meant)
        } else if let suggestion = NameSuggester(candidates: Currency.codes).suggestionWithUniqueness(for: text.uppercased()),
                  suggestion.isOnlyClosest {
            message += ko ? "; '\(suggestion.name)'을(를) 말한 건가요?" : "; did you mean '\(suggestion.name)'?"
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
            error(.missingCurrency, ko
                ? "\(owner().ko)의 \(field.words(language))에는 메뉴의 통화가 있어야 해요; 메뉴 맨 위에 ISO 4217 코드로 적으세요 (예: 'currency: KRW')"
                : "\(field.words(language)) of \(owner().en) needs the menu's currency; add it at the top of the menu as an ISO 4217 code (e.g. 'currency: KRW')",
                at: node)
            return nil
        case .known(let known):
            currency = known
        }
        let example = Self.example(in: currency)
        guard nodes.kind(node) == .scalar, nodes.style(node) == .plain, !resolvesToNull(node) else {
            error(.invalidPrice, ko
                ? "\(owner().ko)의 \(field.koreanTopic) \(example) 같은 금액이어야 해요 (받은 값: \(describe(node)))"
                : "\(field.words(language)) of \(owner().en) must be an amount like \(example), not \(describe(node))", at: node)
            return nil
        }
        let nodes = self.nodes  // a copy: the closure below must not capture `self` while it is being changed
        let text = { Quoted.name(nodes.string(node)) }
        switch currency.minorUnits(reading: nodes.bytes(node)) {
        case .value(let amount):
            return amount
        case .tooManyPlaces(let trimmed):
            let places = currency.minorUnit
            let message = switch (ko, places) {
            case (true, 0): "\(owner().ko)의 \(field.words(language)) \(text()): \(currency.code) 금액은 소수점 없이 적어요 (예: \(example))"
            case (true, _): "\(owner().ko)의 \(field.words(language)) \(text()): \(currency.code) 금액은 소수점 아래 \(places)자리까지 적어요 (예: \(example))"
            case (false, 0): "\(field.words(language)) of \(owner().en) is \(text()), but \(currency.code) amounts are whole; write it like \(example)"
            case (false, _): "\(field.words(language)) of \(owner().en) is \(text()), but \(currency.code) amounts have at most \(places) decimal places; write it like \(example)"
            }
            hasError = true
            let fix = trimmed.flatMap { ScalarFix.replacing(node, in: nodes, with: $0) }
            diagnostics.append(Diagnostic(.error, .invalidPrice, message, at: nodes.position(node), fix: fix))
        case .negative:
            error(.invalidPrice, ko
                ? "\(owner().ko)의 \(field.koreanTopic) 0 이상이어야 해요 (받은 값: \(text()))"
                : "\(field.words(language)) of \(owner().en) must be 0 or more, not \(text())", at: node)
        case .tooLarge:
            let most = currency.text(Limits.maxPrice, language: language)
            error(.invalidPrice, ko
                ? "\(owner().ko)의 \(field.words(language)) \(text()): juicemaker가 다루는 최댓값 \(most)보다 커요"
                : "\(field.words(language)) of \(owner().en) is \(text()), more than juicemaker keeps (at most \(most))", at: node)
        case .notAnAmount:
            error(.invalidPrice, ko
                ? "\(owner().ko)의 \(field.koreanTopic) \(example) 같은 금액이어야 해요 (받은 값: \(describe(node)))"
                : "\(field.words(language)) of \(owner().en) must be an amount like \(example), not \(describe(node))", at: node)
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
        warning(.belowCost, ko
            ? "쥬스 '\(juice)'은(는) \(sells)에 팔지만 과일 원가(\(costs))가 더 커요; 가격을 올리거나 과일의 'cost:'를 고치세요 (의도한 것이면 'allow: [below-cost]')"
            : "juice '\(juice)' sells for \(sells) but its fruit costs \(costs); raise its price or correct the fruits' 'cost:' (or add 'allow: [below-cost]' if this is meant)",
            at: price.node)
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
