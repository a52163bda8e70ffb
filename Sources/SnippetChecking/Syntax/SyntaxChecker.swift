import SiteCore
import Snippets
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses an example with SwiftParser and reports its syntax errors in the Markdown file.
///
/// The example's ``Snippet/source`` (setup, hidden and visible lines) is parsed as one
/// Swift file; each diagnostic of `ParseDiagnosticsGenerator` is moved to the Markdown
/// line and column of the ``SnippetLine`` it points into, so
/// `Content/lists/identity.md:42:17: error: expected '}' to end struct [syntax]` lands on
/// the right character even inside an indented fence. Notes move the same way.
///
/// ```swift
/// let diagnostics = SyntaxChecker.check(snippet)
/// if diagnostics.contains(where: { $0.severity == .error }) { /* the example fails */ }
/// ```
package enum SyntaxChecker {
    /// The ``Diagnostic/source`` of every diagnostic this checker reports.
    package static let source = "syntax"

    /// The syntax diagnostics of an example, in the Markdown file; empty when it parses cleanly.
    /// The ``Diagnostic/source`` of the error for code nested too deeply to parse: the
    /// example is not parsed, compiled or linted, and ``VerdictJudge`` makes it unverified.
    package static let nestingSource = "syntax.nesting"

    package static func check(_ snippet: Snippet) -> [SiteCore.Diagnostic] {
        if let excess = SwiftNesting.excess(in: snippet.source) {
            let location = markdownLocation(line: excess.line, column: excess.column, in: snippet)
            return [
                SiteCore.Diagnostic(
                    .error, "\(excess.description), too deep to parse safely; the example was not checked",
                    at: location, source: nestingSource)
            ]
        }
        let tree = Parser.parse(source: snippet.source)
        let converter = SourceLocationConverter(fileName: snippet.file, tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let notes = diagnostic.notes.map { note in
                SiteCore.Diagnostic.Note(
                    location: markdownLocation(note.location(converter: converter), in: snippet), message: note.message
                )
            }
            return SiteCore.Diagnostic(
                severity(diagnostic.diagMessage.severity), diagnostic.message,
                at: markdownLocation(diagnostic.location(converter: converter), in: snippet), source: source,
                notes: notes
            )
        }
    }

    /// Moves a location in the snippet's source to the Markdown file: line `n` of the source
    /// is `snippet.lines[n - 1]`, and column `c` is `c - 1` bytes after that line's column.
    /// A location past the last line (the end of the file) is placed after the last line's text.
    static func markdownLocation(_ location: SwiftSyntax.SourceLocation, in snippet: Snippet) -> SiteCore.SourceLocation? {
        markdownLocation(line: location.line, column: location.column, in: snippet)
    }

    static func markdownLocation(line sourceLine: Int, column: Int, in snippet: Snippet) -> SiteCore.SourceLocation? {
        guard let last = snippet.lines.last else { return nil }
        let index = sourceLine - 1
        guard index < snippet.lines.count else {
            return SiteCore.SourceLocation(
                file: snippet.file, line: last.markdownLine, column: last.markdownColumn + last.text.utf8.count
            )
        }
        let line = snippet.lines[max(0, index)]
        return SiteCore.SourceLocation(
            file: snippet.file, line: line.markdownLine, column: line.markdownColumn + max(0, column - 1)
        )
    }

    private static func severity(_ severity: DiagnosticSeverity) -> Severity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note, .remark: .note
        @unknown default: .note
        }
    }
}
