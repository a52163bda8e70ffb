import SiteCore

/// Everything one `handbook lint` run found, ready to be formatted.
///
/// Each finding is a ``Diagnostic``: at its file, line and column, with its rule id as
/// `source`, its end as `end` and the URL of the page that explains the rule as `url`.
package struct LintReport: Sendable {
    /// How many files were linted.
    package var fileCount: Int
    /// How many lines were linted.
    package var lineCount: Int
    /// Findings to report, sorted by path and position.
    package var findings: [Diagnostic]
    /// Findings turned off by `// handbook:disable` comments, sorted the same way.
    package var suppressed: [Diagnostic]
    /// The rules that ran, for formats that describe them (SARIF).
    package var rules: [RuleDescription]
    /// The URL of each rule's documentation, by rule id.
    package var ruleURLs: [String: String]
    /// The source text of each file with findings, by path, for column conversions (SARIF).
    package var sources: [String: String]

    package init(
        fileCount: Int,
        lineCount: Int,
        findings: [Diagnostic],
        suppressed: [Diagnostic],
        rules: [RuleDescription],
        ruleURLs: [String: String],
        sources: [String: String] = [:]
    ) {
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.findings = Self.sorted(findings)
        self.suppressed = Self.sorted(suppressed)
        self.rules = rules
        self.ruleURLs = ruleURLs
        self.sources = sources
    }

    /// Sorted by path, line, column and rule id.
    private static func sorted(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.sorted { a, b in
            let (x, y) = (a.location ?? .unknown, b.location ?? .unknown)
            return (x.file, x.line, x.column, a.source) < (y.file, y.line, y.column, b.source)
        }
    }
}

extension SourceLocation {
    /// The place of a finding without one, sorted first.
    fileprivate static let unknown = SourceLocation(file: "", line: 0, column: 0)
}
