import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerCommandLine

struct ShellCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: HelpText.say("The order screen and the stock editor, in the terminal (line by line when input is not a terminal).", "터미널의 주문 화면과 재고 편집기 (입력이 터미널이 아니면 한 줄씩)."),
        discussion: HelpText.say("""
        On a terminal: press a juice's number to order it. When fruit is short, y opens the stock editor, where +/- (or the arrows) step the selected fruit and a typed number sets it. h history, u undo, ? help, q quit. Plain `juicemaker` on a terminal opens the same screen.

        Otherwise one command per line, as the one-shot commands without `juicemaker`: order JUICE[:COUNT] ..., stock, stock add|remove|set FRUIT AMOUNT, stock reset, menu, history [N], undo, help, quit. The exit status is that of the first line that failed (0 when none did).

        Examples:
          juicemaker shell
          printf 'order mango-kiwi:2\\nstock add kiwi 3\\n' | juicemaker shell
        """, """
        터미널에서는: 쥬스 번호를 누르면 주문해요. 과일이 모자라면 y로 재고 편집기를 열고, +/-(또는 화살표)로 고른 과일을 하나씩 바꾸거나 숫자를 쳐서 정해요. h 기록, u 취소, ? 도움말, q 끝내기. 터미널에서 그냥 `juicemaker`를 실행해도 같은 화면이 열려요.

        터미널이 아니면 한 줄에 명령 하나씩, `juicemaker` 없이 한 번짜리 명령처럼 써요: order JUICE[:COUNT] ..., stock, stock add|remove|set FRUIT AMOUNT, stock reset, menu, history [N], undo, help, quit. 종료 상태는 처음 실패한 줄의 것이에요 (없으면 0).

        예:
          juicemaker shell
          printf 'order mango-kiwi:2\\nstock add kiwi 3\\n' | juicemaker shell
        """)
    )

    @ParentCommand var root: JuiceMakerCommand

    @Flag(help: ArgumentHelp(HelpText.say("Read commands line by line even on a terminal.", "터미널에서도 명령을 한 줄씩 읽어요.")))
    var lines = false

    func validate() throws {
        try NoJSONResult.check(root, command: "shell")
    }

    func run() async throws {
        try await Self.open(root: root, lineMode: lines)
    }

    /// The screen when both standard input and output are terminals, else the line mode.
    static func open(root: JuiceMakerCommand, lineMode: Bool) async throws {
        let session = try await Session.open(root, json: false)
        var status = ExitStatus.done
        if !lineMode && isInteractive {
            try await session.run { status = try await ScreenLoop.run(session) }
        } else {
            status = await LineMode.run(session)
        }
        if status != ExitStatus.done { throw ExitCode(status) }
    }

    static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }
}
