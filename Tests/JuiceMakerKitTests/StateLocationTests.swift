import Testing
@testable import JuiceMakerKit
@testable import JuiceMakerMenu

@Suite struct StateLocationTests {
    @Test func stockLivesBesideTheMenu() {
        #expect(StateLocation.defaultPath(forMenu: "recipes.yaml") == ".juicemaker/recipes.sqlite")
        #expect(StateLocation.defaultPath(forMenu: "shops/seoul/menu.yml") == "shops/seoul/.juicemaker/menu.sqlite")
        #expect(StateLocation.defaultPath(forMenu: "/etc/juice/summer.menu") == "/etc/juice/.juicemaker/summer.menu.sqlite")
        #expect(StateLocation.defaultPath(forMenu: ".yaml") == ".juicemaker/.yaml.sqlite")
    }
}
