import SiteCore
import Testing

@testable import Snippets

/// A fence opening at Markdown line `line` of `Content/page.md`; its code starts on the next line.
private func fence(
    _ code: String, info: String = "swift", line: Int = 10, index: Int = 0, column: Int = 1,
    paragraph: String? = nil, unterminated: Bool = false
) -> CodeFence {
    CodeFence(
        file: "Content/page.md", index: index, info: info, code: code, fenceLine: line, codeStartLine: line + 1,
        codeStartColumn: column, precedingParagraph: paragraph, isUnterminated: unterminated
    )
}

private func at(_ line: Int, _ column: Int = 1) -> SiteCore.SourceLocation {
    SiteCore.SourceLocation(file: "Content/page.md", line: line, column: column)
}

@Suite struct SnippetExtractorTests {
    let extractor = SnippetExtractor()

    @Test func singleUnlabelledFence() throws {
        let (snippets, diagnostics) = extractor.extract(fence("let a = 1\nlet b = 2"))
        #expect(diagnostics.isEmpty)
        let snippet = try #require(snippets.first)
        #expect(snippets.count == 1)
        #expect(snippet.id == "Content/page.md#0.0")
        #expect(snippet.label == .unlabelled)
        #expect(snippet.labelText == nil)
        #expect(snippet.labelLine == nil)
        #expect((snippet.startLine, snippet.endLine) == (11, 12))
        #expect(snippet.source == "let a = 1\nlet b = 2")
        #expect(snippet.lines.map(\.markdownLine) == [11, 12])
    }

    @Test func nonSwiftFencesAreSkipped() {
        #expect(extractor.extract(fence("echo hi", info: "bash")).snippets.isEmpty)
        #expect(extractor.extract(fence("// Bad\nx", info: "text bda")).diagnostics.isEmpty)
        #expect(extractor.extract(fence("let a = 1", info: "")).snippets.count == 1)
        #expect(extractor.extract(fence("let a = 1", info: "Swift")).snippets.count == 1)
        let textDefault = SnippetExtractor(defaultLanguage: "text")
        #expect(textDefault.extract(fence("let a = 1", info: "")).snippets.isEmpty)
    }

    @Test func severalLabelsInOneFenceWithExactLineRanges() throws {
        let code = """
            struct Item: Identifiable { let id: Int }

            // Bad - indices as identity
            ForEach(items.indices, id: \\.self) { i in
                Text("\\(i)")
            }

            // Good [foreach-indices-identity]: stable identity
            ForEach(items) { item in
                Text("\\(item.id)")
            }
            """
        // Markdown lines: fence at 20, code 21...31.
        let (snippets, diagnostics) = extractor.extract(fence(code, line: 20, index: 3))
        #expect(diagnostics.isEmpty)
        #expect(snippets.count == 2)
        let bad = snippets[0], good = snippets[1]
        #expect(bad.id == "Content/page.md#3.0")
        #expect(good.id == "Content/page.md#3.1")
        #expect((bad.fenceIndex, bad.partIndex, good.partIndex) == (3, 0, 1))
        #expect(bad.label == .bad)
        #expect(bad.labelText == "Bad - indices as identity")
        #expect(bad.labelLine == 23)
        #expect((bad.startLine, bad.endLine) == (24, 26))
        #expect(good.label == .good)
        #expect(good.namedRules == ["foreach-indices-identity"])
        #expect(good.labelLine == 28)
        #expect((good.startLine, good.endLine) == (29, 31))
        // Setup (line 21 and the blank 22) comes first in each part, marked as setup.
        #expect(bad.lines.prefix(2).map(\.markdownLine) == [21, 22])
        #expect(bad.lines.prefix(2).allSatisfy { $0.isSetup })
        #expect(bad.lines.dropFirst(2).map(\.markdownLine) == [23, 24, 25, 26, 27])
        #expect(good.lines.map(\.markdownLine) == [21, 22, 28, 29, 30, 31])
        #expect(!good.lines.dropFirst(2).contains { $0.isSetup })
        #expect(good.source.hasPrefix("struct Item: Identifiable { let id: Int }\n\n// Good [foreach-indices-identity]"))
    }

