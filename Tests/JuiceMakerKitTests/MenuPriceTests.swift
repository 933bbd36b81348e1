import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// Prices in the menu (issue 46, item 1): `currency:`, a juice's `price:` and a fruit's `cost:`,
/// read exactly into minor units, with errors at the value and fixes where one is plain.
@Suite struct MenuPriceTests {
    static let priced = """
    version: 1
    currency: KRW
    fruits:
      mango: { stock: 10, cost: 1200 }
      kiwi: { stock: 10, cost: 500 }
    juices:
      mango:
        recipe: { mango: 3 }
        price: 4500
      mango-kiwi:
        recipe: { mango: 2, kiwi: 1 }
      kiwi:
        price: 3000
        recipe: { kiwi: 3 }

    """

    /// The text with every fix applied once.
    func fixed(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let fixes = MenuLoader.diagnose(bytes: bytes, file: "menu.yaml").diagnostics.compactMap(\.fix)
        return String(decoding: FixApplier.apply(fixes, to: bytes).bytes, as: UTF8.self)
    }

    /// `priced` with `currency: KRW` written otherwise.
    func with(currency: String, _ text: String = priced) -> String {
        text.replacingOccurrences(of: "currency: KRW", with: "currency: \(currency)")
    }

    @Test func aPricedMenuKeepsItsAmountsInMinorUnits() throws {
        let report = check(Self.priced)
        #expect(report.diagnostics.isEmpty, "\(report.summary)")
        let menu = try #require(report.menu)
        #expect(menu.currency?.code == "KRW")
        #expect(menu.juices.map(\.price) == [4500, nil, 3000])
        #expect(menu.fruits.map(\.cost) == [1200, 500])

        let dollars = check("""
        currency: USD
        fruits: { kiwi: { stock: 10, cost: 0.05 } }
        juices:
          a: { recipe: { kiwi: 1 }, price: 4.5 }
          b: { recipe: { kiwi: 1 }, price: 4.50 }
          c: { recipe: { kiwi: 1 }, price: 12 }
          d: { recipe: { kiwi: 1 }, price: 0, allow: [below-cost] }

        """)
        #expect(dollars.diagnostics.isEmpty, "\(dollars.summary)")
        #expect(dollars.menu?.juices.map(\.price) == [450, 450, 1200, 0])
        #expect(dollars.menu?.fruits.first?.cost == 5)
    }

    /// A menu without prices is read as before: no currency, no price, no cost.
    @Test func aMenuWithoutPricesHasNone() throws {
        let menu = try #require(check(validMenu).menu)
        #expect(menu.currency == nil)
        #expect(menu.juices.allSatisfy { $0.price == nil })
        #expect(menu.fruits.allSatisfy { $0.cost == nil })
    }

    @Test func eachWrongAmountIsAnErrorAtItsValue() {
        let cases: [(price: String, message: String)] = [
            ("4500.5", "price of juice 'mango' is '4500.5', but KRW amounts are whole; write it like 4500"),
            ("-1", "price of juice 'mango' must be 0 or more, not '-1'"),
            ("1000000001", "price of juice 'mango' is '1000000001', more than juicemaker keeps (at most ₩1,000,000,000)"),
            ("99999999999999999999999", "price of juice 'mango' is '99999999999999999999999', more than juicemaker keeps (at most ₩1,000,000,000)"),
            ("\"4500\"", "price of juice 'mango' must be an amount like 4500, not the text '4500'"),
            ("4,500", "price of juice 'mango' must be an amount like 4500, not the text '4,500'"),
            ("1e3", "price of juice 'mango' must be an amount like 4500, not the number 1e3"),
            ("free", "price of juice 'mango' must be an amount like 4500, not the text 'free'"),
            ("4500.", "price of juice 'mango' must be an amount like 4500, not the number 4500."),
            ("~", "price of juice 'mango' must be an amount like 4500, not nothing (null)"),
            ("[4500]", "price of juice 'mango' must be an amount like 4500, not a list"),
        ]
        for (price, message) in cases {
            let report = check(Self.priced.replacingOccurrences(of: "price: 4500", with: "price: \(price)"))
            #expect(report.summary == ["invalid-price 9:12"], "\(price): \(report.summary)")
            #expect(report.diagnostics.first?.message == message, "\(price)")
            #expect(report.menu == nil)
        }
    }

