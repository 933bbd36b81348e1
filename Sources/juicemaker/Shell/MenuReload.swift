import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

/// Loads an edited menu for a running shell. A good menu gets a store of its own (opening it seeds
/// the fruits the edit added, and keeps every other stock row, as any command run after the edit
/// would); a broken one changes nothing, so the stand keeps working on the last good menu.
enum MenuReload {
    enum Outcome {
        /// The file holds the same menu (a comment or spacing changed): nothing to do.
        case unchanged
        /// The session on the new menu; the old store is closed.
        case reloaded(Session)
        /// Why the edit was not taken: `file:line:column: message`, and how many more errors.
        case broken(String)
    }

    /// A watcher of the session's menu file, starting from the version of the bytes its menu was
    /// read from (the file is not read again: an edit made since is an edit).
    static func watch(_ session: Session) -> MenuFileWatch {
        let path = session.options.menuPath
        return MenuFileWatch(path: path, version: session.menuVersion)
    }

    /// Takes an edit of the session's menu file, if there is one.
    ///
    /// - Parameters:
    ///   - session: The session on the last good menu.
    ///   - watch: The file's watcher (`watch(_:)`).
    /// - Returns: What became of the edit; nil when the file's bytes did not change.
    static func reload(_ session: Session, watch: inout MenuFileWatch) async -> Outcome? {
        guard let edit = watch.check(language: session.language) else { return nil }
        let report = edit.report.namedWithoutPasswords
        guard let menu = report.menu else { return .broken(problem(report, language: session.language)) }
        guard menu != session.menu else { return .unchanged }
        do {
            let store = try await StoreOpener.open(session.options.statePath, menu: menu, stand: session.store.stand, language: session.language)
            try? await session.store.close()
            await OpenStore.keep(store, language: session.language)
            return .reloaded(Session(options: session.options, json: session.json, menu: menu, store: store, menuVersion: edit.version))
        } catch {
            return .broken(CommandFailure(error, language: session.language, globalArguments: session.options.globalArguments).message)
        }
    }

    /// The first error as `file:line:column: message`, then how many more errors there are.
    static func problem(_ report: MenuReport, language: Language = .en) -> String {
        let errors = report.diagnostics.filter { $0.severity == .error }
        guard let first = errors.first else {
            return language.ui.menuNotLoaded(report.file)
        }
        let place = first.position.map { "\(report.file):\($0.line):\($0.column)" } ?? report.file
        // Warnings do not keep a menu from loading: only errors are counted.
        let more = errors.count - 1
        guard more > 0 else { return "\(place): \(first.message)" }
        return language.ui.firstError("\(place): \(first.message)", more: more)
    }
}
