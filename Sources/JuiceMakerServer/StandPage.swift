import Foundation

/// The stand's web page, served at `/`: the order screen and the stock editor, on the API.
///
/// `Page/stand.html` is the one source: SwiftPM embeds its bytes in the binary (no files beside
/// it, no CDN), and the policy names the SHA-256 of its one inline script and one inline style.
enum StandPage {
    /// The page: HTML with its one style sheet and one script inline (one request, no CDN).
    static let html = String(decoding: PackageResources.stand_html, as: UTF8.self)

    /// What the page may load and run: its own script and style (by hash) and calls to this server.
    static let contentSecurityPolicy = "default-src 'none'; script-src " + inlineHash(of: "script") + "; style-src "
        + inlineHash(of: "style")
        + "; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    /// The CSP source for the page's inline `<element>` block: `'sha256-…'` of the text between the
    /// tags (the page's test holds it to exactly one such block).
    ///
    /// - Parameter element: `script` or `style`.
    /// - Returns: `'sha256-BASE64'`, or `'none'` if the page has no such block.
    static func inlineHash(of element: String) -> String {
        guard let open = html.range(of: "<\(element)>"),
              let close = html.range(of: "</\(element)>", range: open.upperBound..<html.endIndex) else { return "'none'" }
        let digest = SHA256.digest(html[open.upperBound..<close.lowerBound].utf8)
        return "'sha256-" + Data(digest).base64EncodedString() + "'"
    }
}
