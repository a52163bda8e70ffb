import Foundation
import SiteCore

/// Findings a team has accepted for now, so that `handbook lint --baseline FILE` fails only on
/// new ones (as SwiftLint's baseline does).
///
/// A finding is recorded by its rule id, its file and a hash of its line's text with the
/// surrounding whitespace trimmed — not its line number — so edits above a finding, or
/// re-indenting it, leave it in the baseline, while editing the line itself makes it new.
/// Identical findings are counted: a baseline with one `foreach-indices-identity` on a line
/// does not cover a second copy of that line.
///
/// The file is JSON:
/// ```json
/// { "version": 1, "findings": [ { "rule": "foreach-indices-identity", "file": "Sources/App/List.swift", "line": "9f0c…" } ] }
/// ```
package struct LintBaseline: Sendable, Codable, Equatable {
    package struct Entry: Sendable, Codable, Hashable, Comparable {
        /// The rule id.
        package var rule: String
        /// The file, relative to the folder `lint` ran in.
        package var file: String
        /// ``LintBaseline/lineHash(_:)`` of the finding's line.
        package var line: String

        package static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.line) < (b.file, b.rule, b.line)
        }
    }

    package var version = 1
    package var findings: [Entry]

    package init(findings: [Entry]) {
        self.findings = findings.sorted()
    }

    /// The baseline that accepts every finding of `report`.
    package init(report: LintReport) {
        self.init(findings: report.findings.map { Self.entry(for: $0, in: report) })
    }

    /// Reads a baseline file.
    /// - Throws: ``HandbookError`` when it cannot be read or is not a baseline.
    package init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HandbookError("cannot read the baseline file", path: path)
        }
        do {
            self = try JSONDecoder().decode(LintBaseline.self, from: data)
        } catch {
            throw HandbookError("not a lint baseline (expected JSON written by 'handbook lint --write-baseline')", path: path)
        }
    }

    /// The file's text: pretty-printed JSON with sorted keys, one finding per entry.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Splits `report`'s findings into new ones (kept in the report) and baselined ones.
    package func apply(to report: LintReport) -> (report: LintReport, baselined: [Diagnostic]) {
        var remaining = findings.reduce(into: [Entry: Int]()) { $0[$1, default: 0] += 1 }
        var fresh: [Diagnostic] = []
        var baselined: [Diagnostic] = []
        for finding in report.findings {
            let entry = Self.entry(for: finding, in: report)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                baselined.append(finding)
            } else {
                fresh.append(finding)
            }
        }
        var filtered = report
        filtered.findings = fresh
        return (filtered, baselined)
    }

    static func entry(for finding: Diagnostic, in report: LintReport) -> Entry {
        let file = finding.location?.file ?? ""
        let text = report.sources[file].map { Self.line(finding.location?.line ?? 0, of: $0) } ?? ""
        return Entry(rule: finding.source, file: file, line: lineHash(text))
    }

    /// The 1-based `number`th line of `source` ("" past the end).
    static func line(_ number: Int, of source: String) -> Substring {
        var current = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return line }
            current += 1
        }
        return ""
    }

    /// FNV-1a (64-bit) of the line's UTF-8 with surrounding whitespace trimmed, as 16 hex digits.
    package static func lineHash(_ line: some StringProtocol) -> String {
        FNV1a.hex64(line.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
