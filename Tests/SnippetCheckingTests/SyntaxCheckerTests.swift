import SiteCore
import Snippets
import SwiftParser
import SwiftSyntax
import Testing

@testable import SnippetChecking

/// A snippet whose lines start at Markdown line `firstLine`, column `column`.
private func snippet(_ lines: [String], firstLine: Int = 21, column: Int = 1) -> Snippet {
    let snippetLines = lines.enumerated().map { SnippetLine(text: $1, markdownLine: firstLine + $0, markdownColumn: column) }
    return Snippet(
        id: "Content/page.md#0.0", file: "Content/page.md", fenceIndex: 0, partIndex: 0, label: .good, labelText: nil,
        namedRules: [], options: SnippetOptions(), lines: snippetLines, startLine: firstLine,
        endLine: firstLine + lines.count - 1
    )
}

private func at(_ line: Int, _ column: Int) -> SiteCore.SourceLocation {
    SiteCore.SourceLocation(file: "Content/page.md", line: line, column: column)
}

@Suite struct SyntaxCheckerTests {
    @Test func validCodeHasNoDiagnostics() {
        let code = ["struct Row: View {", "    var body: some View { Text(\"x\") }", "}"]
        #expect(SyntaxChecker.check(snippet(code)).isEmpty)
    }

    @Test func errorIsPlacedOnTheMarkdownLineAndColumn() throws {
        // `let = 1` lacks a name: the parser points at the `=` (column 5 of the code line).
        let diagnostics = SyntaxChecker.check(snippet(["let a = 1", "let = 1"], firstLine: 30, column: 4))
        let first = try #require(diagnostics.first)
        #expect(first.severity == .error)
        #expect(first.source == "syntax")
        #expect(first.location == at(31, 4 + 4))
    }

    /// Found by `make fuzz`: swift-syntax's generator traps on this `=` (a Fix-It with no
    /// change), which ended the whole check; it is one error of ours instead.
    @Test func anInvalidCharacterBeforeAnEqualSignIsAnErrorNotATrap() throws {
        let diagnostics = SyntaxChecker.check(snippet(["let kilnTemperature \u{FFFD}= 1_240"], firstLine: 8))
        #expect(diagnostics.map(\.message) == ["invalid character before '='; remove it"])
        #expect(diagnostics.first?.location == at(8, 24))
        // An `=` that only lacks a space on one side still gets swift-syntax's own message.
        let lopsided = SyntaxChecker.check(snippet(["let glaze =1"], firstLine: 8))
        #expect(lopsided.map(\.message) == ["'=' must have consistent whitespace on both sides"])
    }

    @Test func columnsCountUTF8BytesAfterMultibyteText() throws {
        // `let é = (1` is 11 bytes ("é" takes two): the missing `)` is expected at byte column 12.
        let diagnostics = SyntaxChecker.check(snippet(["let é = (1", "let b = 2"], firstLine: 5))
        let first = try #require(diagnostics.first)
        #expect(first.location?.line == 5)
        #expect(first.location?.column == 12)
        #expect(first.message == "expected ')' to end tuple")
    }

    @Test func errorInSetupLinesPointsAtTheSetupLine() throws {
        var example = snippet(["struct Model {", "// Good", "let m = Model()"], firstLine: 11)
        example.lines[0].isSetup = true
        let diagnostics = SyntaxChecker.check(example)
        #expect(diagnostics.contains { $0.severity == .error })
        #expect(diagnostics.allSatisfy { $0.location?.file == "Content/page.md" })
        // The missing `}` is reported at the end of the source: after the last line's text.
        #expect(diagnostics.contains { $0.location == at(13, 16) })
    }

    @Test func notesMoveToTheMarkdownFileToo() throws {
        let diagnostics = SyntaxChecker.check(snippet(["func f() {", "  if true {", "}"], firstLine: 40, column: 3))
        let withNotes = try #require(diagnostics.first { !$0.notes.isEmpty })
        #expect(withNotes.notes.allSatisfy { ($0.location?.line ?? 0) >= 40 && ($0.location?.column ?? 0) >= 3 })
    }

    @Test func emptySnippetHasNoDiagnostics() {
        #expect(SyntaxChecker.check(snippet([])).isEmpty)
    }

    @Test func codeNestedTooDeeplyIsNotParsedAndIsUnverified() throws {
        let deep = "let a = " + String(repeating: "[", count: 10_000) + "1" + String(repeating: "]", count: 10_000)
        let example = snippet(["let b = 1", deep], firstLine: 40, column: 3)
        let diagnostics = SyntaxChecker.check(example)
        let first = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(first.source == SyntaxChecker.nestingSource)
        #expect(first.location == at(41, 3 + 8 + SwiftNesting.maximumSquareBracketDepth))
        #expect(first.message == "square brackets nest more than 12 levels deep, too deep to parse safely; the example was not checked")
        let verdict = VerdictJudge.verdict(for: example, evidence: .init(syntax: diagnostics))
        #expect(verdict.status == .unverified)
        #expect(verdict.reason == first.message)
    }
}

