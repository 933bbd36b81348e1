import ArgumentParser
import JuiceMakerKit
import JuiceMakerCommandLine

struct SchemaCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: HelpText.say("Print the menu format's JSON Schema (draft-07).", "메뉴 형식의 JSON Schema(draft-07)를 출력해요."),
        discussion: HelpText.say("""
        Editors that run the YAML language server check menus against it as you type. The schema is
        JSON with or without --json. Example:
          juicemaker schema > menu.schema.json
        """, """
        YAML 언어 서버를 쓰는 편집기는 입력하는 동안 이것으로 메뉴를 검사해요. 스키마는 --json이 있든 없든 JSON이에요. 예:
          juicemaker schema > menu.schema.json
        """)
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    func run() {
        Terminal.out(MenuSchema.json, terminator: MenuSchema.json.hasSuffix("\n") ? "" : "\n")
    }
}
