import Foundation
import MarkdownAST
import SiteCore
import SiteRendering
import TestSupport
import Testing

@Suite struct HTMLRendererTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func render(_ markdown: String, hooks: HTMLRenderer.Hooks = .init()) -> HTMLRenderer.Output {
        HTMLRenderer(file: "page.md", hooks: hooks).render(MarkdownParser.parse(markdown))
    }

    func fixture(_ name: String) throws -> String {
        try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func everyGFMConstructGolden() throws {
        assertGolden(render(try fixture("GFM.md")).html, named: "GFM.html")
    }

    @Test func headingSlugsGolden() throws {
        let output = render(try fixture("Slugs.md"))
        let ids = output.headings.map { "h\($0.level) \($0.id)" }.joined(separator: "\n")
        assertGolden(ids + "\n\n" + output.html, named: "Slugs.html")
    }

    /// A quote in text is written as it is (only an attribute needs `&quot;`); `&`, `<` and `>`
    /// are escaped everywhere.
    @Test func quotesAreEscapedOnlyInAttributes() {
        let html = render("Say \"hi\" & `a \"b\" < c` ![a \"pic\"](p.png) [x](a.html \"the \\\"t\\\"\")\n").html
        #expect(html.contains("<p>Say \"hi\" &amp; <code>a \"b\" &lt; c</code>"))
        #expect(html.contains("alt=\"a &quot;pic&quot;\""))
        #expect(html.contains("title=\"the &quot;t&quot;\""))
    }

    @Test func headingsH2ToH4GetHoverLinks() {
        let html = render("# One\n## Two\n### Three\n#### Four\n##### Five\n").html
        #expect(!html.contains("href=\"#one\""))
        #expect(html.contains("<a class=\"heading-anchor\" href=\"#two\""))
        #expect(html.contains("<a class=\"heading-anchor\" href=\"#three\""))
        #expect(html.contains("<a class=\"heading-anchor\" href=\"#four\""))
        #expect(!html.contains("href=\"#five\""))
    }

    @Test func tasksAreCollectedWithTheirSection() {
        let output = render("## Review\n\n- [ ] first\n- [x] second\n")
        #expect(output.tasks.map(\.text) == ["first", "second"])
        #expect(output.tasks.map(\.isChecked) == [false, true])
        #expect(output.tasks.allSatisfy { $0.sectionID == "review" })
    }

    /// A tick is kept under the hash of the item's text (white space folded, repeats numbered),
    /// so it follows the item wherever the item moves.
    @Test func tasksAreKeyedByTheirText() {
        let output = render("- [ ] Use `id`\n  for rows\n- [ ] same\n- [x] same\n- [ ] a \"quoted\" <b>item</b>\n")
        let texts = ["Use id for rows", "same", "same#2", "a \"quoted\" item"]
        #expect(output.tasks.map(\.key) == texts.map(FNV1a.hex32))
        #expect(output.tasks.map(\.key) == ["fee6ff97", "cd0c4a3b", "4b8a228e", "85606453"])
        #expect(
            output.html.contains(
                #"<li id="task-4"><input type="checkbox" data-task-key="85606453" aria-labelledby="task-4" disabled>"#
            ))
    }

    /// Two texts with one hash still get a tick each.
    @Test func tasksWhoseTextsShareAHashKeepTheirOwnKeys() {
        #expect(FNV1a.hex32("Check row 45939") == FNV1a.hex32("Check row 305136"))
        let output = render("- [ ] Check row 45939\n- [ ] Check row 305136\n- [ ] Check row 45939\n")
        #expect(output.tasks.map(\.key) == ["4e8bfed1", "4e8bfed1-2", FNV1a.hex32("Check row 45939#2")])
    }

    /// The review checklist lists each item inside a link of its own: it needs the item's code
    /// formatting, without the item's links.
    @Test func tasksKeepTheirInlineCodeWithoutLinks() {
        let output = render("- [ ] Use `ForEach(items)` with *stable* [ids](ids.md) & `let`\n  over **two** lines\n")
        #expect(
            output.tasks.map(\.inlineHTML) == [
                "Use <code>ForEach(items)</code> with <em>stable</em> ids &amp; <code>let</code> over <strong>two</strong> lines"
            ])
    }

    @Test func linkHookRewritesDestinationsAndGetsTheirLine() {
        var seen: [(String, Int?)] = []
        let hooks = HTMLRenderer.Hooks(rewriteLink: { destination, location in
            seen.append((destination, location?.line))
            return destination.replacingOccurrences(of: ".md", with: ".html")
        })
        let html = render("Intro\n\nSee [other](other.md#a) and [x](../x.md).\n", hooks: hooks).html
        #expect(html.contains("href=\"other.html#a\""))
        #expect(html.contains("href=\"../x.html\""))
        #expect(seen.map(\.0) == ["other.md#a", "../x.md"])
        #expect(seen.allSatisfy { $0.1 == 3 })
    }

    @Test func codeBlockHookReceivesWhereTheBlockStarts() {
        var starts: [String] = []
        let hooks = HTMLRenderer.Hooks(renderCodeBlock: { block, range in
            let start = range.map { "\($0.startLine):\($0.startColumn)" } ?? "none"
            starts.append(start)
            return "<custom \(start) \(block.literal.trimmingCharacters(in: .newlines))>"
        })
        let html = render("```swift\na\n```\n\n- item\n\n  ```\n  b\n  ```\n", hooks: hooks).html
        #expect(starts == ["1:1", "7:3"])
        #expect(html.contains("<custom 7:3 b>"))
    }

    @Test func highlighterMarksKeywordsTypesStringsAndComments() {
        let html = SwiftHighlighter().highlight("// note\nlet s: String = \"a < b\"")
        #expect(html.contains("<h-c>// note</h-c>"))
        #expect(html.contains("<b>let</b>"))
        #expect(html.contains("<i>String</i>"))
        #expect(html.contains("<h-s>\"a &lt; b\"</h-s>"), "a quote in code is text, not an attribute's end")
        #expect(!html.contains("<span"))
    }

    /// Elements only where the colour changes: tokens of one class with spaces between share one,
    /// and identifiers, operators and argument labels (the code's own colour) have none.
    @Test func highlighterWrapsOnlyWhatItColours() {
        let html = SwiftHighlighter().highlight("private var total = a + f(count: 1)\n// one\n// two\nlet x = <#a#> <#b#>")
        #expect(html.hasPrefix("<b>private var</b> total = a + f(count: <h-n>1</h-n>)\n"))
        #expect(html.contains("<h-c>// one</h-c>\n<h-c>// two</h-c>"), "an element never runs over a line end")
        #expect(html.components(separatedBy: "<h-ph>").count - 1 == 2, "each placeholder keeps its own box")
        #expect(SwiftHighlighter().highlight("let s = \"a\" + \"b\"").contains("<h-s>\"a\"</h-s> + <h-s>"))
    }

    /// A line of highlighted code can be wrapped in an element of its own (to mark it): a
    /// highlighted element that runs over several lines is closed at each line's end and reopened.
    @Test func highlightedCodeSplitsIntoBalancedLines() {
        let code = "let a = 1 /* one\ntwo */ let b = \"<\"\nlet c = 3"
        let lines = SwiftHighlighter.lines(ofHighlighted: SwiftHighlighter().highlight(code))
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("<h-c>/* one</h-c>"))
        #expect(lines[1].hasPrefix("<h-c>two */</h-c> "))
        #expect(lines[1].contains("\"&lt;\""))
        #expect(lines[2] == "<b>let</b> c = <h-n>3</h-n>")
        for line in lines {
            for name in ["h-c", "b", "h-n", "h-s"] {
                #expect(line.components(separatedBy: "<\(name)>").count == line.components(separatedBy: "</\(name)>").count)
            }
        }
    }
}