    @Test func moreDecimalPlacesThanTheCurrencyHasIsAnErrorFixedWhenTheyAreZeros() {
        let usd = with(currency: "USD").replacingOccurrences(of: "price: 4500", with: "price: 4.505")
        let report = check(usd)
        #expect(report.diagnostics.first?.message == "price of juice 'mango' is '4.505', but USD amounts have at most 2 decimal places; write it like 4.50")
        #expect(report.diagnostics.first?.fix == nil)

        let zeros = Self.priced.replacingOccurrences(of: "price: 4500", with: "price: 4500.00")
        #expect(check(zeros).summary == ["invalid-price 9:12"])
        #expect(fixed(zeros) == Self.priced)
        let dinars = check(with(currency: "KWD").replacingOccurrences(of: "price: 4500", with: "price: 1.2345"))
        #expect(dinars.diagnostics.first?.message == "price of juice 'mango' is '1.2345', but KWD amounts have at most 3 decimal places; write it like 1.250")
    }

    @Test func anUnknownCurrencyIsAnErrorWithAFixWhenItPlainlyMeansOne() {
        for (written, meant) in [("krw", "KRW"), ("₩", "KRW"), ("won", "KRW"), ("원", "KRW"), ("$", "USD"), ("Eur", "EUR")] {
            let text = with(currency: written)
            let report = check(text)
            #expect(report.summary == ["unknown-currency 2:11"], "\(written)")
            #expect(report.diagnostics.first?.message == "'currency' must be an ISO 4217 code like KRW or USD, not '\(written)'; did you mean '\(meant)'?")
            #expect(fixed(text) == with(currency: meant), "\(written)")
        }
        // No guess among codes one letter apart (KWR: KRW? KWD?): the message says what a code is.
        let guess = check(with(currency: "KWR"))
        #expect(guess.diagnostics.first?.message == "'currency' must be an ISO 4217 code like KRW or USD, not 'KWR'")
        #expect(guess.diagnostics.first?.fix == nil)
        // Prices are not read against a currency that is wrong: one error, not one per price.
        #expect(check(with(currency: "XYZ")).summary == ["unknown-currency 2:11"])
        #expect(check(with(currency: "{ code: KRW }")).summary == ["wrong-type 2:11"])
    }

