import SiteCore
import Snippets

/// The JSON report: one object with `version`, `strict`, `totals`, `summary`, `pages`,
/// `examples` and `diagnostics`, keys always in the same order.
///
/// The schema is documented for users in the README ("JSON report"); a change that removes
/// or renames a field bumps ``schemaVersion``. Adding a field does not.
struct JSONReportFormatter {
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
}
