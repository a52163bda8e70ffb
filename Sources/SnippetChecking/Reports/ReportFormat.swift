import Snippets

/// The formats `handbook check --format` writes.
package enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler-style lines grouped by page, then counts and `N passed, N failed, N skipped`.
    case text
    /// The stable JSON report (schema in the README, version ``JSONReportFormatter/schemaVersion``).
    case json
    /// JUnit XML: a testsuite per page, a testcase per example.
    case junit
    /// SARIF 2.1.0, for GitHub code scanning.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`).
    case github

    /// Renders `report` in this format.
    package func render(_ report: CheckReport, options: ReportOptions = ReportOptions()) -> String {
        switch self {
        case .text: TextReportFormatter(colour: options.colour).render(report)
        case .json: JSONReportFormatter().render(report)
        case .junit: JUnitReportFormatter().render(report)
        case .sarif: SARIFReportFormatter(toolVersion: options.toolVersion).render(report)
        case .github: GitHubReportFormatter().render(report)
        }
    }
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
