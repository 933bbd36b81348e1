import Foundation
internal import HTTPTypes
internal import Hummingbird
import JuiceMakerMenu
import JuiceMakerStock

/// `GET /api/menu`: the menu served, its version, and a broken edit's problems.
extension StandAPI {
    func menuAnswer(_ language: Language) async throws -> Response {
        // The file first: a good edit is taken before the menu and its stock are read.
        let (served, file) = await menuFile.now()
        let maker = try await pool.run { try await $0.maker() }
        func names(_ name: LocalizedName) -> [String: String] {
            Dictionary(name.translations.map { ($0.language, $0.text) }, uniquingKeysWith: { first, _ in first })
        }
        let fruits = menu.fruits.map { fruit in
            APIAnswer.Menu.Fruit(emoji: fruit.emoji, fruit: fruit.id.rawValue, initialStock: fruit.initialStock,
                                 name: fruit.name.text(for: language.code), names: names(fruit.name), par: fruit.par,
                                 reorder: fruit.reorderPoint, stock: maker.stock(of: fruit.id))
        }
        let juices = menu.juices.map { juice in
            APIAnswer.Menu.Juice(canMake: maker.servings(of: juice.id), juice: juice.id.rawValue,
                                 name: juice.name.text(for: language.code), names: names(juice.name), price: juice.price,
                                 recipe: juice.recipe.map { .init(amount: $0.amount, fruit: $0.fruit) })
        }
        return try answer(APIAnswer.Menu(currency: menu.currency?.code, file: file.map { Self.answer($0, language: language) }, fruits: fruits,
                                         juices: juices, timezone: StandClock.of(nil, menu: menu).name, version: served))
    }

    /// The menu file's state: its version, whether it differs from the menu served, and when
    /// it does because its latest edit is broken, the problems `validate` finds, in `language`.
    static func answer(_ file: MenuWatch.FileState, language: Language) -> APIAnswer.MenuFile {
        APIAnswer.MenuFile(changed: file.current != file.served, name: file.name,
                           problems: file.problems(in: language).map { diagnostic in
                               .init(code: diagnostic.code.rawValue, column: diagnostic.column, line: diagnostic.line,
                                     message: diagnostic.message, severity: diagnostic.severity.rawValue)
                           },
                           version: file.current)
    }
}
