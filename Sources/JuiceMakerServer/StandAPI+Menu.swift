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
        let maker = try await pool.run { try $0.maker() }
        func names(_ name: LocalizedName) -> [String: String] {
            Dictionary(name.translations.map { ($0.language, $0.text) }, uniquingKeysWith: { first, _ in first })
        }
        let fruits = menu.fruits.map { fruit in
            APIAnswer.Menu.Fruit(fruit: fruit.id.rawValue, name: fruit.name.text(for: language.code), names: names(fruit.name),
                                 emoji: fruit.emoji, initialStock: fruit.initialStock, reorder: fruit.reorderPoint, par: fruit.par,
                                 stock: maker.stock(of: fruit.id))
        }
        let juices = menu.juices.map { juice in
            APIAnswer.Menu.Juice(juice: juice.id.rawValue, name: juice.name.text(for: language.code), names: names(juice.name),
                                 recipe: juice.recipe.map { .init(fruit: $0.fruit.rawValue, amount: $0.amount) },
                                 canMake: maker.servings(of: juice.id))
        }
        return try answer(APIAnswer.Menu(version: served, fruits: fruits, juices: juices, file: file.map { Self.answer($0, language: language) }))
    }

    /// The menu file's state: its version, whether it differs from the menu served, and when
    /// it does because its latest edit is broken, the problems `validate` finds, in `language`.
    static func answer(_ file: MenuWatch.FileState, language: Language) -> APIAnswer.MenuFile {
        APIAnswer.MenuFile(name: file.name, version: file.current, changed: file.current != file.served,
                           problems: file.problems(in: language).map { diagnostic in
                               .init(line: diagnostic.line, column: diagnostic.column, severity: diagnostic.severity.rawValue,
                                     code: diagnostic.code.rawValue, message: diagnostic.message)
                           })
    }
}