    @Test func labelAsFirstLineLeavesNoSetup() throws {
        let (snippets, _) = extractor.extract(fence("// Wrong - x\nlet a = 1\n// Correct - y\nlet b = 2"))
        #expect(snippets.map(\.label) == [.bad, .good])
        #expect(snippets[0].lines.map(\.text) == ["// Wrong - x", "let a = 1"])
        #expect(!snippets[0].lines.contains { $0.isSetup })
        #expect((snippets[1].startLine, snippets[1].endLine) == (14, 14))
    }

    @Test func indentedLabelCommentDoesNotSplit() {
        let code = """
            // Good - one part
            var body: some View {
                // Bad - this is inside a block
                Text("x")
            }
            """
        let (snippets, _) = extractor.extract(fence(code))
        #expect(snippets.count == 1)
        #expect(snippets[0].label == .good)
        #expect(snippets[0].endLine == 15)
    }

    @Test func uniformlyIndentedFenceStillSplitsAtItsTopLevel() {
        let code = "    // Bad\n    let a = 1\n    // Good\n    let b = 2"
        let (snippets, _) = extractor.extract(fence(code, column: 4))
        #expect(snippets.map(\.label) == [.bad, .good])
        #expect(snippets[1].lines.allSatisfy { $0.markdownColumn == 4 })
    }

    @Test func looseLabelCountsOnlyOnTheFirstLine() {
        let first = extractor.extract(fence("// Avoid doing X here\nlet a = 1")).snippets
        #expect(first.map(\.label) == [.bad])
        #expect(first.first?.labelText == "Avoid doing X here")
        let later = extractor.extract(fence("let a = 1\n// Do this next\nlet b = 2")).snippets
        #expect(later.count == 1)
        #expect(later.first?.label == .unlabelled)
        let mixed = extractor.extract(fence("// Bad things happen\nlet a = 1\n// Bad things happen again\nlet b = 2")).snippets
        #expect(mixed.count == 1)
        #expect(mixed.first?.endLine == 14)
    }

    @Test func proseLabelAppliesToAFenceWithoutLabelComments() throws {
        let snippet = try #require(extractor.extract(fence("let a = 1", paragraph: "Avoid:")).snippets.first)
        #expect(snippet.label == .bad)
        #expect(snippet.labelText == "Avoid")
        let emphasised = extractor.extract(fence("let a = 1", paragraph: "**Good [x-rule]**")).snippets
        #expect(emphasised.first?.label == .good)
        #expect(emphasised.first?.namedRules == ["x-rule"])
        let sentence = extractor.extract(fence("let a = 1", paragraph: "Here is how the list is built.")).snippets
        #expect(sentence.first?.label == .unlabelled)
    }

    @Test func labelCommentBeatsProseLabel() {
        let snippets = extractor.extract(fence("// Good - x\nlet a = 1", paragraph: "Avoid:")).snippets
        #expect(snippets.map(\.label) == [.good])
        #expect(snippets.first?.labelText == "Good - x")
    }

    @Test func infoAttributesOverrideCommentsAndProse() {
        let snippets = extractor.extract(fence("// Good - x\nlet a = 1\n// Bad\nlet b = 2", info: "swift bad rule=r1")).snippets
        #expect(snippets.map(\.label) == [.bad, .bad])
        #expect(snippets.map(\.labelText) == [nil, "Bad"])
        #expect(snippets.map(\.namedRules) == [["r1"], ["r1"]])
        let overProse = extractor.extract(fence("let a = 1", info: "swift good", paragraph: "Avoid:")).snippets
        #expect(overProse.first?.label == .good)
        #expect(overProse.first?.labelText == nil)
    }

    @Test func namedRulesJoinInfoAndComment() {
        let snippets = extractor.extract(fence("// Bad [r2, r1]\nlet a = 1", info: "swift rule=r1")).snippets
        #expect(snippets.first?.namedRules == ["r1", "r2"])
    }

    @Test func optionsComeFromTheInfo() {
        let snippets = extractor.extract(fence("let a = 1", info: "swift ignore fragment compile-fail")).snippets
        #expect(snippets.first?.options == SnippetOptions(isIgnored: true, mustFailToCompile: true, isFragment: true))
    }

    // MARK: Hidden lines

