import SiteCore
import SnippetChecking
import Snippets

/// JUnit XML: `<testsuites>` holding a `<testsuite>` per page and a `<testcase>` per example.
///
/// A testcase is named `<fence>.<part> <label>, lines a-b` with `classname` the page; it holds
/// a `<failure>` when the example counts as failed in the summary (failed, mismatch, and
/// unverified with `--strict`) and a `<skipped>` when it counts as skipped (ignore, and
/// unverified without `--strict`), the reason as `message` and the diagnostics as text.
/// Page-level diagnostics go to the testsuite's `<system-err>`; diagnostics of no page (a
/// prelude) are not test results and are left to the other formats. Counts agree with the text
/// summary; `errors` is always 0 and no timestamps are written, so the output is stable.
struct JUnitReportFormatter {
    func render(_ report: CheckReport) -> String {
        let totals = report.totals
        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"handbook check\" tests=\"\(totals.examples)\" failures=\"\(totals.failedCount)\" "
                + "errors=\"0\" skipped=\"\(totals.skippedCount)\">",
        ]
        for page in report.pages {
            let examples = report.examples(in: page)
            let pageTotals = CheckReport.Totals(examples: examples, strict: report.strict)
            out.append(
                "  <testsuite name=\"\(Self.escape(page))\" tests=\"\(pageTotals.examples)\" "
                    + "failures=\"\(pageTotals.failedCount)\" errors=\"0\" skipped=\"\(pageTotals.skippedCount)\">"
            )
            for example in examples { out += testcase(example, strict: report.strict) }
            let pageDiagnostics = report.diagnostics(in: page)
            if !pageDiagnostics.isEmpty {
                out.append("    <system-err>" + Self.escape(pageDiagnostics.map(\.formatted).joined(separator: "\n")) + "</system-err>")
            }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    private func testcase(_ example: CheckedSnippet, strict: Bool) -> [String] {
        let snippet = example.snippet, verdict = example.verdict
        let name = "\(snippet.fenceIndex).\(snippet.partIndex) \(snippet.label.rawValue), lines \(snippet.startLine)-\(snippet.endLine)"
        let open =
            "    <testcase name=\"\(Self.escape(name))\" classname=\"\(Self.escape(snippet.file))\" "
            + "file=\"\(Self.escape(snippet.file))\" line=\"\(snippet.startLine)\""
        let message = Self.escape(verdict.reason ?? verdict.status.rawValue)
        let details = Self.escape(verdict.diagnostics.sortedByLocation().map(\.formatted).joined(separator: "\n"))
        switch verdict.status {
        case .verified:
            return [open + "/>"]
        case _ where verdict.status.isFailure(strict: strict):
            return [
                open + ">",
                "      <failure message=\"\(message)\" type=\"\(verdict.status.rawValue)\">\(details)</failure>",
                "    </testcase>",
            ]
        default:
            return [open + ">", "      <skipped message=\"\(message)\"/>", "    </testcase>"]
        }
    }

    /// Text escaped for XML content and attribute values; characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        HTMLEscaping.escapeXML(text)
    }
}
