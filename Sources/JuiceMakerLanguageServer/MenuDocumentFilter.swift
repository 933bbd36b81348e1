import Foundation
import JuiceMakerMenu
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which open YAML documents are menus: the server checks those and stays silent on the rest (a
/// GitHub workflow, a compose file), since an editor usually starts it for every YAML file.
///
/// A document is a menu when its path matches one of `patterns`, or when its text has `fruits:`
/// or `juices:` at the top (so a new file becomes a menu as soon as it looks like one).
///
/// Patterns are globs matched like `.gitignore` entries: against the file's name and against every
/// tail of its path that starts after a `/`, with `*` not crossing a `/`. So `recipes.yaml` matches
/// `/any/where/recipes.yaml`, and `menus/*.yaml` matches `/stand/menus/summer.yaml`.
public struct MenuDocumentFilter: Sendable, Equatable {
    /// The patterns a menu's path may match.
    public var patterns: [String]

    /// The names the pre-commit hook and `validate`'s documentation use for menus.
    public static let defaultPatterns = [
        "recipes.yaml", "recipes.yml", "menu.yaml", "menu.yml", "*.menu.yaml", "*.menu.yml",
        "menus/*.yaml", "menus/*.yml", "menu/*.yaml", "menu/*.yml",
    ]

    /// The top-level keys that make a document a menu whatever its name: keys no other common YAML
    /// format has at the top (`version` and `defaults` are too common to tell).
    static let menuKeys: Set<String> = [MenuKeys.TopLevel.fruits.name, MenuKeys.TopLevel.juices.name]

    /// Creates a filter.
    ///
    /// - Parameter patterns: Globs a menu's path may match; `defaultPatterns` when not given.
    public init(patterns: [String] = MenuDocumentFilter.defaultPatterns) {
        self.patterns = patterns
    }

    /// Whether a document is a menu.
    ///
    /// - Parameters:
    ///   - uri: The document's URI (a `file:` URI's path is matched; any other URI as written).
    ///   - text: Its text, UTF-8.
    /// - Returns: True when the path matches a pattern or the text has a menu key at the top.
    public func isMenu(uri: String, text: [UInt8]) -> Bool {
        matches(path: Self.path(of: uri)) || Self.hasMenuKeyAtTop(text)
    }

    /// Whether a path matches one of the patterns.
    func matches(path: String) -> Bool {
        var tails = [path]
        var rest = Substring(path)
        while let slash = rest.firstIndex(of: "/") {
            rest = rest[rest.index(after: slash)...]
            if !rest.isEmpty { tails.append(String(rest)) }
        }
        return patterns.contains { pattern in tails.contains { fnmatch(pattern, $0, FNM_PATHNAME) == 0 } }
    }

    /// The path of a `file:` URI, percent-decoded; other URIs unchanged.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        let path = String(uri.dropFirst("file://".count))
        return path.removingPercentEncoding ?? path
    }

    /// Whether a line that starts at column 0 holds a menu key (`fruits:`, `"juices":`), or the
    /// document is one flow mapping naming one. Comments, directives and list items are passed over.
    static func hasMenuKeyAtTop(_ text: [UInt8]) -> Bool {
        var found = false
        text.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var start = 0
            while start < bytes.count, !found {
                // memchr finds the line ends: a large document that is no menu is crossed quickly.
                let end = memchr(base + start, 0x0A, bytes.count - start)
                    .map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) - base } ?? bytes.count
                found = lineHoldsMenuKey(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end + 1
            }
        }
        return found
    }

    private static func lineHoldsMenuKey(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first else { return false }
        // A flow mapping at the top: `{ fruits: {…}, juices: {…} }`.
        if first == UInt8(ascii: "{") {
            let text = String(decoding: line, as: UTF8.self)
            return menuKeys.contains { text.contains("\($0):") || text.contains("\"\($0)\":") }
        }
        guard first != 0x20, first != 0x09, first != UInt8(ascii: "#"), first != UInt8(ascii: "-"),
              let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
        var key = String(decoding: UnsafeBufferPointer(rebasing: line[..<colon]), as: UTF8.self)
        key = key.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'\u{FEFF}"))
        return menuKeys.contains(key)
    }
}
