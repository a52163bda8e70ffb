import Foundation
import SiteCore

/// The output formats of `handbook lint`.
package enum LintReportFormat: String, Sendable, CaseIterable {
    /// `path:line:col: warning: message [rule-id] (URL)`, one finding per line.
    case text
    /// A JSON document with findings, suppressed findings and counts.
    case json
    /// SARIF 2.1.0, for code-scanning tools; rules carry an absolute `helpUri` when there is a base URL.
    case sarif
    /// GitHub Actions workflow commands (`::warning file=…,line=…::message`).
    case github

    /// The report in this format. Text and GitHub output end with a newline per finding;
    /// `toolVersion` goes into the SARIF tool description.
    package func render(_ report: LintReport, toolVersion: String? = nil) throws -> String {
        switch self {
        case .text: return TextLintFormatter().render(report)
        case .json: return try JSONLintFormatter().render(report)
        case .sarif: return SARIFLintFormatter(toolVersion: toolVersion).render(report)
        case .github: return GitHubLintFormatter().render(report)
        }
    }
}

/// The compiler-style form editors and terminals understand.
package struct TextLintFormatter: Sendable {
    package init() {}

    package func render(_ report: LintReport) -> String {
        report.findings.map(line(for:)).map { $0 + "\n" }.joined()
    }

    /// `path:line:col: severity: message [rule-id] (URL)`.
    package func line(for finding: LintFinding) -> String {
        let v = finding.violation
        var text = "\(finding.path):\(v.line):\(v.column): \(v.severity.rawValue): \(v.message) [\(v.ruleID)]"
        if let url = finding.url { text += " (\(url))" }
        return text
    }
}

/// GitHub Actions annotations.
package struct GitHubLintFormatter: Sendable {
    package init() {}

    package func render(_ report: LintReport) -> String {
        report.findings.map { finding in
            let v = finding.violation
            let command = GitHubAnnotation.command(for: v.severity)
            let properties = [
                "file=\(GitHubAnnotation.escapeProperty(finding.path))",
                "line=\(v.line)", "col=\(v.column)", "endLine=\(v.endLine)", "endColumn=\(v.endColumn)",
                "title=\(GitHubAnnotation.escapeProperty(v.ruleID))",
            ].joined(separator: ",")
            var message = v.message
            if let url = finding.url { message += " (\(url))" }
            return "::\(command) \(properties)::\(GitHubAnnotation.escapeData(message))\n"
        }.joined()
    }
}

/// A JSON document: `{"files", "lines", "findings": [...], "suppressed": [...]}`.
package struct JSONLintFormatter: Sendable {
    package init() {}

    struct Document: Encodable {
        var version = 1
        var files: Int
        var lines: Int
        var findings: [Entry]
        var suppressed: [Entry]
    }

    struct Entry: Encodable {
        var path: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var severity: String
        var ruleID: String
        var message: String
        var url: String?

        init(_ finding: LintFinding) {
            let v = finding.violation
            path = finding.path
            line = v.line
            column = v.column
            endLine = v.endLine
            endColumn = v.endColumn
            severity = v.severity.rawValue
            ruleID = v.ruleID
            message = v.message
            url = finding.url
        }
    }

    package func render(_ report: LintReport) throws -> String {
        let document = Document(
            files: report.fileCount,
            lines: report.lineCount,
            findings: report.findings.map(Entry.init),
            suppressed: report.suppressed.map(Entry.init)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }
}
