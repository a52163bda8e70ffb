import Foundation
import SiteCore

/// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), as read by code-scanning
/// services. Every rule that ran is described (with its `helpUri` when links are absolute); findings turned off by a
/// suppression comment are included with an `inSource` suppression.
///
/// SARIF counts columns in UTF-16 code units by default, so columns (UTF-8 bytes in the
/// engine) are converted using the file's text.
package struct SARIFLintFormatter: Sendable {
    package init() {}

    package func render(_ report: LintReport) throws -> String {
        let rules = report.rules.map { description in
            Rule(
                id: description.id,
                name: description.name,
                shortDescription: .init(text: Self.plain(description.summary)),
                fullDescription: .init(text: Self.plain(description.rationale)),
                helpUri: report.ruleURLs[description.id].flatMap(Self.absoluteURI),
                help: .init(text: Self.plain(description.rationale)),
                defaultConfiguration: .init(level: Self.level(description.severity))
            )
        }
        let index = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let lines = LineCache(sources: report.sources)
        let results = report.findings.map { result($0, index: index, lines: lines, suppressed: false) }
            + report.suppressed.map { result($0, index: index, lines: lines, suppressed: true) }
        let log = Log(runs: [
            Run(
                tool: .init(driver: .init(
                    name: "handbook",
                    informationUri: "https://github.com/handbook/handbook",
                    rules: rules
                )),
                results: results,
                columnKind: "utf16CodeUnits"
            ),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }

    private func result(_ finding: LintFinding, index: [String: Int], lines: LineCache, suppressed: Bool) -> Result {
        let v = finding.violation
        var message = v.message
        if let url = finding.url { message += " (\(url))" }
        return Result(
            ruleId: v.ruleID,
            ruleIndex: index[v.ruleID],
            level: Self.level(v.severity),
            message: .init(text: message),
            locations: [
                .init(physicalLocation: .init(
                    artifactLocation: .init(uri: Self.uri(finding.path)),
                    region: .init(
                        startLine: v.line,
                        startColumn: lines.utf16Column(path: finding.path, line: v.line, utf8Column: v.column),
                        endLine: v.endLine,
                        endColumn: lines.utf16Column(path: finding.path, line: v.endLine, utf8Column: v.endColumn)
                    )
                )),
            ],
            suppressions: suppressed ? [.init(kind: "inSource")] : nil
        )
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// `url` when it is absolute (`https://…`), as SARIF requires of `helpUri`; `nil` for a
    /// relative link (no `base_url`), which code-scanning services cannot open.
    static func absoluteURI(_ url: String) -> String? {
        guard let scheme = URL(string: url)?.scheme, !scheme.isEmpty else { return nil }
        return url
    }

    /// Markdown code spans and escapes removed, for plain-text fields.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "")
    }

    /// A relative path as a URI reference: `/`-separated, spaces and `%` escaped.
    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    // MARK: SARIF model (the subset used)

    struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var columnKind: String
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name: String
        var informationUri: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var helpUri: String?
        var help: Text
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }
    struct Text: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var suppressions: [Suppression]?
    }

    struct Suppression: Encodable { var kind: String }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
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