    @Test func hiddenLinesAreCompiledNotRendered() throws {
        let code = """
            // snippet.hide
            import SwiftUI
            struct Model {}
            // snippet.show
            // Good - uses the model
            let model = Model()
            """
        let f = fence(code)
        let snippet = try #require(extractor.extract(f).snippets.first)
        #expect(snippet.lines.map(\.text) == ["import SwiftUI", "struct Model {}", "// Good - uses the model", "let model = Model()"])
        #expect(snippet.lines.map(\.isHidden) == [true, true, false, false])
        #expect(snippet.lines.map(\.isSetup) == [true, true, false, false])
        #expect(snippet.lines.map(\.markdownLine) == [12, 13, 15, 16])
        #expect((snippet.startLine, snippet.endLine) == (16, 16))
        #expect(extractor.visibleCode(of: f) == "// Good - uses the model\nlet model = Model()")
        #expect(SnippetExtractor.visibleCode(of: f) == "// Good - uses the model\nlet model = Model()")
    }

    @Test func hiddenLinesInsideAPartStayWithThatPart() {
        let code = "// Bad\nlet a = 1\n// snippet.hide\nlet secret = 2\n// snippet.show\n// Good\nlet b = 3"
        let snippets = extractor.extract(fence(code)).snippets
        #expect(snippets[0].lines.map(\.text) == ["// Bad", "let a = 1", "let secret = 2"])
        #expect(snippets[0].endLine == 12)
        #expect(snippets[1].lines.map(\.text) == ["// Good", "let b = 3"])
    }

    @Test func labelCommentsInHiddenLinesDoNotSplit() {
        let code = "// snippet.hide\n// Bad - hidden\nlet a = 1\n// snippet.show\nlet b = 2"
        let snippets = extractor.extract(fence(code)).snippets
        #expect(snippets.count == 1)
        #expect(snippets[0].label == .unlabelled)
    }

    @Test func layoutGivesEachPartItsRenderedLines() {
        let code = "import SwiftUI\n// snippet.hide\nlet hidden = 0\n// snippet.show\n// Bad\nlet a = 1\n\n// Good\nlet b = 2"
        let layout = extractor.layout(of: fence(code))
        #expect(layout.code == "import SwiftUI\n// Bad\nlet a = 1\n\n// Good\nlet b = 2")
        #expect(layout.lines.map(\.markdownLine) == [11, 15, 16, 17, 18, 19])
        #expect(layout.parts.map(\.lineRange) == [1..<4, 4..<6])
        #expect(layout.parts.map(\.snippetID) == ["Content/page.md#0.0", "Content/page.md#0.1"])
        #expect(layout.parts.map(\.label) == [.bad, .good])
        #expect(layout.parts.map(\.startLine) == [16, 19])
    }

    @Test func layoutOfAnUnlabelledFenceIsOnePartOverEveryLine() {
        let layout = extractor.layout(of: fence("let a = 1\n\nlet b = 2", paragraph: "Avoid:"))
        #expect(layout.parts.count == 1)
        #expect(layout.parts.first?.lineRange == 0..<3)
        #expect(layout.parts.first?.label == .bad)
        #expect((layout.parts.first?.startLine, layout.parts.first?.endLine) == (11, 13))
    }

    @Test func layoutOfABadFenceHasNoParts() {
        let layout = extractor.layout(of: fence("// snippet.hide\nlet a = 1\n// snippet.show"))
        #expect(layout.code == "")
        #expect(layout.parts.isEmpty)
    }

    @Test func layoutOfOtherLanguagesKeepsEveryLine() {
        let layout = extractor.layout(of: fence("// snippet.hide\necho", info: "bash"))
        #expect(layout.code == "// snippet.hide\necho")
        #expect(layout.parts.isEmpty)
    }

    // MARK: Bad input

