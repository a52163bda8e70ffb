import Foundation
import SiteCore
import Snippets
import TestSupport
import Testing

@testable import SnippetChecking

/// Hand-built checked examples covering every status and label, shared by the report tests.
enum ReportsFixtures {
    static func location(_ file: String, _ line: Int, _ column: Int) -> SiteCore.SourceLocation {
        SiteCore.SourceLocation(file: file, line: line, column: column)
    }

    static func example(
        _ file: String, fence: Int, part: Int = 0, label: SnippetLabel, labelText: String? = nil, lines: ClosedRange<Int>,
        column: Int = 1, namedRules: [String] = [], options: SnippetOptions = SnippetOptions(), status: VerdictStatus,
        reason: String? = nil, diagnostics: [Diagnostic] = [], fired: [String] = [], assumed: [Verdict.Assumption] = []
    ) -> CheckedSnippet {
        let snippetLines = lines.map { SnippetLine(text: "line \($0)", markdownLine: $0, markdownColumn: column) }
        let snippet = Snippet(
            id: "\(file)#\(fence).\(part)", file: file, fenceIndex: fence, partIndex: part, label: label,
            labelText: labelText, namedRules: namedRules, options: options, lines: snippetLines,
            startLine: lines.lowerBound, endLine: lines.upperBound, labelLine: labelText == nil ? nil : lines.lowerBound - 1
        )
        return CheckedSnippet(
            snippet: snippet,
            verdict: Verdict(status: status, reason: reason, diagnostics: diagnostics, firedRules: fired, assumed: assumed)
        )
    }

    static let identity = "Content/lists/stable identity.md"
    static let views = "Content/views/view-structure.md"
    static let empty = "Content/index.md"

    /// Two pages with examples (listed out of order on purpose), one page without any.
    static func report(strict: Bool = false) -> CheckReport {
        let syntaxError = Diagnostic(
            .error, "expected '}' to end struct", at: location(identity, 33, 9), source: "syntax",
            notes: [Diagnostic.Note(location: location(identity, 31, 1), message: "to match this opening '{'")]
        )
        let examples = [
            example(
                views, fence: 1, label: .unlabelled, lines: 40...41, status: .unverified,
                reason: "API not in the surface ('Gauge')",
                diagnostics: [
                    Diagnostic(.warning, "cannot check 'Gauge', not in the surface", at: location(views, 41, 5), source: "surface")
                ]),
            example(
                identity, fence: 0, part: 1, label: .bad, labelText: "Bad [foreach-indices-identity] - indices",
                lines: 18...20, namedRules: ["foreach-indices-identity"], status: .verified,
                diagnostics: [
                    Diagnostic(.warning, "'ForEach' over 'indices'", at: location(identity, 18, 1), source: "foreach-indices-identity")
                ],
                fired: ["foreach-indices-identity"]),
            example(
                identity, fence: 0, part: 0, label: .good, labelText: "Good - stable identity", lines: 12...15, status: .verified,
                assumed: [Verdict.Assumption(name: "crates", declaration: "crates: [element with label]")]),
            example(
                identity, fence: 2, label: .good, labelText: "Good", lines: 25...27, status: .mismatch,
                reason: "'good' example triggers 'anyview-usage'",
                diagnostics: [
                    Diagnostic(
                        .warning, "'AnyView' in a row erases identity & <type>", at: location(identity, 26, 13), source: "anyview-usage")
                ],
                fired: ["anyview-usage"]),
            example(
                identity, fence: 3, label: .unlabelled, lines: 31...33, column: 3, status: .failed,
                reason: "does not compile", diagnostics: [syntaxError]),
            example(
                identity, fence: 4, label: .bad, lines: 38...39, options: SnippetOptions(isIgnored: true), status: .skipped,
                reason: "ignore"),
            example(
                views, fence: 0, label: .bad, labelText: "❌ different views, 50% slower", lines: 10...12,
                options: SnippetOptions(mustFailToCompile: true), status: .verified,
                diagnostics: [
                    Diagnostic(.error, "cannot convert value of type 'Int' to 'String'", at: location(views, 11, 7), source: "swiftc")
                ]),
        ]
        let pageDiagnostics = [
            Diagnostic(
                .warning, "unknown fence attribute 'compile-fial'; did you mean 'compile-fail'?",
                at: location(identity, 22, 1), source: "snippets.unknown-attribute")
        ]
        return CheckReport(examples: examples, pages: [views, identity, empty], diagnostics: pageDiagnostics, strict: strict)
    }

    // MARK: Golden files

    /// Compares `actual` with `Tests/ReportingTests/ReportsGolden/<name>` (see
    /// TestSupport's `assertGolden`).
    static func assertGolden(
        _ actual: String, named name: String, filePath: String = #filePath, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        TestSupport.assertGolden(actual, named: name, folder: "ReportsGolden", filePath: filePath, sourceLocation: sourceLocation)
    }
}