    @Test func aPriceWithoutACurrencyIsOneErrorAtTheFirstAmount() {
        let text = Self.priced.replacingOccurrences(of: "currency: KRW\n", with: "")
        let report = check(text)
        #expect(report.summary == ["missing-currency 3:29"])
        #expect(report.diagnostics.first?.message
            == "cost of fruit 'mango' needs the menu's currency; add it at the top of the menu as an ISO 4217 code (e.g. 'currency: KRW')")
        #expect(report.menu == nil)
    }

    @Test func aJuiceSoldBelowItsFruitsCostIsAWarningUnlessAllowed() {
        let text = Self.priced.replacingOccurrences(of: "price: 3000", with: "price: 1400")
        let report = check(text)
        #expect(report.summary == ["below-cost 13:12"])
        #expect(report.diagnostics.first?.message
            == "juice 'kiwi' sells for ₩1,400 but its fruit costs ₩1,500; raise its price or correct the fruits' 'cost:' (or add 'allow: [below-cost]' if this is meant)")
        #expect(report.menu != nil)
        let allowed = text.replacingOccurrences(of: "price: 1400\n", with: "price: 1400\n    allow: [below-cost]\n")
        #expect(check(allowed).diagnostics.isEmpty)
        // A fruit without a cost leaves the recipe's cost unknown: nothing to compare.
        let unknown = text.replacingOccurrences(of: "kiwi: { stock: 10, cost: 500 }", with: "kiwi: { stock: 10 }")
        #expect(check(unknown).diagnostics.isEmpty)
    }

    @Test func koreanMessagesSayTheSame() {
        let below = MenuLoader.report(bytes: Array(Self.priced.replacingOccurrences(of: "price: 3000", with: "price: 1400").utf8),
                                      file: "menu.yaml", language: .ko)
        #expect(below.diagnostics.first?.message
            == "쥬스 'kiwi'은(는) 1,400원에 팔지만 과일 원가(1,500원)가 더 커요; 가격을 올리거나 과일의 'cost:'를 고치세요 (의도한 것이면 'allow: [below-cost]')")
        let whole = MenuLoader.report(bytes: Array(Self.priced.replacingOccurrences(of: "price: 4500", with: "price: 4500.5").utf8),
                                      file: "menu.yaml", language: .ko)
        #expect(whole.diagnostics.first?.message == "쥬스 'mango'의 가격 '4500.5': KRW 금액은 소수점 없이 적어요 (예: 4500)")
        let negative = MenuLoader.report(bytes: Array(Self.priced.replacingOccurrences(of: "cost: 500", with: "cost: -5").utf8),
                                         file: "menu.yaml", language: .ko)
        #expect(negative.diagnostics.first?.message == "과일 'kiwi'의 원가는 0 이상이어야 해요 (받은 값: '-5')")
    }

    /// A menu made in code or decoded from JSON is checked by the same rules, and keeps its prices.
    @Test func aMenuMadeInCodeOrJSONKeepsItsPrices() throws {
        let kiwi = Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 10, cost: 40)
        let juice = Juice(id: "kiwi", name: LocalizedName(english: "Kiwi Juice"), recipe: [FruitAmount(fruit: "kiwi", amount: 3)], price: 450)
        let menu = try Menu(currency: Currency(code: "USD"), fruits: [kiwi], juices: [juice])
        #expect(menu.juices.first?.price == 450)
        let decoded = try JSONDecoder().decode(Menu.self, from: JSONEncoder().encode(menu))
        #expect(decoded == menu)
        #expect(decoded.currency?.code == "USD")

        #expect(throws: MenuError.self) { try Menu(fruits: [kiwi], juices: [juice]) }
        do {
            _ = try Menu(fruits: [kiwi], juices: [juice])
        } catch let error as MenuError {
            #expect(error.report.diagnostics.map(\.code) == [.missingCurrency])
        }
        let negative = Juice(id: "kiwi", name: LocalizedName(english: "Kiwi"), recipe: [FruitAmount(fruit: "kiwi", amount: 3)], price: -1)
        do {
            _ = try Menu(currency: Currency(code: "USD"), fruits: [kiwi], juices: [negative])
            Issue.record("a negative price was taken")
        } catch let error as MenuError {
            #expect(error.report.diagnostics.map(\.code) == [.invalidPrice])
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Currency.self, from: Data("\"XYZ\"".utf8)) }
    }

    @Test func amountsAreWrittenForPeopleAndForMenus() throws {
        let won = try #require(Currency(code: "KRW"))
        let dollar = try #require(Currency(code: "USD"))
        let dinar = try #require(Currency(code: "KWD"))
        let franc = try #require(Currency(code: "CHF"))
        #expect(won.text(4500) == "₩4,500")
        #expect(won.text(4500, language: .ko) == "4,500원")
        #expect(won.text(1_000_000_000) == "₩1,000,000,000")
        #expect(won.text(-500) == "-₩500")
        #expect(dollar.text(450) == "$4.50")
        #expect(dollar.text(5) == "$0.05")
        #expect(dollar.text(123_456_789) == "$1,234,567.89")
        #expect(dinar.text(1250) == "1.250 KWD")
        #expect(franc.text(100) == "1.00 CHF")
        #expect(dollar.decimal(450) == "4.50")
        #expect(won.decimal(4500) == "4500")
        #expect(Currency(code: "usd") == nil)
        #expect(Currency(code: "XAU") == nil)
        #expect(Currency.codes.count > 150 && Currency.codes == Currency.codes.sorted())
    }

    /// The schema's `currency` enum is the validator's list of codes.
    @Test func theSchemaNamesTheSameCurrencies() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(MenuSchema.json.utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        let currency = try #require(definitions["currency"] as? [String: Any])
        #expect(currency["enum"] as? [String] == Currency.codes)
    }
}
