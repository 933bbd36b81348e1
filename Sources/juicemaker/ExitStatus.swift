/// juicemaker's exit codes, as docs/commands.md lists them.
enum ExitStatus {
    static let done: Int32 = 0
    static let invalidMenu: Int32 = 1
    static let usage: Int32 = 2
    static let outOfStock: Int32 = 3
    static let stateError: Int32 = 4
}
