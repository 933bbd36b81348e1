import Foundation
import Testing
import JuiceMakerKit
import JuiceMakerTestSupport

/// The library as an app uses it: no `@testable`, only the public API.
@Suite struct MenuAPITests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func loadsTheDefaultMenuInOneCall() throws {
        let menu = try Menu(contentsOf: Self.repositoryRoot.appendingPathComponent("recipes.yaml"))
        #expect(menu.fruits.map(\.id) == ["strawberry", "banana", "pineapple", "kiwi", "mango"])
        #expect(menu.juice("strawberry-banana")?.name.text(for: "ko") == "딸바쥬스")
        #expect(menu.juice("strawberry-banana")?.recipe == [FruitAmount(fruit: "strawberry", amount: 10), FruitAmount(fruit: "banana", amount: 1)])
    }

    @Test func roundTripsThroughJSON() throws {
        let menu = try Menu(contentsOf: Self.repositoryRoot.appendingPathComponent("config/examples/seasonal.yaml"))
        let data = try JSONEncoder().encode(menu)
        let same = try JSONDecoder().decode(Menu.self, from: data)
        #expect(same == menu)
        #expect(same.juice(menu.juices[0].id) == menu.juices[0])
        // Ids are written as plain strings.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let fruits = try #require(object["fruits"] as? [[String: Any]])
        #expect(fruits.first?["id"] as? String == menu.fruits.first?.id.rawValue)
    }

    @Test func decodingChecksTheMenuAsLoadingDoes() throws {
        let json = #"{"version": 1, "fruits": [{"id": "kiwi", "name": {"translations": [{"language": "en", "text": "Kiwi"}]}, "initialStock": 10}], "juices": [{"id": "k", "name": {"translations": [{"language": "en", "text": "K"}]}, "recipe": [{"fruit": "kiwii", "amount": 1}]}]}"#
        do {
            _ = try JSONDecoder().decode(Menu.self, from: Data(json.utf8))
            Issue.record("a recipe naming an unknown fruit must not decode")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("unknown fruit 'kiwii'"))
        }
    }

    @Test func everyDiagnosticWithItsLineAndColumn() throws {
        let yaml = """
            fruits:
              kiwi: { stock: -1 }
            juices:
              mango-kiwi:
                recipe: { mango: 2, kiwi: 1 }

            """
        do {
            _ = try Menu(yaml: Data(yaml.utf8), file: "menu.yaml")
            Issue.record("the menu has errors")
        } catch let error as MenuError {
            #expect(error.file == "menu.yaml")
            #expect(!error.isUnreadable)
            let errors = error.diagnostics.filter { $0.severity == .error }
            #expect(errors.map(\.code) == [.negativeStock, .unknownFruit])
            #expect(errors.map(\.line) == [2, 5])
            #expect(errors.map(\.column) == [18, 15])
            #expect(error.description.hasPrefix("menu.yaml:2:18: stock of fruit 'kiwi' is -1"))
        }
    }

    @Test func anUnreadableFileSaysSo() throws {
        #expect(throws: MenuError.self) { try Menu(contentsOf: URL(fileURLWithPath: "/nonexistent/menu.yaml")) }
        do {
            _ = try Menu(contentsOf: URL(fileURLWithPath: "/nonexistent/menu.yaml"))
        } catch let error as MenuError {
            #expect(error.isUnreadable)
            #expect(error.diagnostics.first?.line == nil)
        }
    }

    @Test func aMenuMadeInCodeIsCheckedByTheSameRules() throws {
        let kiwi = EngineFixtures.fruit("kiwi", "Kiwi", "키위")
        _ = try Menu(fruits: [kiwi], juices: [EngineFixtures.juice("kiwi", "Kiwi Juice", "키위쥬스", [("kiwi", 3)])])

        func codes(_ fruits: [Fruit], _ juices: [Juice], version: Int = 1) -> [DiagnosticCode] {
            do {
                _ = try Menu(version: version, fruits: fruits, juices: juices)
                return []
            } catch let error as MenuError {
                #expect(error.diagnostics.allSatisfy { $0.line == nil && $0.severity == .error })
                return error.diagnostics.map(\.code)
            } catch {
                Issue.record("not a MenuError: \(error)")
                return []
            }
        }
        let juice = EngineFixtures.juice("k", "K", "K", [("kiwi", 1)])
        #expect(codes([kiwi], [juice], version: 2) == [.unsupportedVersion])
        #expect(codes([kiwi, kiwi], [juice]) == [.duplicateID])
        #expect(codes([EngineFixtures.fruit("Kiwi", "Kiwi", "키위")], []) == [.invalidID])
        #expect(codes([Fruit(id: "kiwi", name: LocalizedName([]), initialStock: 1)], []) == [.emptyName])
        #expect(codes([Fruit(id: "kiwi", name: LocalizedName(english: " "), initialStock: 1)], []) == [.emptyName])
        #expect(codes([Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi\u{1B}[2J"), initialStock: 1)], []) == [.controlCharacter])
        #expect(codes([Fruit(id: "kiwi", name: LocalizedName(english: "Ki\u{202E}wi"), initialStock: 1)], []) == [.controlCharacter])
        #expect(codes([Fruit(id: "kiwi", name: LocalizedName(english: "Ki\twi 🥝 키위"), initialStock: 1)], []) == [])
        #expect(codes([Fruit(id: "kiwi", name: LocalizedName([.init(language: "english", text: "Kiwi")]), initialStock: 1)], []) == [.invalidID])
        #expect(codes([EngineFixtures.fruit("kiwi", "Kiwi", "키위", stock: -1)], []) == [.negativeStock])
        #expect(codes([EngineFixtures.fruit("kiwi", "Kiwi", "키위", stock: Limits.maxMenuNumber + 1)], []) == [.numberTooLarge])
        #expect(codes([kiwi], [EngineFixtures.juice("k", "K", "K", [])]) == [.emptyRecipe])
        #expect(codes([kiwi], [EngineFixtures.juice("k", "K", "K", [("kiwii", 1)])]) == [.unknownFruit])
        #expect(codes([kiwi], [EngineFixtures.juice("k", "K", "K", [("kiwi", 1), ("kiwi", 2)])]) == [.duplicateKey])
        #expect(codes([kiwi], [EngineFixtures.juice("k", "K", "K", [("kiwi", 0)])]) == [.amountTooSmall])
        #expect(codes([kiwi], [EngineFixtures.juice("k", "K", "K", [("kiwi", Limits.maxMenuNumber + 1)])]) == [.numberTooLarge])
        #expect(codes([kiwi], [juice, juice]) == [.duplicateID])
    }

    /// What a menu made in code has twice is said as a file's is (`whatIsWrittenTwiceIsSaidForWhatItIs`),
    /// without a place.
    @Test func aMenuMadeInCodeSaysWhatItHasTwice() {
        func messages(_ fruits: [Fruit], _ juices: [Juice]) -> [String] {
            do {
                _ = try Menu(version: 1, fruits: fruits, juices: juices)
                return []
            } catch let error as MenuError {
                return error.diagnostics.map(\.message)
            } catch {
                return ["\(error)"]
            }
        }
        let kiwi = Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 10)
        #expect(messages([kiwi, kiwi], []) == ["fruit id 'kiwi' is used twice; ids must be unique, so rename or remove one"])
        #expect(messages([kiwi], [Juice(id: "k", name: LocalizedName(english: "K"),
                                        recipe: [FruitAmount(fruit: "kiwi", amount: 1), FruitAmount(fruit: "kiwi", amount: 2)])])
                == ["recipe of juice 'k' names fruit 'kiwi' twice; name each fruit once with its whole amount"])
        let twice = LocalizedName([.init(language: "en", text: "Kiwi"), .init(language: "en", text: "Kiwi fruit")])
        #expect(messages([Fruit(id: "kiwi", name: twice, initialStock: 1)], [])
                == ["the name of fruit 'kiwi' gives language 'en' twice; give each language once"])
    }

    /// A name that gives a language twice and a recipe that names a fruit twice are said in the
    /// words of what they are, in a file with where the first is; other keys written twice keep the
    /// YAML layer's words. A menu made in code says the same, without places.
    @Test func whatIsWrittenTwiceIsSaidForWhatItIs() throws {
        let yaml = """
        fruits:
          kiwi: { name: { en: Kiwi, ko: 키위, en: Kiwi fruit }, stock: 10, stock: 11 }
        juices:
          k: { name: K, recipe: { kiwi: 1, kiwi: 2 } }

        """
        func messages(_ language: Language) -> [String] {
            MenuLoader.report(bytes: Array(yaml.utf8), file: "menu.yaml", language: language).diagnostics.filter { $0.severity == .error }.map(\.message)
        }
        #expect(messages(.en) == [
            "the name of fruit 'kiwi' gives language 'en' twice (first at 2:19); give each language once",
            "key 'stock' appears twice in this mapping (first at 2:55); remove or rename one",
            "recipe of juice 'k' names fruit 'kiwi' twice (first at 4:27); name each fruit once with its whole amount",
        ])
        #expect(messages(.ko) == [
            "과일 'kiwi'의 이름에 언어 'en'이(가) 두 번 있어요 (처음은 2:19); 한 번만 적으세요",
            "키 'stock'이(가) 이 매핑에 두 번 있어요 (처음은 2:55); 하나를 지우거나 이름을 바꾸세요",
            "쥬스 'k'의 레시피에 과일 'kiwi'이(가) 두 번 있어요 (처음은 4:27); 과일마다 한 번, 전체 양과 함께 적으세요",
        ])

        // A name two fruits share through an alias is one mapping: said once, of the fruit that writes it.
        let shared = "fruits:\n  kiwi: { name: &n { en: A, en: B } }\n  lime: { name: *n }\njuices: {}\n"
        #expect(MenuLoader.report(bytes: Array(shared.utf8), file: "menu.yaml").diagnostics.filter { $0.severity == .error }.map(\.message)
                == ["the name of fruit 'kiwi' gives language 'en' twice (first at 2:22); give each language once"])

        func fromCode(_ fruits: [Fruit]) -> [String] {
            do {
                _ = try Menu(version: 1, fruits: fruits, juices: [])
                return []
            } catch let error as MenuError {
                #expect(error.diagnostics.allSatisfy { $0.position == nil && $0.fix == nil && $0.range == nil })
                return error.diagnostics.map(\.message)
            } catch {
                return ["\(error)"]
            }
        }
        let kiwi = Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 1, formerIDs: ["pear"])
        let lime = Fruit(id: "lime", name: LocalizedName(english: "Lime"), initialStock: 1, formerIDs: ["pear"])
        #expect(fromCode([kiwi, lime])
                == ["'was' of fruit 'lime' names 'pear', which fruit 'kiwi' already names; its stock can go to one fruit only, so keep it in one 'was'"])
        #expect(fromCode([kiwi, kiwi]) == ["fruit id 'kiwi' is used twice; ids must be unique, so rename or remove one"])
    }

    /// One rule book: a menu made in code and the same menu written in YAML are refused with the
    /// same words (the YAML's diagnostics add where).
    @Test func aMenuMadeInCodeAndTheSameMenuInYAMLSayTheSame() throws {
        func fromCode(version: Int = 1, _ fruits: [Fruit], _ juices: [Juice]) -> [String] {
            do {
                _ = try Menu(version: version, fruits: fruits, juices: juices)
                return []
            } catch let error as MenuError {
                return error.diagnostics.map(\.message)
            } catch {
                return ["\(error)"]
            }
        }
        func fromYAML(_ text: String) -> [String] {
            MenuLoader.report(bytes: Array(text.utf8), file: "menu.yaml").diagnostics.filter { $0.severity == .error }.map(\.message)
        }
        let kiwi = Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 10)
        let kiwiJuice = Juice(id: "k", name: LocalizedName(english: "K"), recipe: [FruitAmount(fruit: "kiwi", amount: 1)])
        let kiwiYAML = "fruits:\n  kiwi: { name: Kiwi, stock: 10 }\n"
        let juiceYAML = "juices:\n  k: { name: K, recipe: { kiwi: 1 } }\n"
        let many = (0...Limits.maxFruits).map { "f\($0)" }
        let cases: [(code: [String], yaml: [String])] = [
            (fromCode(version: 2, [kiwi], [kiwiJuice]), fromYAML("version: 2\n" + kiwiYAML + juiceYAML)),
            (fromCode([Fruit(id: "Kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 1)], []),
             fromYAML("fruits:\n  Kiwi: { name: Kiwi, stock: 1 }\njuices: {}\n")),
            (fromCode([Fruit(id: "kiwi", name: LocalizedName([]), initialStock: 1)], []),
             fromYAML("fruits:\n  kiwi: { name: {}, stock: 1 }\njuices: {}\n")),
            (fromCode([Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: -1)], []),
             fromYAML("fruits:\n  kiwi: { name: Kiwi, stock: -1 }\njuices: {}\n")),
            (fromCode([Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: Limits.maxMenuNumber + 1)], []),
             fromYAML("fruits:\n  kiwi: { name: Kiwi, stock: \(Limits.maxMenuNumber + 1) }\njuices: {}\n")),
            (fromCode([Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 1, reorderPoint: -1)], []),
             fromYAML("fruits:\n  kiwi: { name: Kiwi, stock: 1, reorder: -1 }\njuices: {}\n")),
            (fromCode([Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 1, parLevel: 0)], []),
             fromYAML("fruits:\n  kiwi: { name: Kiwi, stock: 1, par: 0 }\njuices: {}\n")),
            (fromCode([kiwi], [Juice(id: "k", name: LocalizedName(english: "K"), recipe: [])]),
             fromYAML(kiwiYAML + "juices:\n  k: { name: K, recipe: {} }\n")),
            (fromCode([kiwi], [Juice(id: "k", name: LocalizedName(english: "K"), recipe: [FruitAmount(fruit: "kiwi", amount: 0)])]),
             fromYAML(kiwiYAML + "juices:\n  k: { name: K, recipe: { kiwi: 0 } }\n")),
            (fromCode([kiwi], [Juice(id: "k", name: LocalizedName(english: "K"), recipe: [FruitAmount(fruit: "kiwi", amount: Limits.maxMenuNumber + 1)])]),
             fromYAML(kiwiYAML + "juices:\n  k: { name: K, recipe: { kiwi: \(Limits.maxMenuNumber + 1) } }\n")),
            (fromCode([Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), emoji: " ", initialStock: 1)], []),
             fromYAML("fruits:\n  kiwi: { name: Kiwi, emoji: ' ', stock: 1 }\njuices: {}\n")),
            (fromCode([Fruit(id: "kiwi", name: LocalizedName([.init(language: "en", text: " ")]), initialStock: 1)], []),
             fromYAML("fruits:\n  kiwi: { name: { en: ' ' }, stock: 1 }\njuices: {}\n")),
            (fromCode([Fruit(id: "kiwi", name: LocalizedName([.init(language: "english", text: "Kiwi")]), initialStock: 1)], []),
             fromYAML("fruits:\n  kiwi: { name: { english: Kiwi }, stock: 1 }\njuices: {}\n")),
            (fromCode([kiwi], [Juice(id: "k", name: LocalizedName(english: "K"), recipe: [FruitAmount(fruit: "kiwii", amount: 1)])]),
             fromYAML(kiwiYAML + "juices:\n  k: { name: K, recipe: { kiwii: 1 } }\n")),
            (fromCode([kiwi], [Juice(id: "k", name: LocalizedName(english: "K"), recipe: [FruitAmount(fruit: "pear", amount: 1)])]),
             fromYAML(kiwiYAML + "juices:\n  k: { name: K, recipe: { pear: 1 } }\n")),
            (fromCode([kiwi], [Juice(id: "k", name: LocalizedName(english: "K"), recipe: [FruitAmount(fruit: "kiwi\u{200B}", amount: 1)])]),
             fromYAML(kiwiYAML + "juices:\n  k: { name: K, recipe: { \"kiwi\\u200b\": 1 } }\n")),
            // `was:` (RenameRules): the fruit's own id, a fruit on the menu, not a slug, named twice.
            (fromCode([Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 1, formerIDs: ["kiwi", "lime", "Old", "gold", "gold"]),
                       Fruit(id: "lime", name: LocalizedName(english: "Lime"), initialStock: 1)], []),
             fromYAML("fruits:\n  kiwi: { name: Kiwi, stock: 1, was: [kiwi, lime, Old, gold, gold] }\n  lime: { name: Lime, stock: 1 }\njuices: {}\n")),
            (fromCode(many.map { Fruit(id: Fruit.ID(rawValue: $0), name: LocalizedName(english: "F"), initialStock: 1) }, []),
             fromYAML("fruits:\n" + many.map { "  \($0): { name: F, stock: 1 }\n" }.joined() + "juices: {}\n")),
        ]
        #expect(cases[13].code == ["recipe of 'k' names unknown fruit 'kiwii'; did you mean 'kiwi'?"])
        #expect(cases[15].code == ["recipe of 'k' names unknown fruit 'kiwi\\u{200b}'; did you mean 'kiwi'?"])
        for (code, yaml) in cases {
            #expect(!code.isEmpty)
            #expect(code == yaml)
        }
    }

    @Test func idsMadeAnyWayFindTheSameJuice() throws {
        let menu = try EngineFixtures.defaultMenu()
        let decoded = try JSONDecoder().decode([Juice.ID].self, from: Data(#"["mango-kiwi", "Mango-Kiwi", "망고"]"#.utf8))
        let typed: [Juice.ID] = ["mango-kiwi", Juice.ID("mango-kiwi"), Juice.ID(rawValue: String("mango-kiwi".reversed().reversed()))]
        for id in typed + decoded.prefix(1) {
            #expect(id == "mango-kiwi")
            #expect(menu.juiceIndex(of: id) == 6)
        }
        #expect(Set(typed).count == 1)
        #expect(menu.juiceIndex(of: decoded[1]) == nil)  // ids are exact; names are resolved by juiceID(named:)
        #expect(menu.juiceIndex(of: decoded[2]) == nil)
        #expect(try menu.juiceID(named: "Mango-Kiwi") == "mango-kiwi")
        #expect(try JSONEncoder().encode(typed[0]) == Data(#""mango-kiwi""#.utf8))
    }

    @Test func aMistypedNameGetsTheNameItMeantAsTheMenuWritesIt() throws {
        let menu = try EngineFixtures.defaultMenu()
        func suggestion(juice word: String) -> String? {
            do { _ = try menu.juiceID(named: word) } catch { if case .unknownJuice(_, let meant) = error { return meant } }
            return "found"
        }
        func suggestion(fruit word: String) -> String? {
            do { _ = try menu.fruitID(named: word) } catch { if case .unknownFruit(_, let meant) = error { return meant } }
            return "found"
        }
        #expect(suggestion(juice: "망고주스") == "망고쥬스")
        #expect(suggestion(juice: "딸기주스") == "딸기쥬스")
        #expect(suggestion(juice: "mango-kiwii") == "mango-kiwi", "an id near still wins")
        #expect(suggestion(juice: "Mango Juise") == "Mango Juice")
        #expect(suggestion(juice: "망고바나나") == nil, "nothing near")
        #expect(suggestion(fruit: "바니나") == "바나나")
        #expect(try menu.juiceID(named: "망고쥬스") == "mango", "what is suggested is taken")
        #expect(try menu.fruitID(named: "바나나") == "banana")
    }

    @Test func ordersThroughTheStoreInterface() async throws {
        let menu = try EngineFixtures.defaultMenu()
        let sandbox = try StoreSandbox()
        let store: any StockStore = try await StockLocation(parsing: sandbox.path).open(menu: menu)
        let order = try OrderParser(menu: store.menu).parse("딸바쥬스 mango-kiwi:2")
        #expect(order.lines == [OrderLine(juice: "strawberry-banana"), OrderLine(juice: "mango-kiwi", count: 2)])
        let entry = try await store.order(order)
        #expect(entry.deltas.map(\.fruit) == ["strawberry", "banana", "kiwi", "mango"])
        await #expect(try store.stock().map(\.count) == [0, 9, 10, 8, 6])
        await #expect(try store.add(fruit: store.menu.fruitID(named: "딸기"), amount: 10).description == "add strawberry 10")
        await #expect(try store.undo().reverted.id == 2)
        await #expect(try store.history(limit: 10).count == 3)
    }
}

/// `--state` values: a URL is never a path, and a password never shows.
@Suite struct StockLocationTests {
    @Test func urlsAreNotPaths() {
        #expect(StockLocation(parsing: "postgresql://stand@db.example/juice") == .server(scheme: "postgresql", url: "postgresql://stand@db.example/juice"))
        #expect(StockLocation(parsing: "postgres://db/juice") == .server(scheme: "postgres", url: "postgres://db/juice"))
        #expect(StockLocation(parsing: "MySQL://db") == .server(scheme: "mysql", url: "MySQL://db"))
        #expect(StockLocation(parsing: ".juicemaker/recipes.sqlite") == .sqlite(path: ".juicemaker/recipes.sqlite"))
        #expect(StockLocation(parsing: "./stock:1.sqlite") == .sqlite(path: "./stock:1.sqlite"))
        #expect(StockLocation(parsing: "stock:1.sqlite") == .invalid(
            shown: "stock:1.sqlite",
            reason: "it has a ':' before its first '/', so it is neither a file path nor a URL "
                + "(a URL starts with SCHEME://; write a file whose name has a ':' as ./NAME)"))
        #expect(StockLocation(parsing: "postgresql:/u:pw@h/db").description == "postgresql:/u@h/db")
        #expect(StockLocation(parsing: "Postgres//u:pw@h/db").description == "Postgres//u@h/db")
        #expect(StockLocation(parsing: "./postgres/stock.sqlite") == .sqlite(path: "./postgres/stock.sqlite"))
        #expect(StockLocation(parsing: "stands/gangnam.sqlite") == .sqlite(path: "stands/gangnam.sqlite"))
        #expect(StockLocation(parsing: "posters/stock.sqlite") == .sqlite(path: "posters/stock.sqlite"))
        #expect(StockLocation(parsing: "a/b//c.sqlite") == .sqlite(path: "a/b//c.sqlite"))
        #expect(StockLocation(parsing: "재고.sqlite") == .sqlite(path: "재고.sqlite"))
        #expect(StockLocation(parsing: "file://localhost/tmp/s.sqlite") == .sqlite(path: "/tmp/s.sqlite"))
        #expect(StockLocation(parsing: "/tmp/stock.sqlite") == .sqlite(path: "/tmp/stock.sqlite"))
        #expect(StockLocation(parsing: "file:///tmp/stock%20a.sqlite") == .sqlite(path: "/tmp/stock a.sqlite"))
    }

    /// Anything that looks like an attempt at a URL is refused, never taken for a path; the reason
    /// says what to write instead, and the value is shown without its password.
    @Test(arguments: [
        ("postgresql\u{FF1A}//stand:PW@h/db", "postgresql\u{FF1A}//stand@h/db", "(U+FF1A)"),
        ("postgresql\u{2236}//h/db", "postgresql\u{2236}//h/db", "(U+2236)"),
        ("host=h port=5432 dbname=juice user=stand password=PW", "host=h port=5432 dbname=juice user=stand",
         "postgresql://stand@h:5432/juice"),
        ("dbname = juice password = 'P W' host=/tmp", "dbname=juice host=/tmp", "postgresql:///juice?host=/tmp"),
        ("postgresql.//h/db", "postgresql.//h/db", "starts with 'postgresql://'"),
        ("postgresql;//h/db", "postgresql;//h/db", "starts with 'postgresql://'"),
        ("postgres//u:PW@h/db", "postgres//u@h/db", "starts with 'postgres://'"),
        ("postgresql/127.0.0.1/juice", "postgresql/127.0.0.1/juice", "write ./postgresql/"),
        ("Postgre/h/db", "Postgre/h/db", "write ./postgre/"),
        ("//127.0.0.1:5432/juice", "//127.0.0.1:5432/juice", "starts with '//'"),
        ("file://postgresql://h/db", "file://postgresql://h/db", "file:///ABSOLUTE/PATH"),
        ("file://h/db", "file://h/db", "file:///ABSOLUTE/PATH"),
        ("./x/postgresql://u:PW@h/db", "./x/postgresql://u@h/db", "'://' after something"),
        ("postgresql://jm:PW\u{FF20}h/db", "postgresql://jm@h/db".replacingOccurrences(of: "@", with: "\u{FF20}"), "(U+FF20)"),
        ("postgresql://jm\u{FF1A}PW@h/db", "postgresql://jm\u{FF1A}***@h/db", "(U+FF1A)"),
        ("postgresql://jm:PW@127.0.0.1\u{FF1A}5432/db", "postgresql://jm@127.0.0.1\u{FF1A}5432/db", "(U+FF1A)"),
        ("jm:PW@h:5432/db", "jm:***@h:5432/db", "':' before its first '/'"),
        ("postgresq://jm:PW@h/db", "postgresq://jm@h/db", "write postgresql:// instead"),
        ("pgsql://h/db", "pgsql://h/db", "write postgresql:// instead"),
        ("jm@127.0.0.1/rt1", "jm@127.0.0.1/rt1", "reads as a server"),
        ("localhost/rt1", "localhost/rt1", "reads as a server"),
        ("127.0.0.1:5432/rt1", "127.0.0.1:5432/rt1", "':' before its first '/'"),
        ("10.0.0.7/juice", "10.0.0.7/juice", "reads as a server"),
        ("postgresql", "postgresql", "write ./postgresql"),
        ("", "", "it is empty"),
        ("-", "-", "it is empty or '-'"),
    ])
    func attemptsAtURLsAreRefused(_ value: String, shown: String, reason: String) {
        guard case .invalid(let seen, let why) = StockLocation(parsing: value) else {
            Issue.record("\(value) was taken for \(StockLocation(parsing: value))")
            return
        }
        #expect(seen == shown)
        #expect(why.contains(reason), "\(why)")
        #expect(!seen.contains("PW") && !why.contains("PW"))
        let korean = StateError.invalidLocation(location: seen, detail: why).message(in: .ko)
        #expect(!korean.contains(why), "the Korean message finds the reason again: \(korean)")
    }

    @Test func passwordsAreLeftOut() {
        #expect(StockLocation(parsing: "postgresql://stand:pa/ss@h/db").description == "postgresql://stand@h/db",
                "an unencoded '/' in the password")
        #expect(StockLocation(parsing: "postgresql://h/db?passwrd=PW&sslmode=require").description
            == "postgresql://h/db?passwrd=***&sslmode=require", "a mistyped parameter may be a password")
        // A password where the URL has no '@', or after a mistyped query separator.
        for (url, shown) in [
            ("postgresql://jm:PW", "postgresql://jm:***"), ("postgresql://jm:PW/db", "postgresql://jm:***/db"),
            ("postgresql://h:5432,jm:PW/db", "postgresql://h:5432,jm:***/db"),
            ("postgresql://h/db&password=PW", "postgresql://h/db&password=***"),
            ("postgresql://h/db\u{FF1F}password=PW", "postgresql://h/db\u{FF1F}password=***"),
            ("postgresql://h/db;password=PW", "postgresql://h/db;password=***"),
            ("postgresql://h/db#password=PW", "postgresql://h/db#password=***"),
            ("postgresql://h/db?password:PW", "postgresql://h/db?***"),
            ("postgresql://h/db?password%3DPW", "postgresql://h/db?***"),
            ("postgresql://h/db?sslmode=require&password%3DPW", "postgresql://h/db?sslmode=require&***"),
        ] {
            #expect(StockLocation(parsing: url).description == shown, "\(url)")
        }
        let message = "3 unexpected arguments: 'serve', '--state', 'postgresql://jm:PW@h/db', host=h password=PW"
        #expect(StockLocation.hidingPasswords(in: message)
            == "3 unexpected arguments: 'serve', '--state', 'postgresql://jm@h/db', host=h password=***")
        #expect(StockLocation(parsing: "postgresql://stand:s3cret@db.example:5432/juice?sslmode=require").description
            == "postgresql://stand@db.example:5432/juice?sslmode=require")
        #expect(StockLocation(parsing: "postgresql://stand:p%40ss:w@rd@db/juice").description == "postgresql://stand@db/juice")
        #expect(StockLocation(parsing: "postgresql://stand@db/juice").description == "postgresql://stand@db/juice")
        #expect(StockLocation(parsing: "postgresql://db/juice?user=a:b@c").description == "postgresql://db/juice?user=a:b@c")
        #expect(StockLocation(parsing: "postgresql://db/juice?password=pw&sslmode=require").description
            == "postgresql://db/juice?sslmode=require")
        #expect(StockLocation(parsing: "postgresql://db/juice?password=pw").description == "postgresql://db/juice")
    }

    /// Every way a text may name a password is still found by the byte scan that lets a plain
    /// log line through untouched: a URL, and `passw`/`pwd` in any case, at the start or the end.
    @Test func passwordsAreHiddenWhateverTheirCaseAndPlainTextIsLeftAlone() {
        #expect(StockLocation.hidingPasswords(in: "PASSWORD=abc") == "PASSWORD=***")
        #expect(StockLocation.hidingPasswords(in: "db PwD=abc") == "db PwD=***")
        #expect(StockLocation.hidingPasswords(in: "x pAsSwOrD=abc y") == "x pAsSwOrD=*** y")
        #expect(StockLocation.hidingPasswords(in: "postgresql://jm:PW@h/db") == "postgresql://jm@h/db")
        #expect(StockLocation.hidingPasswords(in: "딸기 postgres://a:b@c") == "딸기 postgres://a@c")
        for plain in ["", "p", "pw", "passw", "pwd", ":/", "://", "127.0.0.1 POST /api/orders 201 0.2 ms",
                      "password authentication failed", "쥬스 나왔습니다! 🍓", "pass\u{301}word=x"] {
            let shown = StockLocation.hidingPasswords(in: plain)
            #expect(shown == plain || plain.contains("=") || plain.contains("://"), "\(plain) became \(shown)")
        }
    }

    @Test func aServerThisBuildCannotReachIsAStateErrorWithoutThePassword() async throws {
        let menu = try EngineFixtures.defaultMenu()
        do {
            _ = try await StockLocation(parsing: "postgresql://stand:s3cret@db.example/juice").open(menu: menu)
            Issue.record("no PostgreSQL store yet")
        } catch let error as StateError {
            #expect(error == .unsupportedLocation(location: "postgresql://stand@db.example/juice", scheme: "postgresql"))
            #expect(!error.message(in: .en).contains("s3cret") && !error.message(in: .ko).contains("s3cret"))
        }
    }
}
