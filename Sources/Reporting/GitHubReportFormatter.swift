import Linting
import SiteCore
import SnippetChecking
import Snippets

/// GitHub Actions workflow commands: annotations on the Markdown lines of a pull request.
///
/// ```
/// ::error file=Content/a.md,line=24,endLine=26,col=1,title=handbook check.failed::failed: bad example, lines 24-26
/// ::error file=Content/a.md,line=25,col=9,title=handbook syntax::expected '}' to end struct
/// 2 passed, 1 failed, 0 skipped
/// ```
///
/// Failed and mismatched examples are `::error`; unverified ones `::warning` (`::error`
/// with `--strict`, since they then fail the run). Their diagnostics, and page-level
/// diagnostics, follow with their own severity (`note` → `::notice`). Verified and skipped
/// examples produce nothing. Property values escape `%`, CR, LF, `:` and `,`; messages
/// escape `%`, CR and LF. The closing summary line is printed last.
///
/// `lint` writes one annotation per finding, spanning the finding (`col`, `endLine`,
/// `endColumn`), titled with the rule id, the rule's page after the message.
struct GitHubReportFormatter: ReportFormatter {
    func render(_ report: CheckReport) -> String {
        var out: [String] = report.unplacedDiagnostics.map(command(for:))
        for page in report.pages {
            var printed = Set(report.diagnostics(in: page))
            var blocks: [(line: Int, lines: [String])] = report.diagnostics(in: page).map {
                ($0.location?.line ?? 0, [command(for: $0)])
            }
            for example in report.examples(in: page) where example.needsAttention {
                let snippet = example.snippet
                var block = [
                    Self.command(
                        example.severity(strict: report.strict), file: snippet.file, line: snippet.startLine,
                        endLine: snippet.endLine, column: example.startColumn, title: "handbook \(example.checkSource)",
                        message: example.headline
                    )
                ]
                for diagnostic in example.verdict.diagnostics.sortedByLocation() where printed.insert(diagnostic).inserted {
                    block.append(command(for: diagnostic))
                }
                blocks.append((snippet.startLine, block))
            }
            out += blocks.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.flatMap(\.element.lines)
        }
        out.append(report.summaryLine)
        return out.joined(separator: "\n") + "\n"
    }

    func render(_ report: LintReport) -> String {
        report.findings.map { Self.annotation(for: $0, title: $0.source) + "\n" }.joined()
    }

    /// A `check` diagnostic, titled `handbook <source>`.
    private func command(for diagnostic: Diagnostic) -> String {
        Self.annotation(for: diagnostic, title: "handbook \(diagnostic.source)")
    }

    /// The annotation for a diagnostic: its file, line and column, its end when it has one,
    /// `title`, and the message (with the explaining page, if any).
    static func annotation(for diagnostic: Diagnostic, title: String) -> String {
        var properties: [(String, String)] = []
        if let location = diagnostic.location {
            properties += [("file", location.file), ("line", "\(location.line)"), ("col", "\(location.column)")]
        }
        if let end = diagnostic.end { properties += [("endLine", "\(end.line)"), ("endColumn", "\(end.column)")] }
        properties.append(("title", title))
        return GitHubAnnotation.command(diagnostic.severity, properties: properties, message: diagnostic.messageWithURL)
    }

    /// An example's annotation: its lines (`endLine` only when there are several), then its column.
    private static func command(
        _ severity: Severity, file: String, line: Int, endLine: Int, column: Int, title: String, message: String
    ) -> String {
        var properties = [("file", file), ("line", "\(line)")]
        if endLine != line { properties.append(("endLine", "\(endLine)")) }
        properties += [("col", "\(column)"), ("title", title)]
        return GitHubAnnotation.command(severity, properties: properties, message: message)
    }

    static func escapeData(_ text: String) -> String {
        GitHubAnnotation.escapeData(text)
    }

    static func escapeProperty(_ text: String) -> String {
        GitHubAnnotation.escapeProperty(text)
    }
}
