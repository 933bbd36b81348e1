import ArgumentParser
import JuiceMakerFrontEnd
import JuiceMakerKit
import JuiceMakerCommandLine

/// What a failed command tells the user: a stable code for scripts, an exit status, and a message.
struct CommandFailure: Error {
    var code: String
    var status: Int32
    var message: String
    /// A command that would fix it, shown after the message (e.g. how to restock).
    var hint: String?
    var shortfalls: [Shortfall] = []

    init(code: String, status: Int32, message: String, hint: String? = nil, shortfalls: [Shortfall] = []) {
        self.code = code
        self.status = status
        // A message may echo what was typed (an unknown juice, a path): never a password in it.
        self.message = StockLocation.hidingPasswords(in: message)
        self.hint = hint.map(StockLocation.hidingPasswords(in:))
        self.shortfalls = shortfalls
    }

    /// Maps engine and store errors to juicemaker's exit codes: 2 usage, 3 out of stock, 4 state.
    init(_ error: Error, language: Language, globalArguments: String) {
        self.init(error, language: language, commandPrefix: "juicemaker \(globalArguments)")
    }

    /// As above; `commandPrefix` starts the suggested restock command (`juicemaker --state x ` on
    /// the command line, nothing in the shell's line mode).
    init(_ error: Error, language: Language, commandPrefix: String) {
        if let error = error as? JuiceMakerError {
            let message = error.message(in: language)
            switch error {
            case .outOfStock(let shortfalls):
                self.init(code: error.code, status: ExitStatus.outOfStock, message: message,
                          hint: Self.restockHint(shortfalls, language: language, commandPrefix: commandPrefix), shortfalls: shortfalls)
            case .cannotUndo(_, _, let shortfalls):
                self.init(code: error.code, status: ExitStatus.outOfStock, message: message, shortfalls: shortfalls)
            case .negativeStock:
                self.init(code: error.code, status: ExitStatus.outOfStock, message: message)
            case .unknownJuice, .unknownFruit, .invalidCount, .orderTooLarge, .invalidAmount, .emptyOrder, .stockLimit, .beyondStockLimit:
                self.init(code: error.code, status: ExitStatus.usage, message: message)
            case .nothingToUndo:
                self.init(code: error.code, status: ExitStatus.stateError, message: message)
            }
        } else if let error = error as? StateError, case .invalidLocation = error {
            // A --state that cannot be a store is a usage error: nothing was opened, nothing changed.
            self.init(code: "invalid-location", status: ExitStatus.usage, message: error.message(in: language).terminalSafe)
        } else if let error = error as? StateError {
            self.init(code: "state-error", status: ExitStatus.stateError, message: error.message(in: language).terminalSafe)
        } else {
            self.init(code: "state-error", status: ExitStatus.stateError, message: "\(error)")
        }
    }

    /// "Edit stock?" with the command that adds exactly what is missing.
    static func restockHint(_ shortfalls: [Shortfall], language: Language, commandPrefix: String) -> String {
        let commands = shortfalls.map { "\(commandPrefix)stock add \($0.fruit.id.rawValue) \($0.missing)" }
        return language.ui.editStock + " " + commands.joined(separator: " && ")
    }

    var json: JSONValue {
        var object: [String: JSONValue] = ["ok": .bool(false), "error": .string(code), "message": .string(message)]
        if !shortfalls.isEmpty {
            object["shortfall"] = .array(shortfalls.map {
                .object(["fruit": .string($0.fruit.id.rawValue), "need": .int($0.need), "have": .int($0.have)])
            })
        }
        if let hint { object["hint"] = .string(hint) }
        return .object(object)
    }

    /// Prints the failure (JSON on standard output, else text on standard error) and ends with its status.
    func report(json: Bool) -> ExitCode {
        if json {
            Terminal.out(self.json.prettyPrinted, terminator: "")
        } else {
            Terminal.err(message + (hint.map { "\n" + $0 } ?? ""))
        }
        return ExitCode(status)
    }
}
