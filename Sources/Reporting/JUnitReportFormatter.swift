import Linting
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
///
/// `lint`: a `<testsuite>` per file with findings, a `<testcase>` per finding (`<rule-id>, line N`)
/// holding a `<failure>` (its `type` the severity, its text the finding's compiler-form line);
/// findings turned off by a suppression comment are `<skipped>` testcases.
struct JUnitReportFormatter: ReportFormatter {
    func render(_ report: CheckReport) -> String {
        let totals = report.totals
        var out = Self.open(suite: "handbook check", tests: totals.examples, failures: totals.failedCount, skipped: totals.skippedCount)
        for page in report.pages {
            let examples = report.examples(in: page)
            let pageTotals = CheckReport.Totals(examples: examples, strict: report.strict)
            out.append(
                "  "
                    + Self.suite(
                        "testsuite", page, tests: pageTotals.examples, failures: pageTotals.failedCount, skipped: pageTotals.skippedCount)
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

    func render(_ report: LintReport) -> String {
        let all = report.findings.map { ($0, false) } + report.suppressed.map { ($0, true) }
        let files = Dictionary(grouping: all) { $0.0.location?.file ?? "" }
        var out = Self.open(
            suite: "handbook lint", tests: all.count, failures: report.findings.count, skipped: report.suppressed.count)
        for file in files.keys.sorted() {
            let cases = files[file, default: []]
            let skipped = cases.filter(\.1).count
            out.append("  " + Self.suite("testsuite", file, tests: cases.count, failures: cases.count - skipped, skipped: skipped))
            for (finding, suppressed) in cases {
                let line = finding.location?.line ?? 0
                let outcome: Outcome =
                    suppressed
                    ? .skipped(message: "suppressed in source")
                    : .failure(message: finding.message, type: finding.severity.rawValue, details: finding.formatted)
                out += Self.testcase(name: "\(finding.source), line \(line)", file: file, line: line, outcome)
            }
            out.append("  </testsuite>")
        }
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    private func testcase(_ example: CheckedSnippet, strict: Bool) -> [String] {
        let snippet = example.snippet, verdict = example.verdict
        let name = "\(snippet.fenceIndex).\(snippet.partIndex) \(snippet.label.rawValue), lines \(snippet.startLine)-\(snippet.endLine)"
        let message = verdict.reason ?? verdict.status.rawValue
        let outcome: Outcome
        switch verdict.status {
        case .verified:
            outcome = .passed
        case _ where verdict.status.isFailure(strict: strict):
            let details = verdict.diagnostics.sortedByLocation().map(\.formatted).joined(separator: "\n")
            outcome = .failure(message: message, type: verdict.status.rawValue, details: details)
        default:
            outcome = .skipped(message: message)
        }
        return Self.testcase(name: name, file: snippet.file, line: snippet.startLine, outcome)
    }

    /// What a testcase holds.
    enum Outcome {
        case passed
        case failure(message: String, type: String, details: String)
        case skipped(message: String)
    }

    /// The XML declaration and the opening `<testsuites>`.
    private static func open(suite name: String, tests: Int, failures: Int, skipped: Int) -> [String] {
        [#"<?xml version="1.0" encoding="UTF-8"?>"#, suite("testsuites", name, tests: tests, failures: failures, skipped: skipped)]
    }

    /// An opening `<testsuites>` or `<testsuite>` tag with its counts (`errors` is always 0).
    private static func suite(_ tag: String, _ name: String, tests: Int, failures: Int, skipped: Int) -> String {
        "<\(tag) name=\"\(escape(name))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">"
    }

    /// A `<testcase>` of the suite for `file` (its `classname` too), indented in its suite.
    private static func testcase(name: String, file: String, line: Int, _ outcome: Outcome) -> [String] {
        let open = "    <testcase name=\"\(escape(name))\" classname=\"\(escape(file))\" file=\"\(escape(file))\" line=\"\(line)\""
        switch outcome {
        case .passed:
            return [open + "/>"]
        case let .failure(message, type, details):
            return [
                open + ">",
                "      <failure message=\"\(escape(message))\" type=\"\(escape(type))\">\(escape(details))</failure>",
                "    </testcase>",
            ]
        case let .skipped(message):
            return [open + ">", "      <skipped message=\"\(escape(message))\"/>", "    </testcase>"]
        }
    }

    /// Text escaped for XML content and attribute values; characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        HTMLEscaping.escapeXML(text)
    }
}
