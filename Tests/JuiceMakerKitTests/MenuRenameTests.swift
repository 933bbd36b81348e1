import Foundation
import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

/// `was:` on a fruit: the ids it had before it was renamed, as the validator reads and checks them
/// (every problem at the former id it is about), as code and JSON give them.
@Suite struct MenuRenameTests {
    @Test func wasTakesOneIdOrAList() throws {
        let report = check("""
        defaults: { stock: 10 }
        fruits:
          pear-green: { name: Green Pear, was: pear }
          nashi: { was: [asian-pear, "sand-pear"] }
          kiwi: {}
        juices:
          mix: { recipe: { pear-green: 1, nashi: 1, kiwi: 1 } }

        """)
        #expect(report.diagnostics.isEmpty)
        let menu = try #require(report.menu)
        #expect(menu.fruit("pear-green")?.formerIDs == ["pear"])
        #expect(menu.fruit("nashi")?.formerIDs == ["asian-pear", "sand-pear"])
        #expect(menu.fruit("kiwi")?.formerIDs == [])
    }

    @Test func everyWasProblemIsReportedAtItsFormerID() throws {
        let report = check("""
        defaults: { stock: 10 }
        fruits:
          pear: {}
          pear-green: { was: pear }
          apple: { was: apple }
          nashi: { was: [asian-pear, Sand Pear, asian-pear] }
          quince: { was: asian-pear }
          fig: { was: { old: fig-old } }
          plum: { was: [3, ~] }
        juices:
          mix: { recipe: { pear: 1, pear-green: 1, apple: 1, nashi: 1, quince: 1, fig: 1, plum: 1 } }

        """)
        #expect(report.summary == [
            "invalid-rename 4:22", "invalid-rename 5:17", "invalid-id 6:30", "duplicate-key 6:41",
            "invalid-rename 7:18", "wrong-type 8:15", "invalid-id 9:17", "wrong-type 9:20",
        ])
        #expect(report.menu == nil)
        #expect(report.diagnostics.map(\.message) == [
            "'was' of fruit 'pear-green' names 'pear', which is still a fruit of the menu; remove 'pear' from the fruits if it was renamed, else from 'was'",
            "'was' of fruit 'apple' names its own id 'apple'; a fruit is not renamed from itself, so remove it from 'was'",
            "former id 'Sand Pear' in 'was' of fruit 'nashi' must be a lowercase slug (a-z, 0-9 and '-', starting with a letter); use 'sand-pear'",
            "'was' of fruit 'nashi' names 'asian-pear' twice; name each former id once",
            "'was' of fruit 'quince' names 'asian-pear', which fruit 'nashi' already names (at 6:18); its stock can go to one fruit only, so keep it in one 'was'",
            "'was' of fruit 'fig' must be a fruit id or a list of fruit ids (e.g. 'was: pear' or 'was: [pear, nashi]'), not a mapping",
            "former id '3' in 'was' of fruit 'plum' must be a lowercase slug (a-z, 0-9 and '-', starting with a letter)",
            "'was' of fruit 'plum' names fruits by id; nothing (null) is not a fruit id",
        ])
    }

    @Test func aMisspelledWasIsAnUnknownKeyWithItsFix() throws {
        let report = check(validMenu.replacingOccurrences(of: "  banana: { name:", with: "  banana: { wass: plantain, name:"))
        let diagnostic = try #require(report.diagnostics.first)
        #expect(report.summary == ["unknown-key 7:13"])
        #expect(diagnostic.message == "fruit 'banana' has no key 'wass'; did you mean 'was'?")
        #expect(diagnostic.fix?.replacement == "was")
    }

    @Test func aMenuMadeInCodeIsCheckedByTheSameRules() throws {
        let name = LocalizedName(english: "Pear")
        let juice = Juice(id: "pear", name: name, recipe: [FruitAmount(fruit: "pear-green", amount: 1)])
        do {
            _ = try Menu(fruits: [
                Fruit(id: "pear-green", name: name, initialStock: 10, formerIDs: ["pear", "pear-green", "Pear", "pear"]),
                Fruit(id: "nashi", name: name, initialStock: 10, formerIDs: ["pear", "kiwi"]),
                Fruit(id: "kiwi", name: name, initialStock: 10),
            ], juices: [juice])
            Issue.record("a menu with broken former ids must be refused")
        } catch let error as MenuError {
            #expect(error.diagnostics.map(\.code) == [.invalidRename, .invalidID, .duplicateKey, .invalidRename, .invalidRename])
            #expect(error.diagnostics.map(\.message)[3]
                == "'was' of fruit 'nashi' names 'pear', which fruit 'pear-green' already names; its stock can go to one fruit only, so keep it in one 'was'")
        }
    }

    @Test func formerIDsSurviveJSONAndOldJSONStillDecodes() throws {
        let fruit = Fruit(id: "pear-green", name: LocalizedName(english: "Green Pear"), initialStock: 10, formerIDs: ["pear"])
        let menu = try Menu(fruits: [fruit], juices: [Juice(id: "pear", name: LocalizedName(english: "Pear Juice"),
                                                             recipe: [FruitAmount(fruit: "pear-green", amount: 2)])])
        let data = try JSONEncoder().encode(menu)
        #expect(try JSONDecoder().decode(Menu.self, from: data) == menu)
        #expect(String(decoding: data, as: UTF8.self).contains(#""formerIDs":["pear"]"#))

        let plain = Fruit(id: "kiwi", name: LocalizedName(english: "Kiwi"), initialStock: 3)
        let plainData = try JSONEncoder().encode(plain)
        #expect(!String(decoding: plainData, as: UTF8.self).contains("formerIDs"), "a fruit never renamed encodes as before")
        #expect(try JSONDecoder().decode(Fruit.self, from: plainData) == plain)
    }
}