/// Pathological input renders in bounded time and stack: the Markdown tree is flattened
/// past its depth limit, and Swift nested too deeply is not parsed for highlighting.
@Suite struct PathologicalRenderingTests {
    /// cmark's pathological link references: 20,000 definitions, each pointing on to the
    /// next, and thousands of references to them, resolve in linear time.
    @Test func longLinkReferenceChainsRenderInBoundedTime() {
        let definitions = (0..<20_000).map { "[shelf\($0)]: /shelves/\($0 + 1)\n" }.joined()
        let references = stride(from: 0, to: 20_000, by: 7).map { "[row][shelf\($0)]" }.joined(separator: " ")
        let (html, seconds) = measure {
            onSmallStack { HTMLRenderer(file: "page.md").render(MarkdownParser.parse(definitions + "\n" + references + "\n")).html }
        }
        #expect(seconds < 20, "\(seconds) s")
        #expect(html.components(separatedBy: "<a href=").count - 1 == 20_000 / 7 + 1)
        #expect(html.contains("href=\"/shelves/20000\""))  // 7 × 2857 = 19999, the last one referenced
    }

    @Test func tenThousandNestedQuotesRenderOnASmallStack() {
        let markdown = String(repeating: ">", count: 10_000) + " deep\n\n" + String(repeating: "- ", count: 5_000) + "item\n"
        let (html, seconds) = measure {
            onSmallStack { HTMLRenderer(file: "page.md").render(MarkdownParser.parse(markdown)).html }
        }
        #expect(seconds < 20, "\(seconds) s")
        #expect(html.components(separatedBy: "<blockquote>").count - 1 == MarkdownParser.maximumDepth)
        #expect(html.contains("deep"))
        #expect(html.contains("item"))
    }

    @Test(arguments: [
        "let a = " + String(repeating: "[", count: 10_000) + "1" + String(repeating: "]", count: 10_000),
        "let a = " + String(repeating: "[(", count: 40) + "1" + String(repeating: ")]", count: 40),
        "let a: " + String(repeating: "A<", count: 5_000) + "Int" + String(repeating: ">", count: 5_000) + " = 1",
    ])
    func swiftNestedTooDeeplyIsShownAsPlainText(_ code: String) {
        let (html, seconds) = measure { onSmallStack { SwiftHighlighter().highlight(code) } }
        #expect(seconds < 10, "\(seconds) s")
        #expect(!html.contains("<h-"))
        #expect(html.hasPrefix("let a"))
    }

    @Test func ordinaryNestingIsStillHighlighted() {
        let html = SwiftHighlighter().highlight("let grid: [[Int]] = [[1, 2], [3]]\nlet m = Dictionary<String, Array<Int>>()")
        #expect(html.contains("<b>let</b>"))
    }
}