    @Test func unterminatedFenceIsAnErrorButStillExtracted() {
        let (snippets, diagnostics) = extractor.extract(fence("let a = 1", unterminated: true))
        #expect(snippets.count == 1)
        #expect(
            diagnostics == [
                Diagnostic(
                    .error, "code block is never closed; it runs to the end of the page", at: at(10), source: "snippets.unterminated-fence")
            ])
    }

    @Test(arguments: ["", "\n", "   \n\t\n"]) func emptyFence(code: String) {
        let (snippets, diagnostics) = extractor.extract(fence(code, column: 3))
        #expect(snippets.isEmpty)
        #expect(
            diagnostics == [
                Diagnostic(.warning, "empty Swift code block; there is no example to check", at: at(10, 3), source: "snippets.empty-fence")
            ])
    }

    @Test func fenceWithOnlyHiddenLines() {
        let (snippets, diagnostics) = extractor.extract(fence("// snippet.hide\nlet a = 1\n// snippet.show\n"))
        #expect(snippets.isEmpty)
        #expect(
            diagnostics == [
                Diagnostic(
                    .warning, "Swift code block has only hidden lines; nothing would be shown", at: at(10),
                    source: "snippets.hidden-only-fence")
            ])
    }

    @Test func labelWithNoCodeAfterIt() {
        let code = "// Good - first\nlet a = 1\n// Bad - nothing follows\n\n// just a remark\n"
        let (snippets, diagnostics) = extractor.extract(fence(code))
        #expect(snippets.count == 1)
        #expect(
            diagnostics == [
                Diagnostic(
                    .warning, "label 'Bad - nothing follows' has no code after it", at: at(13), source: "snippets.label-without-code")
            ])
        let twoInARow = extractor.extract(fence("// Bad\n// Good\nlet a = 1"))
        #expect(twoInARow.snippets.map(\.label) == [.good])
        #expect(twoInARow.snippets.first?.id == "Content/page.md#0.0")
        #expect(twoInARow.diagnostics.map(\.location) == [at(11)])
    }

    @Test func labelFollowedOnlyByHiddenLinesHasNoCode() {
        let code = "// Good\nlet a = 1\n// Bad - hidden body\n// snippet.hide\nlet b = 2\n// snippet.show"
        let (snippets, diagnostics) = extractor.extract(fence(code))
        #expect(snippets.map(\.label) == [.good])
        #expect(diagnostics.map(\.message) == ["label 'Bad - hidden body' has no code after it"])
        #expect(diagnostics.map(\.location) == [at(13)])
    }

    @Test func isSwiftFollowsTheExtractorsSettings() {
        #expect(extractor.isSwift(fence("x", info: "")))
        #expect(!extractor.isSwift(fence("x", info: "kotlin")))
        #expect(SnippetExtractor(swiftLanguages: ["swift5"]).isSwift(fence("x", info: "swift5")))
    }

    @Test func hideWithoutShowHidesTheRest() {
        let (snippets, diagnostics) = extractor.extract(fence("let a = 1\n  // snippet.hide\nlet b = 2"))
        #expect(snippets.first?.lines.map(\.isHidden) == [false, true])
        #expect(
            diagnostics == [
                Diagnostic(
                    .warning, "'// snippet.hide' without a matching '// snippet.show'; the rest of the block is hidden",
                    at: at(12, 3), source: "snippets.unclosed-hide"
                )
            ])
    }

    @Test func unknownAttributeIsReportedAtTheFence() {
        let (snippets, diagnostics) = extractor.extract(fence("let a = 1", info: "swift compile-fial", line: 7, column: 3))
        #expect(snippets.count == 1)
        #expect(
            diagnostics == [
                Diagnostic(
                    .warning, "unknown fence attribute 'compile-fial'; did you mean 'compile-fail'?",
                    at: SiteCore.SourceLocation(file: "Content/page.md", line: 7, column: 3), source: "snippets.unknown-attribute"
                )
            ])
    }

    @Test func carriageReturnsAreDropped() {
        let snippet = extractor.extract(fence("// Bad\r\nlet a = 1\r\n")).snippets.first
        #expect(snippet?.lines.map(\.text) == ["// Bad", "let a = 1", ""])
        #expect(snippet?.label == .bad)
    }

    @Test func severalFencesKeepTheirOrder() {
        let (snippets, _) = extractor.extract([
            fence("let a = 1", index: 0), fence("echo", info: "sh", line: 20, index: 1), fence("// Bad\nx()", line: 30, index: 2),
        ])
        #expect(snippets.map(\.id) == ["Content/page.md#0.0", "Content/page.md#2.0"])
    }

    @Test func multibyteTextKeepsColumns() {
        let snippet = extractor.extract(fence("// ✅ émoji – ok\nlet é = 1", column: 5)).snippets.first
        #expect(snippet?.label == .good)
        #expect(snippet?.lines.map(\.markdownColumn) == [5, 5])
    }
}
