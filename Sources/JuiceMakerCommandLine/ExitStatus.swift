/// juicemaker's exit codes, as docs/commands.md lists them.
package enum ExitStatus {
    package static let done: Int32 = 0
    package static let invalidMenu: Int32 = 1
    package static let usage: Int32 = 2
    package static let outOfStock: Int32 = 3
    package static let stateError: Int32 = 4
}
