import Foundation
import Linting
import SiteCore
import SnippetChecking
import Snippets

/// `check --format sarif` and `lint --format sarif`, on the log ``SARIF`` writes.
///
/// `lint`: every rule that ran is described (with its `helpUri` when links are absolute); a
/// result per finding, its region spanning the finding, the rule's page after the message;
/// findings turned off by a suppression comment are included with an `inSource` suppression.
/// Columns are converted to UTF-16 using the file's text.
///
/// `check`: results, each at a Markdown file with a `region`:
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
struct SARIFReportFormatter: ReportFormatter {
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

    func render(_ report: LintReport) -> String {
        let rules = report.rules.map { description in
            SARIF.Rule(
                id: description.id,
                name: description.name,
                shortDescription: Self.plain(description.summary),
                fullDescription: Self.plain(description.rationale),
                helpUri: report.ruleURLs[description.id].flatMap(SARIF.absoluteURI),
                defaultLevel: description.severity
            )
        }
        let index = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let lines = report.sources.mapValues { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        let column = { (location: SourceLocation) in Self.utf16Column(location, in: lines[location.file]) }
        let results =
            report.findings.map { result(for: $0, ruleIndex: index[$0.source], column: column) }
            + report.suppressed.map { result(for: $0, ruleIndex: index[$0.source], column: column, suppressed: true) }
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
        result(for: diagnostic, ruleIndex: ruleIndex) { Self.utf16Column($0, in: snippet) }
    }

    /// A diagnostic's result: its region (with an end when the diagnostic has one), its notes as
    /// related locations; `column` gives a location's UTF-16 column.
    private func result(
        for diagnostic: Diagnostic, ruleIndex: Int?, column: (SourceLocation) -> Int, suppressed: Bool = false
    ) -> SARIF.Result {
        let locations =
            diagnostic.location.map { location in
                [
                    SARIF.Location(
                        file: location.file, startLine: location.line, startColumn: column(location),
                        endLine: diagnostic.end?.line, endColumn: diagnostic.end.map(column)
                    )
                ]
            } ?? []
        let notes = diagnostic.notes.compactMap { note -> SARIF.Location? in
            guard let location = note.location else { return nil }
            return SARIF.Location(file: location.file, startLine: location.line, startColumn: column(location), message: note.message)
        }
        return SARIF.Result(
            ruleId: diagnostic.source,
            ruleIndex: ruleIndex,
            severity: diagnostic.severity,
            message: diagnostic.messageWithURL,
            locations: locations,
            relatedLocations: notes,
            suppressedInSource: suppressed
        )
    }

    /// Markdown code spans removed, for plain-text fields.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "")
    }

    /// The 1-based UTF-16 column of a UTF-8 `location` in a file split into `lines`; unchanged
    /// when the text is unknown.
    static func utf16Column(_ location: SourceLocation, in lines: [Substring]?) -> Int {
        guard let lines, location.line >= 1, location.line <= lines.count else { return location.column }
        let utf8 = lines[location.line - 1].utf8
        let offset = min(location.column - 1, utf8.count)
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        return lines[location.line - 1][..<index].utf16.count + 1
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