/// The lexical scan that keeps pathological Swift away from the parser.
@Suite struct SwiftNestingTests {
    @Test(arguments: [
        "let grid = [[1, 2], [3, [4, [5]]]]",
        "struct A { var body: some View { VStack { ForEach(xs) { x in Text(\"\\(x)\") } } } }",
        "let s = \"" + String(repeating: "[", count: 500) + "\" // " + String(repeating: "(", count: 500),
        "/* " + String(repeating: "{", count: 500) + " */ let x = 1",
        "let r = #\"" + String(repeating: "[", count: 50) + "\"#",
        "let m = \"\"\"\n" + String(repeating: "[", count: 50) + "\n\"\"\"",
        String(repeating: "if a<b { }\n", count: 300),
        "let f: (Int) -> Array<Int> = { _ in [] }",
    ])
    func ordinaryCodeIsWithinTheLimits(_ code: String) {
        #expect(SwiftNesting.excess(in: code) == nil)
    }

    @Test func deepNestingIsFoundWhereItPassesTheLimit() throws {
        let brackets = try #require(SwiftNesting.excess(in: "let a = 1\n  x = " + String(repeating: "[", count: 20) + "1"))
        #expect(brackets.line == 2)
        #expect(brackets.column == 7 + SwiftNesting.maximumSquareBracketDepth)
        let parens = try #require(SwiftNesting.excess(in: String(repeating: "(", count: 200)))
        #expect(parens.column == SwiftNesting.maximumDepth + 1)
        #expect(parens.description.contains("more than \(SwiftNesting.maximumDepth) levels"))
        let generics = try #require(SwiftNesting.excess(in: "let a: " + String(repeating: "A<", count: 200)))
        #expect(generics.line == 1)
        let interpolation = String(repeating: "\"\\(", count: 150)
        #expect(SwiftNesting.excess(in: interpolation) != nil)
        // A carriage return ends a line comment or a one-line string for swift-syntax, so the
        // brackets after it are code (they hung the highlighter when the scan took them for a
        // comment; found by `make fuzz`).
        let deep = String(repeating: "[", count: 40)
        let afterReturn = try #require(SwiftNesting.excess(in: "// note\r" + deep))
        #expect(afterReturn.line == 2)
        #expect(afterReturn.column == 1 + SwiftNesting.maximumSquareBracketDepth)
        #expect(SwiftNesting.excess(in: "let s = \"open\r" + deep) != nil)
        #expect(SwiftNesting.excess(in: "// note " + deep) == nil)
    }

    /// The scan reads the text with swift-syntax's own lexer, so it counts exactly the
    /// brackets the parser will see: none inside a string, a comment or an editor placeholder,
    /// every one after a string or comment swift-syntax ends early. Each case holds eight `[`
    /// in one of the places a second lexical model got wrong (found by `make fuzz`: a `\r`
    /// ending a comment, an unterminated raw string, a quote in a placeholder); the limit is
    /// lowered to five, so the parser reads every case quickly and its tree is the referee.
    @Test(arguments: [
        ("// note\r" + eight, true),
        ("let s = \"open\r" + eight, true),
        ("// note " + eight, false),
        ("let q = $###\"\"\" tail\n1" + eight, false),
        ("let s = \"\"\"\n" + eight, false),
        ("let s = \"\"\"\n" + eight + "\n\"\"\"", false),
        ("/* open\n" + eight, false),
        ("/* " + eight + " */", false),
        ("x = 1 /* a /* b */ " + eight + " */", false),
        ("let r = #\"" + eight + "\"#", false),
        ("let i = \"\\(" + eight + "1)\"", true),
        ("let i = #\"a\\#(" + eight + "1)\"#", true),
        ("let i = #\"a\\(" + eight + "1)\"#", false),
        ("let v = x<#a \"b#> " + eight + "1", true),
        ("let v = <#" + eight + "#>", false),
        ("let b = a <# \"" + eight + "\"", false),
        ("let v = <#a" + eight + "<#b#>", true),
    ])
    func theScanCountsTheBracketsTheParserSees(_ code: String, parserSeesThem: Bool) {
        var depth = 0
        var deepest = 0
        for token in Parser.parse(source: code).tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .leftSquare { depth += 1 }
            if token.tokenKind == .rightSquare { depth -= 1 }
            deepest = max(deepest, depth)
        }
        #expect((deepest == 8) == parserSeesThem, "the case does not hold what it says")
        #expect((SwiftNesting.excess(in: code, squareBracketLimit: 5) != nil) == parserSeesThem)
    }
}

private let eight = String(repeating: "[", count: 8)
