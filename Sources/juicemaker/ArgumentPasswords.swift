#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hides passwords given on the command line from other users of the machine: once the arguments
/// are parsed, the bytes of every password in them are overwritten in the process's own `argv`, which
/// is what `ps` and `/proc/PID/cmdline` show (as `mysql` and `psql`'s relatives do). `serve` and
/// `shell` run for hours; a password in their arguments would otherwise show for as long.
///
/// Better still is not to pass one: `JUICEMAKER_STATE`, `PGPASSWORD`, `PGPASSFILE` or `~/.pgpass`.
enum ArgumentPasswords {
    /// Overwrites with `x` the password of every `SCHEME://USER:PASSWORD@` and every `password=`
    /// value (a URL's query, or libpq's keyword form) in the process's arguments.
    ///
    /// Call it after every copy of the arguments was taken (`CommandLine.arguments`).
    static func hide() {
        let argv = CommandLine.unsafeArgv
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = argv[index] else { continue }
            let length = strlen(argument)
            let bytes = UnsafeMutableBufferPointer(start: UnsafeMutableRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                                   count: length)
            for range in passwordRanges(in: Array(bytes)) {
                for position in range { bytes[position] = UInt8(ascii: "x") }
            }
        }
    }

    /// Where the passwords are in one argument, as byte ranges.
    static func passwordRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let stops: Set<UInt8> = [UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: " ")]
        // SCHEME://USER:PASSWORD@HOST: up to the last '@' before the query, so a '/' or '@' in the
        // password is covered too.
        var search = 0
        while let found = firstRange(of: Array("://".utf8), in: bytes, from: search) {
            let start = found.upperBound
            let end = bytes[start...].firstIndex(where: stops.contains) ?? bytes.endIndex
            if let at = bytes[start..<end].lastIndex(of: UInt8(ascii: "@")),
               let colon = bytes[start..<at].firstIndex(of: UInt8(ascii: ":")), colon + 1 < at {
                ranges.append((colon + 1)..<at)
            }
            search = start
        }
        // password=VALUE, in a query (up to '&') or a keyword string (up to a space, or quoted).
        let lower = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        search = 0
        while let found = firstRange(of: Array("password".utf8), in: lower, from: search) {
            var index = found.upperBound
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            search = found.upperBound
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            let quoted = index < bytes.count && bytes[index] == UInt8(ascii: "'")
            let start = quoted ? index + 1 : index
            var end = start
            while end < bytes.count {
                let byte = bytes[end]
                if quoted ? byte == UInt8(ascii: "'") : (byte == UInt8(ascii: "&") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "#")) {
                    break
                }
                end += byte == UInt8(ascii: "\\") ? 2 : 1
            }
            end = min(end, bytes.count)
            if start < end { ranges.append(start..<end) }
        }
        return ranges
    }

    private static func firstRange(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Range<Int>? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
                return index..<index + needle.count
            }
            index += 1
        }
        return nil
    }
}
