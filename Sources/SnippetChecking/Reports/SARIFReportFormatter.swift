import SiteCore
import Snippets

/// `check --format sarif`, on the log ``SARIF`` writes for `check` and `lint` alike.
///
/// Results, each at a Markdown file with a `region`:
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
/// Columns: SARIF counts UTF-16 code units, the rest of Handbook counts UTF-8 bytes. A
/// diagnostic's column is converted using the text of the example line it points into; a column
/// on a line no example holds (a fence line) is kept, which is exact as long as the text before
/// it is ASCII (fence indentation is).
struct SARIFReportFormatter {
    var toolVersion: String?

    private static let checkRuleDescriptions: [String: String] = [
        "check.failed": "The example does not compile.",
        "check.mismatch": "What the page claims about the example disagrees with what the check found.",
        "check.unverified": "The check could not reach a verdict on the example.",
    ]

    func render(_ report: CheckReport) -> String {
        var rules: [SARIF.Rule] = []
        func ruleIndex(_ id: String) -> Int {
            rules.index(of: id) { id in
                SARIF.Rule(id: id, shortDescription: Self.checkRuleDescriptions[id] ?? "Reported by \(id).")
            }
        }

        var results: [SARIF.Result] = []
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
        return SARIF.render(toolVersion: toolVersion, rules: rules, results: results)
    }

    private func result(for example: CheckedSnippet, strict: Bool, ruleIndex: Int) -> SARIF.Result {
        let snippet = example.snippet
        return SARIF.Result(
            ruleId: example.checkSource,
            ruleIndex: ruleIndex,
            severity: example.severity(strict: strict),
            message: example.headline,
            locations: [
                SARIF.Location(file: snippet.file, startLine: snippet.startLine, startColumn: example.startColumn, endLine: snippet.endLine)
            ],
            partialFingerprints: ["exampleId/v1": snippet.id],
            properties: [
                "exampleId": snippet.id,
                "label": snippet.label.rawValue,
                "status": example.verdict.status.rawValue,
            ]
        )
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int, in snippet: Snippet? = nil) -> SARIF.Result {
        let locations =
            diagnostic.location.map { location in
                [SARIF.Location(file: location.file, startLine: location.line, startColumn: Self.utf16Column(location, in: snippet))]
            } ?? []
        let notes = diagnostic.notes.compactMap { note -> SARIF.Location? in
            guard let location = note.location else { return nil }
            return SARIF.Location(
                file: location.file, startLine: location.line, startColumn: Self.utf16Column(location, in: snippet),
                message: note.message
            )
        }
        return SARIF.Result(
            ruleId: diagnostic.source,
            ruleIndex: ruleIndex,
            severity: diagnostic.severity,
            message: diagnostic.message,
            locations: locations,
            relatedLocations: notes
        )
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
}
