import Foundation
import MarkdownAST
import Snippets
import TestSupport
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

    /// A footnote defined before another but referenced after it: cmark-gfm moves the
    /// definitions to the end in reference order, the collector numbers their fences there,
    /// and the renderer finds each block's fence by where the block starts.
    @Test func aFootnoteFenceShowsItsOwnCodeWhateverTheDefinitionOrder() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(
            """
            # Notes

            First the tip[^tip], then the caveat[^caveat].

            [^caveat]: The caveat:

                ```swift
                let caveat = 2
                ```

            [^tip]: The tip:

                ```swift
                let tip = 1
                ```

            """, to: "Content/index.md")
        let options = BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: packageRoot() + "/Themes/default",
            outputDirectory: dir.path + "/Output", runsCheck: false)
        let site = try await SiteBuilder(options: options).prepare()
        let html = String(decoding: try #require(site.files["index.html"]), as: UTF8.self)
        let first = try #require(html.range(of: "id=\"fn-1\""))
        let second = try #require(html.range(of: "id=\"fn-2\""))
        let tipNote = html[first.upperBound..<second.lowerBound]
        let caveatNote = html[second.upperBound...]
        #expect(tipNote.contains("id=\"example-0-0\"") && tipNote.contains("tip") && !tipNote.contains("caveat"))
        #expect(caveatNote.contains("id=\"example-1-0\"") && caveatNote.contains("caveat"))
    }

    /// A page's numbered headings make it a page of tips: the check reads them from the
    /// parsed page, emphasis and all.
    @Test func numberedHeadingsOfAPageStartItsTips() {
        let markdown = """
            # Potting shed
            ## 1. Label *every* tray
            ```swift
            Text("Basil")
            ```
            ### Why it helps
            ## 2. Water at dawn
            ## 3. Rotate the pots
            """
        #expect(ExampleCollector.tipStarts(of: MarkdownParser.parse(markdown)) == [1, 2, 7, 8])
        #expect(ExampleCollector.tipStarts(of: MarkdownParser.parse("## 1. Only\n## 2. Two\n")).isEmpty)
    }

    /// Sections that each show their own bad or good example make a page of practices; the
    /// same page without labels is one text.
    @Test func sectionsWithLabelledExamplesOfAPageStartItsPractices() {
        let section = { (title: String, label: String) in "## \(title)\n\n\(label)\n\n```swift\nText(\"\(title)\")\n```\n\n" }
        let labelled = "# Potting shed\n\n" + section("Trays", "**Bad:**") + section("Soil", "**Good:**") + section("Light", "**Avoid:**")
        let document = MarkdownParser.parse(labelled)
        let (snippets, _) = SnippetExtractor().extract(CodeFenceCollector.fences(in: document, file: "p.md"))
        #expect(snippets.map(\.label) == [.bad, .good, .bad])
        #expect(ExampleCollector.tipStarts(of: document, snippets: snippets) == [1, 3, 11, 19])
        let plain = labelled.replacingOccurrences(of: "**Bad:**", with: "Trays.").replacingOccurrences(of: "**Avoid:**", with: "Light.")
        let plainDocument = MarkdownParser.parse(plain)
        let (plainSnippets, _) = SnippetExtractor().extract(CodeFenceCollector.fences(in: plainDocument, file: "p.md"))
        #expect(ExampleCollector.tipStarts(of: plainDocument, snippets: plainSnippets).isEmpty)
    }
}
