import SiteCore

/// `lint --format sarif`: every rule that ran is described (with its `helpUri` when links are
/// absolute); findings turned off by a suppression comment are included with an `inSource`
/// suppression. The log itself is ``SARIF``'s, shared with `check`.
///
/// SARIF counts columns in UTF-16 code units, so columns (UTF-8 bytes in the engine) are
/// converted using the file's text.
package struct SARIFLintFormatter: Sendable {
    package var toolVersion: String?

    package init(toolVersion: String? = nil) {
        self.toolVersion = toolVersion
    }

    package func render(_ report: LintReport) -> String {
        let rules = report.rules.map { description in
            SARIF.Rule(
                id: description.id,
                name: description.name,
                shortDescription: Self.plain(description.summary),
                fullDescription: Self.plain(description.rationale),
                helpUri: report.ruleURLs[description.id].flatMap(SARIF.absoluteURI),
                defaultLevel: description.severity
            )
        }
        let index = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let lines = LineCache(sources: report.sources)
        let results =
            report.findings.map { result($0, index: index, lines: lines, suppressed: false) }
            + report.suppressed.map { result($0, index: index, lines: lines, suppressed: true) }
        return SARIF.render(toolVersion: toolVersion, rules: rules, results: results)
    }

    private func result(_ finding: LintFinding, index: [String: Int], lines: LineCache, suppressed: Bool) -> SARIF.Result {
        let v = finding.violation
        var message = v.message
        if let url = finding.url { message += " (\(url))" }
        return SARIF.Result(
            ruleId: v.ruleID,
            ruleIndex: index[v.ruleID],
            severity: v.severity,
            message: message,
            locations: [
                SARIF.Location(
                    file: finding.path,
                    startLine: v.line,
                    startColumn: lines.utf16Column(path: finding.path, line: v.line, utf8Column: v.column),
                    endLine: v.endLine,
                    endColumn: lines.utf16Column(path: finding.path, line: v.endLine, utf8Column: v.endColumn)
                )
            ],
            suppressedInSource: suppressed
        )
    }

    /// Markdown code spans removed, for plain-text fields.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "")
    }
}

/// The lines of each file, split once, for UTF-8 → UTF-16 column conversion.
private struct LineCache {
    let lines: [String: [Substring]]

    init(sources: [String: String]) {
        lines = sources.mapValues { $0.split(separator: "\n", omittingEmptySubsequences: false) }
    }

    /// The 1-based UTF-16 column for a 1-based UTF-8 column; unchanged when the text is unknown.
    func utf16Column(path: String, line: Int, utf8Column: Int) -> Int {
        guard let fileLines = lines[path], line >= 1, line <= fileLines.count else { return utf8Column }
        let utf8 = fileLines[line - 1].utf8
        let offset = min(utf8Column - 1, utf8.count)
        let index = utf8.index(utf8.startIndex, offsetBy: offset)
        return fileLines[line - 1][..<index].utf16.count + 1
    }
}
