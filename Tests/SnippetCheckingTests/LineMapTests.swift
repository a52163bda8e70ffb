import SiteCore
import Snippets
import Testing

@testable import SnippetChecking

@Suite struct LineMapTests {
    @Test func mapsExampleLinesAndSkipsWrapperAndContextLines() {
        let map = LineMap(
            markdownFile: "Content/a.md",
            origins: [
                .wrapper,
                .context,
                .example(markdownLine: 12, markdownColumn: 1, edits: []),
                .prelude(file: "Content/_prelude.swift", line: 7, edits: []),
            ])
        #expect(map.target(line: 1, column: 3) == .wrapper)
        #expect(map.target(line: 2, column: 3) == .context)
        #expect(map.target(line: 3, column: 5) == .markdown(SourceLocation(file: "Content/a.md", line: 12, column: 5)))
        #expect(map.target(line: 4, column: 2) == .prelude(SourceLocation(file: "Content/_prelude.swift", line: 7, column: 2)))
        #expect(map.target(line: 5, column: 1) == nil)
        #expect(map.target(line: 0, column: 1) == nil)
    }

    @Test func undoesInsertedAndReplacedText() {
        // "struct A" became "fileprivate struct A": 12 bytes inserted at column 1.
        let inserted = [LineMap.ColumnEdit(column: 1, generatedLength: 12, originalLength: 0)]
        #expect(LineMap.originalColumn(13, edits: inserted) == 1)
        #expect(LineMap.originalColumn(20, edits: inserted) == 8)
        #expect(LineMap.originalColumn(5, edits: inserted) == 1)  // inside the inserted text
        // "public struct A" became "fileprivate struct A": 6 bytes replaced by 11.
        let replaced = [LineMap.ColumnEdit(column: 1, generatedLength: 11, originalLength: 6)]
        #expect(LineMap.originalColumn(13, edits: replaced) == 8)
        // An edit later on the line does not move earlier columns.
        let later = [LineMap.ColumnEdit(column: 10, generatedLength: 11, originalLength: 0)]
        #expect(LineMap.originalColumn(4, edits: later) == 4)
        #expect(LineMap.originalColumn(25, edits: later) == 14)
    }

    @Test func countsColumnsInUTF8BytesAfterAMultibyteLine() throws {
        // An indented fence (column 4) whose first line holds multibyte characters: the
        // compiler counts bytes, and so do Markdown columns.
        let snippet = Snippet(
            id: "Content/u.md#0.0", file: "Content/u.md", fenceIndex: 0, partIndex: 0, label: .good,
            labelText: nil, namedRules: [], options: .init(),
            lines: [
                SnippetLine(text: "// café ☕️ — ünïcode", markdownLine: 20, markdownColumn: 4),
                SnippetLine(text: "let s = \"é\"; let t = s.nope", markdownLine: 21, markdownColumn: 4),
            ],
            startLine: 20, endLine: 21
        )
        let wrapper = ExampleWrapper(preludes: [], surface: SurfaceIndex())
        let wrapped = wrapper.wrap(snippet)
        let lines = wrapped.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let generatedLine = try #require(lines.firstIndex { $0.contains("s.nope") }) + 1
        let generated = lines[generatedLine - 1]
        // Column of `nope` in the generated line, in bytes (1-based).
        let prefix = try #require(generated.range(of: "nope")).lowerBound
        let column = generated[..<prefix].utf8.count + 1
        let target = wrapped.lineMap.target(line: generatedLine, column: column)
        // In Markdown: 3 columns of indentation, then `let s = "é"; let t = s.` is 24 bytes.
        #expect(target == .markdown(SourceLocation(file: "Content/u.md", line: 21, column: 3 + 24 + 1)))
    }
}
