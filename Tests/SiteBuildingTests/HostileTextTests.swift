import Foundation
import SiteBuilding
import TestSupport
import Testing

/// Text a contributor writes (a title, a description, tags, headings, checklist items, raw
/// HTML) reaches every page of the site escaped or sanitised: with the default theme, no
/// payload below stands in any generated file as markup.
@Suite struct HostileTextTests {
    static let payloads = [
        "<script>alert(1)</script>", "<img src=x onerror=alert(2)>", "x\" onmouseover=\"alert(3)", "'><svg onload=alert(4)>",
    ]

    @Test func titlesDescriptionsTagsHeadingsAndChecklistsNeverReachAPageUnescaped() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let all = Self.payloads.joined(separator: " ")
        let yamlQuoted = "'" + all.replacingOccurrences(of: "'", with: "''") + "'"
        try dir.write("# Home\n\nSee [the page](evil.md).\n", to: "Content/index.md")
        try dir.write(
            """
            ---
            title: \(yamlQuoted)
            description: \(yamlQuoted)
            tags: [\(Self.payloads.map { "'" + $0.replacingOccurrences(of: "'", with: "''") + "'" }.joined(separator: ", "))]
            ---
            # \(all)

            ## Section \(all)

            Body \(all) and [a link](javascript:alert(5)) and ![an image](javascript:alert(6)).

            \(Self.payloads[0])

            - [ ] Tick \(all) `\(all)`
            - [x] Done \(all)

            """, to: "Content/evil.md")
        let options = BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: packageRoot() + "/Themes/default",
            outputDirectory: dir.path + "/Output", runsCheck: false)
        let result = try await SiteBuilder(options: options).build()
        #expect(result.pageCount == 2)
        let files = snapshotTree(dir.path + "/Output")
        #expect(files.keys.contains("evil.html") && files.keys.contains("review.html"))
        for (path, data) in files where path.hasSuffix(".html") {
            let text = String(decoding: data, as: UTF8.self)
            for marker in ["<script>alert", "<img src=x", "<svg", "javascript:alert"] {
                #expect(!text.contains(marker), "\(path) holds \(marker)")
            }
            // A quote ends an attribute only inside a tag: between tags (where text keeps its
            // quotes as they are) `x" onmouseover="alert(3)` is text. No tag may carry it (in an
            // attribute's value its quotes are `&quot;`). Every `<` of the text is escaped and
            // every `>` of an attribute too, so each match is one whole tag.
            for tag in text.matches(of: /<[a-zA-Z][^<>]*>/) {
                #expect(!tag.output.contains(" onmouseover=\"alert"), "\(path) holds \(tag.output)")
            }
        }
        // The search index holds the text as data (JSON strings, `</` written `<\/` so no
        // script element can end early), for search.js to show as text.
        let index = files.filter { $0.key.hasPrefix("search/") }.map { String(decoding: $0.value, as: UTF8.self) }.joined()
        #expect(index.contains(#"["evil.html","<script>alert(1)<\/script> <img src=x onerror=alert(2)> x\" onmouseover=\"alert(3)"#))
        #expect(!index.contains("</script>"))
        let page = try #require(dir.read("Output/evil.html"))
        // Shown as text: the title, the description (an attribute), headings, the body.
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains(#"<p>Body alert(1) <img src="x"> x" onmouseover="alert(3) '&gt; and a link"#), "text, between tags")
        #expect(
            page.contains(
                #"<meta name="description" content="&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; x&quot; onmouseover=&quot;alert(3)"#
            ))
        let review = try #require(dir.read("Output/review.html"))
        #expect(review.contains("Tick"))
        #expect(review.contains("<code>&lt;script&gt;alert(1)&lt;/script&gt;"))
        // Each removal is a warning at its place.
        #expect(result.diagnostics.contains { $0.source == "html.sanitized" && $0.location?.line == 6 })
        #expect(result.diagnostics.contains { $0.source == "html.unsafe-url" && $0.location?.line == 10 })
    }
}
