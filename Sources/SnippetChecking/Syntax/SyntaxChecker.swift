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

    /// The ``Diagnostic/source`` of the error for an example longer than the check takes
    /// (``maximumLines``, or ``SwiftNesting/maximumParsedBytes``): like one nested too
    /// deeply, it is unverified, not failed.
    package static let sizeSource = "syntax.size"

    /// The most lines an example may have to be checked. Examples teach in a screenful or
    /// two; a fence of thousands of lines is a file pasted whole, and typechecking it would
    /// hold up the whole check.
    package static let maximumLines = 2_000

    /// The diagnostic saying the example was too long or nested too deeply to be parsed, if
    /// ``check(_:)`` gave one: such an example is neither parsed, compiled nor linted.
    package static func unparsed(_ diagnostics: [SiteCore.Diagnostic]) -> SiteCore.Diagnostic? {
        diagnostics.first { $0.source == sizeSource || $0.source == nestingSource }
    }

    /// How `snippet` is longer than the check takes ("2400 lines, more than the 2000"), or
    /// `nil` when it is not.
    package static func sizeExcess(of snippet: Snippet) -> String? {
        if snippet.lines.count > maximumLines { return "\(snippet.lines.count) lines, more than the \(maximumLines)" }
        if SwiftNesting.isTooLongToParse(snippet.source) {
            return "\(snippet.source.utf8.count) bytes, more than the \(SwiftNesting.maximumParsedBytes)"
        }
        return nil
    }

    package static func check(_ snippet: Snippet) -> [SiteCore.Diagnostic] {
        if let size = sizeExcess(of: snippet) {
            return [
                SiteCore.Diagnostic(
                    .error, "the example has \(size) the check takes; the example was not checked",
                    at: markdownLocation(line: 1, column: 1, in: snippet), source: sizeSource)
            ]
        }
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
        if let equal = equalThatTrapsTheGenerator(in: tree) {
            let location = equal.startLocation(converter: converter)
            return [
                SiteCore.Diagnostic(
                    .error, "invalid character before '='; remove it", at: markdownLocation(location, in: snippet), source: source)
            ]
        }
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

    /// An `=` that would stop the process in swift-syntax's diagnostics generator.
    ///
    /// The lexer flags an `=` with whitespace on one side only, and the generator's Fix-It
    /// adds the missing space. With an invalid character between a space and the `=`
    /// (`let a \u{FFFD}= 1`, as a mis-encoded file gives), the lexer sees no space before
    /// it but the generator finds one in the previous token's trivia: its Fix-It has no
    /// change, and swift-syntax traps ("A Fix-It must have at least one change"), found by
    /// fuzzing. Such code gets one error of our own instead.
    static func equalThatTrapsTheGenerator(in tree: SourceFileSyntax) -> TokenSyntax? {
        tree.tokens(viewMode: .sourceAccurate).first { token in
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
            let spaceBefore = token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false
            return spaceBefore && token.trailingTrivia.contains(where: \.isSpaceOrTab)
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
