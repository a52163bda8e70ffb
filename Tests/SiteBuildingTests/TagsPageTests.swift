import Foundation
import SiteBuilding
import TestSupport
import Testing

/// `tags.html`: every front-matter tag with its pages, linked from each page's tags, in the
/// sitemap and the site tools; none when no page has a tag.
@Suite struct TagsPageTests {
    static let theme = packageRoot() + "/Themes/default"

    func options(_ dir: TemporaryDirectory, baseURL: String? = nil) -> BuildOptions {
        BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: Self.theme, outputDirectory: dir.path + "/Output",
            baseURL: baseURL, siteTitle: "Tags", runsCheck: false)
    }

    static func makeContent(_ dir: TemporaryDirectory) throws {
        try dir.write("# Home\n\nWelcome.\n", to: "Content/index.md")
        try dir.write(
            """
            ---
            tags: [drawing, "<b>bold</b>", drawing, " "]
            ---
            # Canvas

            Paths and fills.

            """, to: "Content/graphics/canvas.md")
        try dir.write("---\ntags: [Drawing, animation]\n---\n# Timelines\n\nFrames.\n", to: "Content/graphics/timelines.md")
        try dir.write("# Plain\n\nNo tags.\n", to: "Content/plain.md")
    }

    @Test func theTagsPageListsEveryTagWithItsPages() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-tags")
        defer { dir.remove() }
        try Self.makeContent(dir)
        let result = try await SiteBuilder(options: options(dir, baseURL: "https://example.com/team/")).build()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        let tags = try #require(dir.read("Output/tags.html"))
        // Sorted without regard to case (tags differing in case only are two tags); markup in a tag is text.
        let sections = tags.matches(of: /<h2 id="(tag-[^"]*)"/).map { String($0.output.1) }
        #expect(sections == ["tag-bboldb", "tag-animation", "tag-drawing", "tag-drawing-1"])
        #expect(tags.contains("<h2 id=\"tag-bboldb\">&lt;b&gt;bold&lt;/b&gt; <span class=\"tag-count\">1 page</span></h2>"))
        #expect(!tags.contains("<b>bold</b>"))
        #expect(
            tags.contains(
                "<h2 id=\"tag-drawing\">Drawing <span class=\"tag-count\">1 page</span></h2>\n<ul class=\"tag-pages\">\n<li><a href=\"graphics/timelines.html\">Timelines</a></li>"
            ))
        #expect(
            tags.contains(
                "<h2 id=\"tag-drawing-1\">drawing <span class=\"tag-count\">1 page</span></h2>\n<ul class=\"tag-pages\">\n<li><a href=\"graphics/canvas.html\">Canvas</a></li>"
            ))

        // A page links each of its tags once, to its section; blank tags are dropped.
        let canvas = try #require(dir.read("Output/graphics/canvas.html"))
        #expect(
            canvas.contains(
                "<ul class=\"page-tags\" aria-label=\"Tags\"><li><a class=\"tag\" href=\"../tags.html#tag-drawing-1\">drawing</a></li>"
                    + "<li><a class=\"tag\" href=\"../tags.html#tag-bboldb\">&lt;b&gt;bold&lt;/b&gt;</a></li></ul>"))
        #expect(dir.read("Output/plain.html")?.contains("page-tags") == false)
        // Reachable from every page, listed in the sitemap, and every link and anchor resolves.
        #expect(dir.read("Output/plain.html")?.contains("<a href=\"tags.html\">Tags</a>") == true)
        #expect(dir.read("Output/sitemap.xml")?.contains("<loc>https://example.com/team/tags.html</loc>") == true)
        #expect(SiteLinkWalker.problems(in: dir.path + "/Output") == [])
    }

    @Test func noTagsPageWhenNoPageHasTags() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-tags")
        defer { dir.remove() }
        try dir.write("# Home\n\nWelcome.\n", to: "Content/index.md")
        try dir.write("---\ntags: []\n---\n# Plain\n\nNo tags.\n", to: "Content/plain.md")
        _ = try await SiteBuilder(options: options(dir, baseURL: "https://example.com/")).build()
        #expect(dir.read("Output/tags.html") == nil)
        #expect(dir.read("Output/index.html")?.contains("tags.html") == false)
        #expect(dir.read("Output/sitemap.xml")?.contains("tags.html") == false)
    }

    /// A content page at `tags.md` would be written over by the generated page: an error, as
    /// for the review page.
    @Test func aContentPageNamedTagsClashesWithTheTagsPage() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-tags")
        defer { dir.remove() }
        try Self.makeContent(dir)
        try dir.write("# My tags\n\nA page of my own.\n", to: "Content/tags.md")
        let failure = await #expect(throws: BuildFailure.self) { try await SiteBuilder(options: options(dir)).build() }
        #expect(
            failure?.diagnostics.map(\.formatted) == [
                "\(dir.path)/Content/tags.md:1:1: error: '\(dir.path)/Content/tags.md' becomes 'tags.html', the path of the generated tags page; rename it [output.collision]"
            ])
    }
}
