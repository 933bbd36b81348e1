/// Where a member is in decoded JSON, as messages name it: `lines[0].count`,
/// `params.position.line`. For the refusals of the HTTP API and of the language server.
package enum CodingPath {
    /// The keys joined by dots, list indexes in brackets.
    ///
    /// - Parameter keys: A `DecodingError` context's coding path (and the missing key, if any).
    /// - Returns: The path; empty for no key (the whole value).
    package static func text(_ keys: [any CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out
    }
}
