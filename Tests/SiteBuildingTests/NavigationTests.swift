import Foundation
import SiteBuilding
import TestSupport
import Testing

/// The sidebar: each page carries its own part of it, `nav.js` the whole site once, so the
/// output grows with the pages rather than with their square.
@Suite struct NavigationTests {
    func build(_ dir: TemporaryDirectory) async throws {
        let options = BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: SiteBuildTests.fixtures + "/MinimalTheme",
            outputDirectory: dir.path + "/Output", siteTitle: "Fixture", runsCheck: false)
        _ = try await SiteBuilder(options: options).build()
    }

    /// A site with a 40-page section, a small one and a title that needs escaping.
    func makeSite(_ dir: TemporaryDirectory) throws {
        try dir.write("# Home\n", to: "Content/index.md")
        try dir.write("# Many\n", to: "Content/many/index.md")
        for i in 0..<40 {
            try dir.write("---\norder: \(i)\n---\n# Page \(i)\n", to: "Content/many/p\(String(format: "%02d", i)).md")
        }
        try dir.write("---\ntitle: 'Fish & <chips> \"</script>\"'\n---\nFried.\n", to: "Content/other/fish.md")
    }

    @Test func theNavigationFileListsEveryPageOnce() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try makeSite(dir)
        try await build(dir)
        let script = try #require(dir.read("Output/nav.js"))
        let prefix = "window.HandbookNavigation = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"))
        let json = String(script.dropFirst(prefix.count).dropLast(2))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(data["expandAll"] as? Bool == true)
        let items = try #require(data["items"] as? [[Any]])
        #expect(items.map { $0[0] as? String } == ["Home", "Many", "Other"])
        #expect(items[0][1] as? String == "index.html")
        let many = try #require(items[1][2] as? [[String]])
        #expect(many.count == 40 && many[0] == ["Page 0", "many/p00.html"])
        // A section without an index page has an empty path; titles are JSON, `</` escaped.
        #expect(items[2][1] as? String == "")
        #expect((items[2][2] as? [[String]])?.first == ["Fish & <chips> \"</script>\"", "other/fish.html"])
        #expect(script.contains("<\\/script>") && !script.contains("</script>"))
    }

    @Test func aPageCarriesItsOwnSectionAroundItselfAndTheOtherSectionsCollapsed() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try makeSite(dir)
        try await build(dir)
        let page = try #require(dir.read("Output/many/p20.html"))
        let nav = try #require(page.components(separatedBy: "<nav>").dropFirst().first?.components(separatedBy: "</nav>").first)
        // The level holds 40 pages: the 15 around p20, the rest as a gap on each side.
        let listed = (0..<40).filter { nav.contains("data-path=\"many/p\(String(format: "%02d", $0)).html\"") }
        #expect(listed == Array(13..<28))
        #expect(nav.components(separatedBy: "<li class=\"nav-gap\">…</li>").count == 3)
        #expect(nav.contains("<a href=\"p20.html\" data-path=\"many/p20.html\" aria-current=\"page\">Page 20</a>"))
        #expect(nav.components(separatedBy: "aria-current").count == 2)
        // The other section: one link to its first page, its title escaped.
        #expect(
            nav.contains(
                "<li class=\"nav-section nav-section-collapsed\"><a class=\"nav-section-title\" href=\"../other/fish.html\">Other</a></li>")
        )
        #expect(!nav.contains("data-path=\"other/fish.html\""))

        // The first page of the level: the first 15 and one gap after them.
        let first = try #require(dir.read("Output/many/p00.html"))
        #expect(first.contains("data-path=\"many/p14.html\"") && !first.contains("data-path=\"many/p15.html\""))
        #expect(first.components(separatedBy: "nav-gap").count == 2)

        // The escaped title, in the page of its own section.
        let fish = try #require(dir.read("Output/other/fish.html"))
        #expect(fish.contains(">Fish &amp; &lt;chips&gt; &quot;&lt;/script&gt;&quot;</a>"))
        #expect(!fish.contains("data-path=\"many/p00.html\""))
    }
}
