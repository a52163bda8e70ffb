import Linting
import SiteCore
import SnippetChecking
import Snippets

/// The human and CI text report: compiler-style lines, for `check` grouped by page.
///
/// `lint` prints one line per finding, `path:line:col: severity: message [rule-id] (URL)`.
/// `check` prints:
///
/// ```
/// == Content/lists/identity.md (3 examples: 2 verified, 1 failed)
/// Content/lists/identity.md:24:1: error: failed: bad example, lines 24-26: does not compile [check.failed]
/// Content/lists/identity.md:25:9: error: expected '}' to end struct [syntax]
///
/// 3 examples: 1 good, 2 bad, 0 unlabelled; 2 verified, 0 mismatch, 1 failed, 0 unverified, 0 skipped
/// 2 passed, 1 failed, 0 skipped
/// ```
///
/// A page gets a `==` header when it has examples or diagnostics. Under it, in line order:
/// each page-level diagnostic, and for each example that is not verified or skipped, one line
/// for the example (at its first line, source `check.<status>`) followed by its diagnostics.
/// Verified examples say nothing (a verified bad example's rule hit is what was expected),
/// unless the verdict rests on assumed declarations: then a `note:` says what was assumed.
/// A diagnostic repeated on a page (shared setup lines appear in every part) prints once.
/// Colour, when asked for, only marks severities and page headers; the two closing lines
/// are never coloured, so CI tools can read them.
struct TextReportFormatter: ReportFormatter {
    var colour: Bool

    func render(_ report: CheckReport) -> String {
        var out: [String] = report.unplacedDiagnostics.flatMap(lines(for:))
        if !out.isEmpty { out.append("") }
        for page in report.pages {
            let examples = report.examples(in: page), pageDiagnostics = report.diagnostics(in: page)
            guard !examples.isEmpty || !pageDiagnostics.isEmpty else { continue }
            out.append(paint("== \(page) (\(pageCounts(examples)))", "1"))
            var blocks: [(line: Int, lines: [String])] = pageDiagnostics.map { ($0.location?.line ?? 0, lines(for: $0)) }
            var printed = Set(pageDiagnostics)
            // A verified example that rests on assumed declarations says so, as a note.
            for example in examples where !example.needsAttention && example.assumptionNote != nil {
                let note = Diagnostic(
                    .note, "\(example.verdict.status.rawValue), \(example.assumptionNote!)", at: example.startLocation,
                    source: "check.assumed"
                )
                blocks.append((example.snippet.startLine, lines(for: note)))
            }
            for example in examples where example.needsAttention {
                let headline = Diagnostic(
                    example.severity(strict: report.strict), example.headline, at: example.startLocation,
                    source: example.checkSource
                )
                var block = lines(for: headline)
                for diagnostic in example.verdict.diagnostics.sortedByLocation() where printed.insert(diagnostic).inserted {
                    block += lines(for: diagnostic)
                }
                blocks.append((example.snippet.startLine, block))
            }
            let ordered = blocks.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            out += ordered.flatMap(\.element.lines)
            out.append("")
        }
        let totals = report.totals
        out.append(totals.countsLine)
        out.append(totals.summaryLine)
        return out.joined(separator: "\n") + "\n"
    }

    /// One line per finding; nothing when there are none.
    func render(_ report: LintReport) -> String {
        report.findings.flatMap(text.lines(for:)).map { $0 + "\n" }.joined()
    }

    /// `3 examples: 2 verified, 1 failed` — only the statuses present.
    private func pageCounts(_ examples: [CheckedSnippet]) -> String {
        let totals = CheckReport.Totals(examples: examples, strict: false)
        let noun = examples.count == 1 ? "example" : "examples"
        let statuses = VerdictStatus.allCases.filter { totals.count($0) > 0 }.map { "\(totals.count($0)) \($0.rawValue)" }
        return statuses.isEmpty ? "\(examples.count) \(noun)" : "\(examples.count) \(noun): " + statuses.joined(separator: ", ")
    }

    private var text: DiagnosticText { DiagnosticText(colour: colour) }

    private func lines(for diagnostic: Diagnostic) -> [String] { text.lines(for: diagnostic) }

    private func paint(_ string: String, _ code: String) -> String { text.paint(string, code) }
}

/// A diagnostic in the compiler form, `path:line:col: severity: message [source] (URL)`, then a
/// `note:` line per note: the one way `check`, `lint` and `build` print a diagnostic.
///
/// With colour (for a terminal), only the severity word is painted.
package struct DiagnosticText: Sendable {
    package var colour: Bool

    package init(colour: Bool) {
        self.colour = colour
    }

    /// The diagnostic's own line.
    package func line(for diagnostic: Diagnostic) -> String {
        diagnostic.formatted(severity: severityWord)
    }

    /// The diagnostic's line, then one line per note.
    package func lines(for diagnostic: Diagnostic) -> [String] {
        [line(for: diagnostic)]
            + diagnostic.notes.map { note in
                "\(note.location.map { "\($0): " } ?? "")\(severityWord(.note)): \(note.message)"
            }
    }

    private func severityWord(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error", "1;31")
        case .warning: paint("warning", "1;33")
        case .note: paint("note", "1;36")
        }
    }

    /// `text` in the ANSI style `code` when colour is on.
    package func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
