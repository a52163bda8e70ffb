import Linting
import SiteCore
import SnippetChecking
import Snippets

/// The JSON reports.
///
/// `lint`: `{"files", "findings": [...], "lines", "suppressed": [...], "version": 1}`, keys
/// sorted, each finding with `column`, `endColumn`, `endLine`, `line`, `message`, `path`,
/// `ruleID`, `severity` and `url` (when the rule has a page). Both are written by ``JSONValue``.
///
/// `check`: one object with `version`, `strict`, `totals`, `summary`, `pages`,
/// `examples` and `diagnostics`, keys always in the same order.
///
/// The schema is documented for users in the README ("JSON report"); a change that removes
/// or renames a field bumps ``schemaVersion``. Adding a field does not.
struct JSONReportFormatter: ReportFormatter {
    /// The report's `version` field.
    static let schemaVersion = 2

    func render(_ report: CheckReport) -> String {
        let totals = report.totals
        return JSONValue.object([
            ("version", .int(Self.schemaVersion)),
            ("strict", .bool(report.strict)),
            (
                "totals",
                .object(
                    [
                        ("examples", .int(totals.examples)),
                        ("good", .int(totals.good)), ("bad", .int(totals.bad)), ("unlabelled", .int(totals.unlabelled)),
                    ] + VerdictStatus.allCases.map { ($0.rawValue, .int(totals.count($0))) })
            ),
            (
                "summary",
                .object([
                    ("passed", .int(totals.passedCount)), ("failed", .int(totals.failedCount)),
                    ("skipped", .int(totals.skippedCount)),
                ])
            ),
            (
                "pages",
                .array(
                    report.pages.map { page in
                        .object([("file", .string(page)), ("examples", .int(report.examples(in: page).count))])
                    })
            ),
            ("examples", .array(report.examples.map(example))),
            ("diagnostics", .array(report.diagnostics.map(Self.diagnostic))),
        ]).rendered()
    }

    private func example(_ checked: CheckedSnippet) -> JSONValue {
        let snippet = checked.snippet, verdict = checked.verdict
        return .object([
            ("id", .string(snippet.id)),
            ("file", .string(snippet.file)),
            ("fenceIndex", .int(snippet.fenceIndex)),
            ("partIndex", .int(snippet.partIndex)),
            ("startLine", .int(snippet.startLine)),
            ("endLine", .int(snippet.endLine)),
            ("labelLine", .int(snippet.labelLine)),
            ("label", .string(snippet.label.rawValue)),
            ("labelText", .string(snippet.labelText)),
            (
                "options",
                .object([
                    ("ignore", .bool(snippet.options.isIgnored)),
                    ("compileFail", .bool(snippet.options.mustFailToCompile)),
                    ("fragment", .bool(snippet.options.isFragment)),
                ])
            ),
            ("namedRules", .array(snippet.namedRules.map(JSONValue.string))),
            ("status", .string(verdict.status.rawValue)),
            ("reason", .string(verdict.reason)),
            ("rules", .array(verdict.firedRules.map(JSONValue.string))),
            (
                "assumed",
                .array(
                    verdict.assumed.map { assumption in
                        .object([("name", .string(assumption.name)), ("declaration", .string(assumption.declaration))])
                    })
            ),
            ("diagnostics", .array(verdict.diagnostics.map(Self.diagnostic))),
        ])
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.location?.file)),
            ("line", .int(diagnostic.location?.line)),
            ("column", .int(diagnostic.location?.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("source", .string(diagnostic.source)),
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        .object([
                            ("file", .string(note.location?.file)),
                            ("line", .int(note.location?.line)),
                            ("column", .int(note.location?.column)),
                            ("message", .string(note.message)),
                        ])
                    })
            ),
        ])
    }

    // MARK: lint

    /// The `version` of `lint`'s document.
    static let lintSchemaVersion = 1

    func render(_ report: LintReport) -> String {
        JSONValue.object([
            ("files", .int(report.fileCount)),
            ("findings", .array(report.findings.map(Self.lintFinding))),
            ("lines", .int(report.lineCount)),
            ("suppressed", .array(report.suppressed.map(Self.lintFinding))),
            ("version", .int(Self.lintSchemaVersion)),
        ]).rendered()
    }

    /// A finding of `lint`: its range, rule and message, and `url` when the rule has a page.
    static func lintFinding(_ finding: Diagnostic) -> JSONValue {
        let start = finding.location, end = finding.end ?? finding.location
        let members: [(String, JSONValue)] = [
            ("column", .int(start?.column)), ("endColumn", .int(end?.column)), ("endLine", .int(end?.line)),
            ("line", .int(start?.line)), ("message", .string(finding.message)), ("path", .string(start?.file)),
            ("ruleID", .string(finding.source)), ("severity", .string(finding.severity.rawValue)),
        ]
        return .object(members + (finding.url.map { [("url", JSONValue.string($0))] } ?? []))
    }
}
