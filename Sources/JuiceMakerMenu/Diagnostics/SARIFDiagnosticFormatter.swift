/// Diagnostics as a SARIF 2.1.0 log, for code-scanning tools (GitHub code scanning, IDE viewers).
///
/// One run; `tool.driver.rules` holds one rule per diagnostic code that occurs, sorted by id, and each
/// result points at its rule by `ruleId` and `ruleIndex`. Results keep the order of files and diagnostics.
/// A result's location is the file as the user named it, as a relative URI reference (percent-encoded, a
/// leading `./` dropped; an absolute path becomes a `file://` URI), and its region the start and end of
/// the offending word when known (`DiagnosticRegions`; the end column exclusive, as SARIF has it).
/// Columns count Unicode code points (`columnKind: unicodeCodePoints`). Each rule has its short
/// description, its `help` (text, and `helpUri` to the code's section of docs/diagnostics.md) and its
/// `defaultConfiguration.level`. A diagnostic with a fix
/// gets SARIF's `fixes`: one `artifactChange` whose one replacement deletes the wrong word's region and
/// inserts the replacement. Pretty-printed with sorted keys.
public struct SARIFDiagnosticFormatter: DiagnosticFormatter {
    /// The JSON Schema of SARIF 2.1.0, written as the log's `$schema`.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The SARIF version the log declares (`version`).
    public static let sarifVersion = "2.1.0"
    /// The tool's name in the log (`tool.driver.name`).
    public static let toolName = "juicemaker"

    /// juicemaker's version (`tool.driver.version`).
    public var toolVersion: String
    /// juicemaker's home page (`tool.driver.informationUri`); left out when nil.
    public var informationURI: String?

    /// Creates a SARIF formatter.
    ///
    /// - Parameters:
    ///   - toolVersion: juicemaker's version (`tool.driver.version`).
    ///   - informationURI: juicemaker's home page (`tool.driver.informationUri`); left out when nil.
    public init(toolVersion: String, informationURI: String? = nil) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    /// The SARIF log of the reports, as UTF-8 bytes.
    ///
    /// Written member by member in the sorted key order (`JSONWriter`), not built as `JSONValue`s.
    ///
    /// - Parameter reports: The reports of one run, in the order to print them.
    /// - Returns: The output as UTF-8, ending with a newline.
    public func formatUTF8(_ reports: [MenuReport]) -> [UInt8] {
        let codes = Set(reports.flatMap { $0.diagnostics.map(\.code) })
            .sorted { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for (index, code) in codes.enumerated() {
            ruleIndex[code] = index
        }

        var json = JSONWriter()
        json.beginObject()
        json.key("$schema")
        json.string(Self.schemaURI)
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("columnKind")
        json.string("unicodeCodePoints")
        json.key("results")
        json.beginArray()
        for report in reports {
            let uri = Self.uri(forPath: report.file)
            // Made only for a report with a positioned diagnostic: it scans the text for its line breaks.
            var regions: DiagnosticRegions?
            for diagnostic in report.diagnostics {
                json.beginObject()
                if let fix = diagnostic.fix {
                    json.key("fixes")
                    Self.write(fix, uri: uri, to: &json)
                }
                json.key("level")
                json.string(diagnostic.severity.rawValue)
                json.key("locations")
                json.beginArray()
                json.beginObject()
                json.key("physicalLocation")
                json.beginObject()
                Self.writeArtifactLocation(uri, to: &json)
                if let position = diagnostic.position {
                    if regions == nil { regions = DiagnosticRegions(report.sourceText) }
                    let end = regions?.end(of: diagnostic).flatMap { $0.line >= position.line ? $0 : nil }
                    json.key("region")
                    json.beginObject()
                    if let end {
                        json.key("endColumn")
                        json.int(max(end.column, 1))
                        json.key("endLine")
                        json.int(max(end.line, 1))
                    }
                    json.key("startColumn")
                    json.int(max(position.column, 1))
                    json.key("startLine")
                    json.int(max(position.line, 1))
                    json.endObject()
                }
                json.endObject()
                json.endObject()
                json.endArray()
                json.key("message")
                json.beginObject()
                json.key("text")
                json.string(diagnostic.message)
                json.endObject()
                json.key("ruleId")
                json.string(diagnostic.code.rawValue)
                json.key("ruleIndex")
                json.int(ruleIndex[diagnostic.code, default: 0])
                json.endObject()
            }
        }
        json.endArray()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        if let informationURI {
            json.key("informationUri")
            json.string(informationURI)
        }
        json.key("name")
        json.string(Self.toolName)
        json.key("rules")
        json.beginArray()
        for code in codes {
            json.beginObject()
            json.key("defaultConfiguration")
            json.beginObject()
            json.key("level")
            json.string(code.defaultSeverity.rawValue)
            json.endObject()
            json.key("help")
            json.beginObject()
            json.key("text")
            json.string(code.help)
            json.endObject()
            json.key("helpUri")
            json.string(code.helpURI)
            json.key("id")
            json.string(code.rawValue)
            json.key("shortDescription")
            json.beginObject()
            json.key("text")
            json.string(code.summary)
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.key("version")
        json.string(toolVersion)
        json.endObject()
        json.endObject()
        json.endObject()
        json.endArray()
        json.key("version")
        json.string(Self.sarifVersion)
        json.endObject()
        return json.finishUTF8()
    }

    /// `"artifactLocation": {"uri": …}`, as results and fixes both name the file.
    private static func writeArtifactLocation(_ uri: String, to json: inout JSONWriter) {
        json.key("artifactLocation")
        json.beginObject()
        json.key("uri")
        json.string(uri)
        json.endObject()
    }

    /// A fix as SARIF's `fixes`: one fix with one artifact change that replaces the wrong word's
    /// region (`deletedRegion`, the end column exclusive) with the replacement (`insertedContent`).
    private static func write(_ fix: DiagnosticFix, uri: String, to json: inout JSONWriter) {
        json.beginArray()
        json.beginObject()
        json.key("artifactChanges")
        json.beginArray()
        json.beginObject()
        writeArtifactLocation(uri, to: &json)
        json.key("replacements")
        json.beginArray()
        json.beginObject()
        json.key("deletedRegion")
        json.beginObject()
        json.key("endColumn")
        json.int(fix.end.column)
        json.key("endLine")
        json.int(fix.end.line)
        json.key("startColumn")
        json.int(fix.start.column)
        json.key("startLine")
        json.int(fix.start.line)
        json.endObject()
        json.key("insertedContent")
        json.beginObject()
        json.key("text")
        json.string(fix.replacement)
        json.endObject()
        json.endObject()
        json.endArray()
        json.endObject()
        json.endArray()
        json.key("description")
        json.beginObject()
        json.key("text")
        json.string("Replace with '\(fix.replacement)'")
        json.endObject()
        json.endObject()
        json.endArray()
    }

    /// A path as a URI reference: every byte but unreserved characters and `/` percent-encoded
    /// (so `<stdin>`, spaces, `:` and non-ASCII names stay valid), `./` prefixes dropped, and an absolute
    /// path turned into a `file://` URI. A backslash is a character of the name on Linux, so it is encoded too.
    static func uri(forPath path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") {
            path = path.dropFirst(2)
        }
        let encoded = PercentEncoding.encoded(path, keeping: "/")
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
