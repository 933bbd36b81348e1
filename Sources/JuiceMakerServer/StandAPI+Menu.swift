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
        func names(_ name: LocalizedName) -> JSONValue {
            .object(Dictionary(name.translations.map { ($0.language, JSONValue.string($0.text)) }, uniquingKeysWith: { first, _ in first }))
        }
        let fruits: [JSONValue] = menu.fruits.map { fruit in
            .object([
                "fruit": .string(fruit.id.rawValue), "name": .string(fruit.name.text(for: language.code)), "names": names(fruit.name),
                "emoji": fruit.emoji.map(JSONValue.string) ?? .null, "initialStock": .int(fruit.initialStock),
                "reorder": fruit.reorderPoint.map(JSONValue.int) ?? .null, "par": .int(fruit.par),
                "stock": .int(maker.stock(of: fruit.id)),
            ])
        }
        let juices: [JSONValue] = menu.juices.map { juice in
            .object([
                "juice": .string(juice.id.rawValue), "name": .string(juice.name.text(for: language.code)), "names": names(juice.name),
                "recipe": .array(juice.recipe.map { .object(["fruit": .string($0.fruit.rawValue), "amount": .int($0.amount)]) }),
                "canMake": .int(maker.servings(of: juice.id)),
            ])
        }
        var answer: [String: JSONValue] = ["version": .string(served), "fruits": .array(fruits), "juices": .array(juices)]
        answer["file"] = file.map { Self.json($0, language: language) } ?? .null
        return json(.object(answer))
    }

    /// The menu file's state: its version, whether it differs from the menu served, and when
    /// it does because its latest edit is broken, the problems `validate` finds, in `language`.
    static func json(_ file: MenuWatch.FileState, language: Language) -> JSONValue {
        .object([
            "name": .string(file.name), "version": .string(file.current), "changed": .bool(file.current != file.served),
            "problems": .array(file.problems(in: language).map { diagnostic in
                .object([
                    "line": diagnostic.line.map(JSONValue.int) ?? .null, "column": diagnostic.column.map(JSONValue.int) ?? .null,
                    "severity": .string(diagnostic.severity.rawValue), "code": .string(diagnostic.code.rawValue),
                    "message": .string(diagnostic.message),
                ])
            }),
        ])
    }
}
