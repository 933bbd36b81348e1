import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A libpq password file (`~/.pgpass`, `PGPASSFILE` or `passfile=`), read as libpq reads it
/// (https://www.postgresql.org/docs/15/libpq-pgpass.html): one `host:port:database:user:password`
/// a line, `*` matching anything in the first four fields, `\:` and `\\` for a colon or backslash
/// in a field, lines starting with `#` left out; the first matching line wins.
///
/// As in libpq, a file that the group or others may read or write, or that is not a regular file,
/// is not read at all.
struct PostgresPasswordFile: Sendable, Equatable {
    /// One line: the four fields to match (nil for `*`) and the password.
    struct Entry: Sendable, Equatable {
        var host: String?
        var port: String?
        var database: String?
        var user: String?
        var password: String
    }

    /// The largest file read: a password file is a few lines; a huge one is a mistake or an attack.
    static let maximumSize = 1 << 20

    /// The lines, in file order.
    var entries: [Entry]

    /// What reading a password file gave.
    enum Reading: Equatable {
        /// The file was read.
        case entries(PostgresPasswordFile)
        /// There is no file at the path.
        case missing
        /// The file is there but was not read; the reason in words, with its path.
        case ignored(String)
    }

    /// Reads the file at `path`, refusing one other users may read (libpq's rule).
    ///
    /// - Parameter path: The file.
    /// - Returns: Its entries, `.missing`, or why it was not read.
    static func read(path: String) -> Reading {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .ignored("the password file '\(path)' is not a plain file, so it was not read")
        }
        guard info.st_mode & (S_IRWXG | S_IRWXO) == 0 else {
            return .ignored("the password file '\(path)' has group or world access, so it was not read "
                + "(permissions must be u=rw (0600) or less: chmod 600 '\(path)')")
        }
        guard info.st_size <= maximumSize else {
            return .ignored("the password file '\(path)' is larger than \(maximumSize / 1024) KiB, so it was not read")
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return .ignored("the password file '\(path)' cannot be read")
        }
        return .entries(PostgresPasswordFile(text: text))
    }

    /// Parses a file's text.
    init(text: String) {
        entries = []
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            guard !line.hasPrefix("#") else { continue }
            let fields = Self.fields(Substring(line))
            guard fields.count >= 5 else { continue }
            func pattern(_ field: (text: String, star: Bool)) -> String? { field.star ? nil : field.text }
            entries.append(Entry(host: pattern(fields[0]), port: pattern(fields[1]), database: pattern(fields[2]),
                                 user: pattern(fields[3]), password: fields[4].text))
        }
    }

    /// The first password whose line matches.
    func password(host: String, port: String, database: String, user: String) -> String? {
        entries.first { entry in
            (entry.host ?? host) == host && (entry.port ?? port) == port
                && (entry.database ?? database) == database && (entry.user ?? user) == user
        }?.password
    }

    /// A line's fields, unescaped; `star` when the field is a lone unescaped `*`. The fifth field
    /// (the password) ends at the next unescaped `:`, as in libpq.
    private static func fields(_ line: Substring) -> [(text: String, star: Bool)] {
        var fields: [(text: String, star: Bool)] = []
        var current = ""
        var escaped = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            if character == "\\", let next = characters.next() {
                current.append(next)
                escaped = true
            } else if character == ":" {
                fields.append((current, current == "*" && !escaped))
                current = ""
                escaped = false
                if fields.count == 5 { return fields }
            } else {
                current.append(character)
            }
        }
        fields.append((current, current == "*" && !escaped))
        return fields
    }
}
