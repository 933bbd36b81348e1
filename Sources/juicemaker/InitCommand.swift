import ArgumentParser
import Foundation
import JuiceMakerKit
import JuiceMakerCommandLine

/// `juicemaker init`: a stand's first menu and the CI that checks it, in the current folder.
/// Never overwrites: a file already there is kept as it is, and said so.
struct InitCommand: ParsableCommand, PrintsJSON {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: HelpWords.text("init", "abstract"),
        discussion: HelpWords.text("init", "discussion")
    )

    @ParentCommand var root: JuiceMakerCommand
    @OptionGroup var output: OutputOptions

    @Flag(name: .long, help: ArgumentHelp(HelpWords.text("init", "no-ci")))
    var noCI = false

    func run() throws {
        let language = root.language
        let ko = language == .ko
        guard root.menuPath != "-" else {
            throw CommandFailure(code: "usage", status: ExitStatus.usage,
                                 message: ko ? "init은 메뉴를 파일로 써요; --menu에 '-'(표준 입력) 말고 경로를 주세요"
                                             : "init writes the menu to a file; give --menu a path, not '-' (standard input)")
                .report(json: json)
        }
        var written: [StarterFiles.File] = []
        var kept: [StarterFiles.File] = []
        for file in StarterFiles.files(menuPath: root.menuPath, withCI: !noCI, language: language) {
            switch Self.create(file.path, file.text) {
            case .written: written.append(file)
            case .exists: kept.append(file)
            case .failed(let failure):
                let before = written.map(\.path).joined(separator: ", ")
                let message = ko
                    ? "'\(failure.path)'을(를) 쓸 수 없어요 (\(failure.reason(in: .ko)))." + (before.isEmpty ? "" : " 앞서 쓴 파일: \(before).")
                    : "cannot write '\(failure.path)' (\(failure.reason(in: .en)))." + (before.isEmpty ? "" : " Written before it: \(before).")
                throw CommandFailure(code: "cannot-write", status: ExitStatus.usage, message: message).report(json: json)
            }
        }
        if json {
            Terminal.out(try JSONText.pretty(CommandAnswer.Init(kept: kept.map(\.path), written: written.map(\.path))), terminator: "")
            return
        }
        for file in written { Terminal.out((ko ? "만듦  " : "wrote ") + "\(file.path) — \(file.purpose)") }
        for file in kept { Terminal.out((ko ? "그대로 " : "kept  ") + "\(file.path) — " + (ko ? "이미 있어서 바꾸지 않았어요" : "already there, not changed")) }
        let order = root.menuPath == "recipes.yaml" ? "juicemaker order strawberry-banana" : "juicemaker --menu \(ShellQuote.word(root.menuPath)) order strawberry-banana"
        Terminal.out(ko ? "다음: \(order)" : "Next: \(order)")
    }

    private enum Outcome { case written, exists, failed(FileFailure) }

    /// Creates `path` with `text`, never replacing a file: `O_EXCL` makes the check and the
    /// creation one step. Its directory is made first when missing.
    private static func create(_ path: String, _ text: String) -> Outcome {
        // Each missing folder on the way, made with mkdir(2) so that a failure has its errno.
        var folder = path.hasPrefix("/") ? "/" : ""
        for (index, part) in path.split(separator: "/").dropLast().enumerated() {
            folder += (index == 0 ? "" : "/") + part
            if mkdir(folder, 0o755) == 0 || errno == EEXIST { continue }
            return .failed(FileFailure(path: folder, .init(errno: errno)))
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            return errno == EEXIST ? .exists : .failed(FileFailure(path: path, .init(errno: errno)))
        }
        defer { close(descriptor) }
        let failure = Array(text.utf8).withUnsafeBytes { DescriptorWriter.writeAll(descriptor, $0) }
        guard failure == 0 else {
            unlink(path)
            return .failed(FileFailure(path: path, .init(errno: failure)))
        }
        return .written
    }
}
