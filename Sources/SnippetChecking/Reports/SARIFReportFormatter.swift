import SiteCore
import Snippets

/// SARIF 2.1.0, the format GitHub code scanning uploads.
///
/// One run, tool `handbook`. Results, each at a Markdown file with a `region`:
/// - every example that is not verified or skipped: rule `check.failed`, `check.mismatch` or
///   `check.unverified`, level `error` (`warning` for unverified without `--strict`), the
///   region spanning the example's lines;
/// - the diagnostics of those examples (rule = the diagnostic's source: `syntax`, `swiftc`,
///   a lint rule id), a diagnostic repeated on a page once;
/// - diagnostics outside examples: those of no page first, then each page's (extraction).
/// `tool.driver.rules` lists every rule a result names, in first-use order, and each result
/// points at its rule by `ruleIndex`. Each example result carries the example id in
/// `partialFingerprints` and `properties`.
///
/// Columns: SARIF counts UTF-16 code units (`run.columnKind` says so), the rest of Handbook
/// counts UTF-8 bytes. A diagnostic's column is converted using the text of the example line
/// it points into; a column on a line no example holds (a fence line) is kept, which is exact
/// as long as the text before it is ASCII (fence indentation is).
struct SARIFReportFormatter {
    var toolVersion: String?

    /// The schema URI written into `$schema`.
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    private static let checkRuleDescriptions: [String: String] = [
        "check.failed": "The example does not compile.",
        "check.mismatch": "What the page claims about the example disagrees with what the check found.",
        "check.unverified": "The check could not reach a verdict on the example.",
    ]

    func render(_ report: CheckReport) -> String {
        var rules: [String] = []
        func ruleIndex(_ id: String) -> Int {
            if let index = rules.firstIndex(of: id) { return index }
            rules.append(id)
            return rules.count - 1
        }

        var results: [JSONValue] = []
        for diagnostic in report.unplacedDiagnostics {
            results.append(result(for: diagnostic, ruleIndex: ruleIndex(diagnostic.source)))
        }
        for page in report.pages {
            for diagnostic in report.diagnostics(in: page) {
                results.append(result(for: diagnostic, ruleIndex: ruleIndex(diagnostic.source)))
            }
            var printed = Set(report.diagnostics(in: page))
            for example in report.examples(in: page) where example.needsAttention {
                results.append(result(for: example, strict: report.strict, ruleIndex: ruleIndex(example.checkSource)))
                for diagnostic in example.verdict.diagnostics.sortedByLocation() where printed.insert(diagnostic).inserted {
                    results.append(result(for: diagnostic, ruleIndex: ruleIndex(diagnostic.source), in: example.snippet))
                }
            }
        }

        var driver: [(String, JSONValue)] = [("name", .string("handbook"))]
        if let toolVersion { driver.append(("version", .string(toolVersion))) }
        driver.append(("rules", .array(rules.map { id in
            .object([
                ("id", .string(id)),
                ("shortDescription", .object([("text", .string(Self.checkRuleDescriptions[id] ?? Self.describe(id)))])),
            ])
        })))

        return JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([
                .object([
                    ("tool", .object([("driver", .object(driver))])),
                    ("columnKind", .string("utf16CodeUnits")),
                    ("results", .array(results)),
                ]),
            ])),
        ]).rendered()
    }

    private func result(for example: CheckedSnippet, strict: Bool, ruleIndex: Int) -> JSONValue {
        let snippet = example.snippet
        return .object([
            ("ruleId", .string(example.checkSource)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(example.severity(strict: strict)))),
            ("message", .object([("text", .string(example.headline))])),
            ("locations", .array([
                Self.location(file: snippet.file, startLine: snippet.startLine, startColumn: example.startColumn, endLine: snippet.endLine),
            ])),
            ("partialFingerprints", .object([("exampleId/v1", .string(snippet.id))])),
            ("properties", .object([
                ("exampleId", .string(snippet.id)),
                ("label", .string(snippet.label.rawValue)),
                ("status", .string(example.verdict.status.rawValue)),
            ])),
        ])
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int, in snippet: Snippet? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.source)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.message))])),
        ]
        if let location = diagnostic.location {
            members.append(("locations", .array([
                Self.location(
                    file: location.file, startLine: location.line, startColumn: Self.utf16Column(location, in: snippet),
                    endLine: nil
                ),
            ])))
        }
        let notes = diagnostic.notes.compactMap { note -> JSONValue? in
            guard let location = note.location else { return nil }
            var related = Self.locationMembers(
                file: location.file, startLine: location.line, startColumn: Self.utf16Column(location, in: snippet), endLine: nil
            )
            related.append(("message", .object([("text", .string(note.message))])))
            return .object(related)
        }
        if !notes.isEmpty { members.append(("relatedLocations", .array(notes))) }
        return .object(members)
    }

    private static func location(file: String, startLine: Int, startColumn: Int, endLine: Int?) -> JSONValue {
        .object(locationMembers(file: file, startLine: startLine, startColumn: startColumn, endLine: endLine))
    }

    private static func locationMembers(file: String, startLine: Int, startColumn: Int, endLine: Int?) -> [(String, JSONValue)] {
        var region: [(String, JSONValue)] = [("startLine", .int(max(1, startLine))), ("startColumn", .int(max(1, startColumn)))]
        if let endLine { region.append(("endLine", .int(max(startLine, endLine)))) }
        return [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uriReference(file)))])),
                ("region", .object(region)),
            ])),
        ]
    }

    /// The UTF-16 column of a UTF-8 `location`, measured on the snippet line it points into.
    static func utf16Column(_ location: SourceLocation, in snippet: Snippet?) -> Int {
        guard let snippet, location.file == snippet.file,
            let line = snippet.lines.first(where: { $0.markdownLine == location.line }),
            location.column > line.markdownColumn
        else { return location.column }
        let bytes = Array(line.text.utf8)
        let offset = location.column - line.markdownColumn
        let prefix = bytes.prefix(offset)
        return line.markdownColumn + String(decoding: prefix, as: UTF8.self).utf16.count + max(0, offset - bytes.count)
    }

    /// A relative path as a URI reference: spaces and other reserved characters percent-encoded.
    static func uriReference(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let char = Character(Unicode.Scalar(byte))
            if char.isASCII, char.isLetter || char.isNumber || "-._~/".contains(char) {
                out.append(char)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `snippets.unknown-attribute` → `Reported by snippets.unknown-attribute.`
    private static func describe(_ id: String) -> String {
        "Reported by \(id)."
    }
}
