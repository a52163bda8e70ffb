import Linting
import SnippetChecking

/// The formats `handbook check --format` and `handbook lint --format` write: one set of
/// formatters, over ``CheckReport`` and ``LintReport`` alike, whose findings are `Diagnostic`s.
package enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler-style lines (`path:line:col: severity: message [source]`); for `check` grouped
    /// by page, then counts and `N passed, N failed, N skipped`.
    case text
    /// A stable JSON document (`check`'s schema is in the README, version
    /// ``JSONReportFormatter/schemaVersion``).
    case json
    /// JUnit XML: for `check` a testsuite per page, a testcase per example; for `lint` a
    /// testsuite per file, a testcase per finding.
    case junit
    /// SARIF 2.1.0, for GitHub code scanning.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`).
    case github

    /// Renders `report` in this format.
    package func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        formatter(options).render(report)
    }

    /// Renders `report` in this format. Text and GitHub output end with a newline per finding.
    package func render(_ report: LintReport, options: ReportOptions = ReportOptions()) -> String {
        formatter(options).render(report)
    }

    private func formatter(_ options: ReportOptions) -> any ReportFormatter {
        switch self {
        case .text: TextReportFormatter(colour: options.colour)
        case .json: JSONReportFormatter()
        case .junit: JUnitReportFormatter()
        case .sarif: SARIFReportFormatter(toolVersion: options.toolVersion)
        case .github: GitHubReportFormatter()
        }
    }
}

/// One format's writer: every format writes both reports.
protocol ReportFormatter {
    func render(_ report: CheckReport) -> String
    func render(_ report: LintReport) -> String
}

/// Settings that change how a report is written, not what it says.
package struct ReportOptions: Hashable, Sendable {
    /// ANSI colour in the text format (only when writing to a terminal).
    package var colour: Bool
    /// The tool version written into SARIF (`tool.driver.version`), if known.
    package var toolVersion: String?

    /// Creates options; by default no colour and no version.
    package init(colour: Bool = false, toolVersion: String? = nil) {
        self.colour = colour
        self.toolVersion = toolVersion
    }
}
