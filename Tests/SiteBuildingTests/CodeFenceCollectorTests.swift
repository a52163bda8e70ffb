import MarkdownAST
import Snippets
import Testing

@testable import SiteBuilding

/// The paragraph before a fence reaches the label reader with its emphasis and line breaks.
@Suite struct CodeFenceCollectorTests {
    private func label(after paragraph: String) -> SnippetLabel? {
        let markdown = paragraph + "\n\n```swift\nText(\"Hi\")\n```\n"
        let fences = CodeFenceCollector.fences(in: MarkdownParser.parse(markdown), file: "p.md")
        let (snippets, _) = SnippetExtractor().extract(fences)
        return snippets.first?.label
    }

    @Test func aWhollyEmphasisedLabelWithMoreWordsCounts() {
        #expect(label(after: "**Bad example**") == .bad)
        #expect(label(after: "*Good approach*") == .good)
        #expect(label(after: "__Avoid this__") == .bad)
    }

    @Test func aPlainSentenceOrASecondLineIsNoLabel() {
        #expect(label(after: "Bad example of a list") == .unlabelled)
        #expect(label(after: "**Bad**\nthe row identity changes on every insert") == .unlabelled)
        #expect(label(after: "Bad `ForEach` usage **here**") == .unlabelled)
    }

    @Test func theLabelTextKeepsMarkers() {
        let document = MarkdownParser.parse("**Bad** *idea* `x`\nnext")
        let paragraph = document.children[0]
        #expect(CodeFenceCollector.labelText(of: paragraph) == "**Bad** *idea* `x`\nnext")
    }
}
