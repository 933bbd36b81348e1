/// Quotes a word for a command line the user may copy and paste.
enum ShellQuote {
    static func word(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy {
            ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) || "-_./:=@%+,".unicodeScalars.contains($0)
        }
        if safe && !text.isEmpty { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
