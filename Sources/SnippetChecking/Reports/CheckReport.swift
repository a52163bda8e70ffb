import SiteCore
import Snippets

/// The outcome of `handbook check`: every example with its verdict, grouped by page, and
/// the counts every report format prints.
///
/// **Passed, failed, skipped.** Each example counts in exactly one of the three summary
/// numbers, so they always add up to the number of examples:
/// - *passed*: `verified`;
/// - *failed*: `failed` and `mismatch`, plus `unverified` with `--strict`;
/// - *skipped*: `skipped` (`ignore`), plus `unverified` without `--strict` (the tool could
///   not judge, and that does not fail the run).
///
/// This matches ``VerdictStatus/isFailure(strict:)``: the run fails exactly when `failed > 0`.
///
/// ```swift
/// let report = CheckReport(examples: checked, pages: ["Content/lists/identity.md"], strict: false)
/// print(ReportFormat.text.render(report, options: ReportOptions(colour: isTTY)))
/// exit(report.hasFailures ? 1 : 0)
/// ```
package struct CheckReport: Hashable, Sendable {
    /// Every checked example, ordered by page (in ``pages`` order), then fence, then part.
    package var examples: [CheckedSnippet]
    /// The pages that were checked, including those without examples, in report order:
    /// the given order, then any page that only an example names, sorted.
    package var pages: [String]
    /// Problems found outside any example (extraction: unknown fence attribute, unterminated fence…).
    package var diagnostics: [Diagnostic]
    /// Whether unverified examples fail the run (`--strict`).
    package var strict: Bool

    /// Creates a report.
    /// - Parameters:
    ///   - examples: the checked examples, in any order.
    ///   - pages: the pages checked (Markdown paths as used in the snippets' `file`).
    ///   - diagnostics: page-level diagnostics that belong to no example.
    ///   - strict: whether unverified examples count as failures.
    package init(examples: [CheckedSnippet], pages: [String], diagnostics: [Diagnostic] = [], strict: Bool = false) {
        var order = pages
        let extra = Set(examples.map(\.snippet.file)).subtracting(pages)
        order += extra.sorted()
        var seen = Set<String>()
        self.pages = order.filter { seen.insert($0).inserted }
        let rank = Dictionary(self.pages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.examples = examples.sorted { a, b in
            let (x, y) = (a.snippet, b.snippet)
            if x.file != y.file { return rank[x.file, default: .max] < rank[y.file, default: .max] }
            if x.fenceIndex != y.fenceIndex { return x.fenceIndex < y.fenceIndex }
            if x.partIndex != y.partIndex { return x.partIndex < y.partIndex }
            return x.id < y.id
        }
        self.diagnostics = diagnostics.sortedByLocation()
        self.strict = strict
    }

    /// The counts by label and status, and the summary numbers.
    package var totals: Totals { Totals(examples: examples, strict: strict) }

    /// Whether `check` fails: some example failed or mismatched (or, strict, is unverified).
    package var hasFailures: Bool { totals.failedCount > 0 }

    /// The examples of one page, in order.
    package func examples(in page: String) -> [CheckedSnippet] { examples.filter { $0.snippet.file == page } }

    /// The page-level diagnostics of one page, by location.
    package func diagnostics(in page: String) -> [Diagnostic] { diagnostics.filter { $0.location?.file == page } }

    /// Diagnostics that belong to no page: without a location, or in a file that is not a
    /// page (a prelude). Reports print them before the pages.
    package var unplacedDiagnostics: [Diagnostic] {
        let pageSet = Set(pages)
        return diagnostics.filter { $0.location.map { !pageSet.contains($0.file) } ?? true }
    }

    /// The closing line CI tools read: `N passed, N failed, N skipped`.
    package var summaryLine: String { totals.summaryLine }

    /// Counts over a report's examples.
    package struct Totals: Hashable, Sendable {
        package var examples = 0
        package var good = 0, bad = 0, unlabelled = 0
        package var verified = 0, mismatch = 0, failed = 0, unverified = 0, skipped = 0
        /// Summary numbers (see ``CheckReport``): they add up to ``examples``.
        package var passedCount = 0, failedCount = 0, skippedCount = 0

        /// Counts `examples`.
        package init(examples list: [CheckedSnippet], strict: Bool) {
            for example in list {
                examples += 1
                switch example.snippet.label {
                case .good: good += 1
                case .bad: bad += 1
                case .unlabelled: unlabelled += 1
                }
                let status = example.verdict.status
                switch status {
                case .verified: verified += 1
                case .mismatch: mismatch += 1
                case .failed: failed += 1
                case .unverified: unverified += 1
                case .skipped: skipped += 1
                }
                if status == .verified {
                    passedCount += 1
                } else if status.isFailure(strict: strict) {
                    failedCount += 1
                } else {
                    skippedCount += 1
                }
            }
        }

        /// The number of examples with `status`.
        package func count(_ status: VerdictStatus) -> Int {
            switch status {
            case .verified: verified
            case .mismatch: mismatch
            case .failed: failed
            case .unverified: unverified
            case .skipped: skipped
            }
        }

        /// `12 examples: 5 good, 4 bad, 3 unlabelled; 8 verified, 1 mismatch, 1 failed, 1 unverified, 1 skipped`
        package var countsLine: String {
            let statuses = VerdictStatus.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
            let noun = examples == 1 ? "example" : "examples"
            return "\(examples) \(noun): \(good) good, \(bad) bad, \(unlabelled) unlabelled; \(statuses)"
        }

        /// `8 passed, 2 failed, 2 skipped`
        package var summaryLine: String {
            "\(passedCount) passed, \(failedCount) failed, \(skippedCount) skipped"
        }
    }
}

extension CheckedSnippet {
    /// Whether the report speaks about this example: it is not verified and not skipped.
    package var needsAttention: Bool { verdict.status != .verified && verdict.status != .skipped }

    /// The column of the example's first line in the Markdown file.
    package var startColumn: Int {
        snippet.lines.first { $0.markdownLine == snippet.startLine }?.markdownColumn ?? 1
    }

    /// Where reports point for the example as a whole.
    package var startLocation: SourceLocation {
        SourceLocation(file: snippet.file, line: snippet.startLine, column: startColumn)
    }

    /// `mismatch: good example, lines 24-26: 'good' example triggers 'anyview-usage'`
    package var headline: String {
        let lines = snippet.startLine == snippet.endLine ? "line \(snippet.startLine)" : "lines \(snippet.startLine)-\(snippet.endLine)"
        let base = "\(verdict.status.rawValue): \(snippet.label.rawValue) example, \(lines)"
        let described = verdict.reason.map { "\(base): \($0)" } ?? base
        return assumptionNote.map { "\(described); \($0)" } ?? described
    }

    /// `assuming items: [element with title], UserRow(user:)`, or nil without assumptions.
    package var assumptionNote: String? {
        verdict.assumed.isEmpty ? nil : "assuming " + verdict.assumed.map(\.declaration).joined(separator: ", ")
    }

    /// `check.failed`, the source of the example's own line in reports.
    package var checkSource: String { "check.\(verdict.status.rawValue)" }

    /// The severity reports give the example as a whole.
    package func severity(strict: Bool) -> Severity {
        switch verdict.status {
        case .failed, .mismatch: .error
        case .unverified: strict ? .error : .warning
        case .verified, .skipped: .note
        }
    }
}
