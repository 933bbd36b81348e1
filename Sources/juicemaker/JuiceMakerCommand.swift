import ArgumentParser
import JuiceMakerKit
import JuiceMakerCommandLine

/// The root command: global options every subcommand reads through `@ParentCommand`.
struct JuiceMakerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "juicemaker",
        abstract: HelpText.say("Turns a juice stand's menu (YAML) into orders and stock.", "쥬스 가게의 메뉴(YAML)로 주문을 받고 재고를 관리해요."),
        discussion: HelpText.say("""
        The menu is recipes.yaml in the current directory unless --menu or JUICEMAKER_MENU says otherwise.

        Exit codes: 0 done, 1 invalid menu, 2 usage or unreadable file, 3 out of stock, 4 state error.

        Examples:
          juicemaker order strawberry-banana
          juicemaker --menu custom.yaml validate
          juicemaker --state postgresql://stand@db.example/juice --stand gangnam order mango-kiwi
        """, """
        메뉴는 --menu나 JUICEMAKER_MENU가 달리 말하지 않으면 현재 디렉터리의 recipes.yaml이에요.

        종료 코드: 0 완료, 1 잘못된 메뉴, 2 사용법 오류나 읽을 수 없는 파일, 3 재고 부족, 4 저장소 오류.

        예:
          juicemaker order strawberry-banana
          juicemaker --menu custom.yaml validate
          juicemaker --state postgresql://stand@db.example/juice --stand gangnam order mango-kiwi
        """),
        version: JuiceMakerVersion.current,
        subcommands: [
            InitCommand.self, ShellCommand.self, OrderCommand.self, MenuCommand.self, StockCommand.self, RestockCommand.self, HistoryCommand.self, ReportCommand.self,
            UndoCommand.self, StateCommand.self, ValidateCommand.self, SchemaCommand.self, LSPCommand.self, ServeCommand.self,
        ]
    )

    @Option(name: .long, help: ArgumentHelp(HelpText.say("The menu file (default: $JUICEMAKER_MENU, else recipes.yaml).", "메뉴 파일 (기본: $JUICEMAKER_MENU, 없으면 recipes.yaml)."), valueName: "path"))
    var menu: String?

    @Option(name: .long, help: ArgumentHelp(HelpText.say("Where stock lives: an SQLite file, or a postgresql:// URL (default: $JUICEMAKER_STATE, else .juicemaker/<menu name>.sqlite beside the menu).", "재고를 두는 곳: SQLite 파일이나 postgresql:// 주소 (기본: $JUICEMAKER_STATE, 없으면 메뉴 옆 .juicemaker/<메뉴 이름>.sqlite)."), valueName: "path-or-url"))
    var state: String?

    @Option(name: .long, help: ArgumentHelp(HelpText.say("The stand whose stock to use; stands keep stock and history apart in one database (default: $JUICEMAKER_STAND, else main).", "재고를 쓸 매장; 한 데이터베이스 안에서 매장마다 재고와 기록이 따로예요 (기본: $JUICEMAKER_STAND, 없으면 main)."), valueName: "name"))
    var stand: String?

    @Option(name: .long, help: ArgumentHelp(HelpText.say("Language of messages and names: en or ko (default: from LC_ALL, LC_MESSAGES, LANG).", "메시지와 이름의 언어: en 또는 ko (기본: LC_ALL, LC_MESSAGES, LANG에서)."), valueName: "language"))
    var lang: Language?

    @Flag(name: .long, help: ArgumentHelp(HelpText.say("Print the command's result as JSON (for scripts), as --json after it does.", "명령의 결과를 JSON으로 출력해요 (스크립트용); 명령 뒤의 --json과 같아요.")))
    var json = false

    /// The global options as plain values, for code that need not know about parsing.
    var options: GlobalOptions { GlobalOptions(menu: menu, state: state, stand: stand, lang: lang) }

    var statePath: String { options.statePath }
    var language: Language { options.language }
    var globalArguments: String { options.globalArguments }

    /// Plain `juicemaker`: the order screen on a terminal; elsewhere (a script, a pipe) the help, as
    /// before the screen existed, so nothing waits for keys that will never come.
    func run() async throws {
        guard ShellCommand.isInteractive else { throw CleanExit.helpRequest(self) }
        try await ShellCommand.open(root: self, lineMode: false)
    }

    var menuPath: String { options.menuPath }
}

