import MarkdownAST
import SiteRendering
import Testing

@Suite struct SearchSectionSplitterTests {
    func sections(_ markdown: String) -> [SearchSection] {
        let html = HTMLRenderer(file: "page.md").render(MarkdownParser.parse(markdown)).html
        return SearchSectionSplitter.sections(fromBody: html, pageTitle: "Page")
    }

    @Test func splitsAtH2AndH3WithAnchors() {
        let result = sections(
            """
            # Page

            Intro text.

            ## First part

            Body one.

            ### Detail

            Detail body.

            #### Deeper

            Still the detail section.

            ## Second part

            Body two.
            """)
        #expect(result.map(\.anchor) == [nil, "first-part", "detail", "second-part"])
        #expect(result.map(\.heading) == ["Page", "First part", "Detail", "Second part"])
        #expect(result.map(\.level) == [1, 2, 3, 2])
        #expect(result[0].text == "Intro text.")
        #expect(result[2].parentHeading == "First part")
        #expect(result[2].text == "Detail body. Deeper Still the detail section.")
        #expect(result[3].text == "Body two.")
    }

    @Test func keepsCodeApartAndDecodesEntities() {
        let result = sections(
            """
            ## Code

            Use `a < b` & more.

            ```swift
            let x = items.filter { $0 > 1 }
            ```
            """)
        #expect(result[1].text == "Use a < b & more.")
        #expect(result[1].code.contains("let x = items.filter { $0 > 1 }"))
        #expect(!result[1].text.contains("filter"))
    }

    @Test func leavesOutHeadingAnchorsAndExampleBadges() {
        let html = """
            <h2 id="rows">Rows<a class="heading-anchor" href="#rows" aria-label="Link to this section: Rows">#</a></h2>
            <div class="code-block example-group"><div class="example example-good verdict-verified" id="example-1-1">
            <div class="example-header"><span class="badge label-good">Good</span><span class="verdict-badge verdict-verified">✓ verified</span></div>
            <pre class="example-code"><code class="language-swift"><span class="tok-keyword">let</span> rows = <span class="tok-number">1</span></code></pre>
            <details class="example-diagnostics"><summary>1 diagnostic</summary><ul><li>warning text</li></ul></details>
            </div></div>
            <p>After.</p>
            """
        let result = SearchSectionSplitter.sections(fromBody: html, pageTitle: "P")
        #expect(result.count == 2)
        #expect(result[1].heading == "Rows")
        #expect(result[1].text == "After.")
        #expect(result[1].code.trimmingCharacters(in: .whitespacesAndNewlines) == "let rows = 1")
    }

    @Test func checklistItemsAreBodyText() {
        let result = sections(
            """
            ## Review checklist

            - [ ] Rows use stable ids
            - [x] No `AnyView` in rows
            """)
        #expect(result[1].text == "Rows use stable ids No AnyView in rows")
    }
}
