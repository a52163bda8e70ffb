/// A ``RuleViolation`` placed in a file, with the URL of the handbook section that explains it.
package struct LintFinding: Sendable, Hashable, Codable {
    /// The file, relative to the working directory where possible.
    package var path: String
    package var violation: RuleViolation
    /// Where the rule is explained, or `nil` when the rule has no documentation.
    package var url: String?

    package init(path: String, violation: RuleViolation, url: String?) {
        self.path = path
        self.violation = violation
        self.url = url
    }
}

/// Everything one `handbook lint` run found, ready to be formatted.
package struct LintReport: Sendable {
    /// How many files were linted.
    package var fileCount: Int
    /// How many lines were linted.
    package var lineCount: Int
    /// Findings to report, sorted by path and position.
    package var findings: [LintFinding]
    /// Findings turned off by `// handbook:disable` comments, sorted the same way.
    package var suppressed: [LintFinding]
    /// The rules that ran, for formats that describe them (SARIF).
    package var rules: [RuleDescription]
    /// The URL of each rule's documentation, by rule id.
    package var ruleURLs: [String: String]
    /// The source text of each file with findings, by path, for column conversions (SARIF).
    package var sources: [String: String]

    package init(
        fileCount: Int,
        lineCount: Int,
        findings: [LintFinding],
        suppressed: [LintFinding],
        rules: [RuleDescription],
        ruleURLs: [String: String],
        sources: [String: String] = [:]
    ) {
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.findings = findings.sortedByLocation()
        self.suppressed = suppressed.sortedByLocation()
        self.rules = rules
        self.ruleURLs = ruleURLs
        self.sources = sources
    }
}

extension Array where Element == LintFinding {
    /// Sorted by path, line, column and rule id.
    func sortedByLocation() -> [LintFinding] {
        sorted {
            ($0.path, $0.violation.line, $0.violation.column, $0.violation.ruleID)
                < ($1.path, $1.violation.line, $1.violation.column, $1.violation.ruleID)
        }
    }
}
