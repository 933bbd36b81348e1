import ArgumentParser
import JuiceMakerFrontEnd
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
        let words = language.ui
        guard root.menuPath != "-" else {
            throw CommandFailure(code: "usage", status: ExitStatus.usage, message: words.initNeedsAFile).report(json: json)
        }
        var written: [StarterFiles.File] = []
        var kept: [StarterFiles.File] = []
        for file in StarterFiles.files(menuPath: root.menuPath, withCI: !noCI, language: language) {
            switch Self.create(file.path, file.text) {
            case .written: written.append(file)
            case .exists: kept.append(file)
            case .failed(let failure):
                let message = words.cannotWriteStarter(failure.path, reason: failure.reason(in: language), writtenBefore: written.map(\.path))
                throw CommandFailure(code: "cannot-write", status: ExitStatus.usage, message: message).report(json: json)
            }
        }
        if json {
            Terminal.out(try JSONText.pretty(CommandAnswer.Init(kept: kept.map(\.path), written: written.map(\.path))), terminator: "")
            return
        }
        for file in written { Terminal.out(words.wroteFile(file.path, purpose: file.purpose)) }
        for file in kept { Terminal.out(words.keptFile(file.path)) }
        let order = root.menuPath == "recipes.yaml" ? "juicemaker order strawberry-banana" : "juicemaker --menu \(ShellQuote.word(root.menuPath)) order strawberry-banana"
        Terminal.out(words.next(order))
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
