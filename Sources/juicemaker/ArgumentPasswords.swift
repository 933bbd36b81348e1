#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JuiceMakerKit

/// Hides passwords given on the command line from other users of the machine: once the arguments
/// are parsed, every argument that holds a password is overwritten in the process's own `argv`,
/// which is what `ps` and `/proc/PID/cmdline` show (as `mysql` and others do), with the text
/// messages would show instead (`StockLocation.hidingPasswords(in:)`). `serve` and `shell` run for
/// hours; a password in their arguments would otherwise show for as long.
///
/// Better still is not to pass one: `JUICEMAKER_STATE`, `PGPASSWORD`, `PGPASSFILE` or `~/.pgpass`.
enum ArgumentPasswords {
    /// Overwrites each argument that holds a password with its shown form, cut to the argument's
    /// length and padded with NUL bytes (the memory of `argv` cannot grow).
    ///
    /// Call it after every copy of the arguments was taken (`CommandLine.arguments` keeps its own).
    static func hide() {
        let argv = CommandLine.unsafeArgv
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = argv[index] else { continue }
            let length = strlen(argument)
            let bytes = UnsafeMutableBufferPointer(start: UnsafeMutableRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                                   count: length)
            guard let shown = shown(Array(bytes)) else { continue }
            for position in 0..<length { bytes[position] = position < shown.count ? shown[position] : 0 }
        }
    }

    /// The bytes an argument is to show instead, or nil when it holds no password.
    static func shown(_ bytes: [UInt8]) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        let hidden = StockLocation.hidingPasswords(in: text)
        return hidden == text ? nil : Array(hidden.utf8)
    }
}
