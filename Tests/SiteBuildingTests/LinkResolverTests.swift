import SiteCore
import Testing

@testable import SiteBuilding

/// Links between pages become links between the generated files; each one is kept and
/// checked once every page's anchors are known.
@Suite struct LinkResolverTests {
    func resolver() -> LinkResolver {
        LinkResolver(
            pageOutputPaths: [
                "index.md": "index.html", "lists/index.md": "lists/index.html", "lists/rows.md": "lists/rows.html",
                "layout/grids.md": "layout/grids.html",
            ],
            assets: ["images/row.png"])
    }

    @Test func aPageLinkBecomesARelativeLinkToItsHTML() {
        var links = resolver()
        let toGrids = links.rewrite("../layout/grids.md#columns", onPage: "lists/rows.md", outputPath: "lists/rows.html", location: nil)
        let toHome = links.rewrite("/index.md", onPage: "lists/rows.md", outputPath: "lists/rows.html", location: nil)
        // A folder link finds the folder's index page.
        let toFolder = links.rewrite("lists", onPage: "index.md", outputPath: "index.html", location: nil)
        #expect([toGrids, toHome, toFolder] == ["../layout/grids.html#columns", "../index.html", "lists/index.html"])
        #expect(links.references.map(\.targetOutputPath) == ["layout/grids.html", "index.html", "lists/index.html"])
        #expect(links.references.first?.fragment == "columns")
    }

    @Test func externalLinksAndAssetsStayAsWritten() {
        var links = resolver()
        let external = ["https://example.com/a.md", "mailto:team@example.com", "//cdn.example.com/x.js"]
        let rewritten = external.map { links.rewrite($0, onPage: "index.md", outputPath: "index.html", location: nil) }
        #expect(rewritten == external)
        #expect(links.references.isEmpty)
        let image = links.rewrite("../images/row.png", onPage: "lists/rows.md", outputPath: "lists/rows.html", location: nil)
        #expect(image == "../images/row.png")
        #expect(links.references.map(\.isPage) == [false])
        #expect(links.references.map(\.targetOutputPath) == ["images/row.png"])
    }

    @Test func percentEncodingQueriesAndDotSegmentsAreResolved() {
        var links = resolver()
        let href = links.rewrite("./rows%2Emd?tab=1#top", onPage: "lists/index.md", outputPath: "lists/index.html", location: nil)
        #expect(href == "rows.html#top")
        #expect(LinkResolver.normalize("a/./b/../c") == "a/c")
        #expect(LinkResolver.normalize("../outside") == nil)
    }

    @Test func aBrokenLinkAndAMissingAnchorAreReportedWithWhereTheyStand() {
        var links = resolver()
        let here = SourceLocation(file: "Content/lists/rows.md", line: 7, column: 3)
        _ = links.rewrite("missing.md", onPage: "lists/rows.md", outputPath: "lists/rows.html", location: here)
        _ = links.rewrite("../../above.md", onPage: "lists/rows.md", outputPath: "lists/rows.html", location: here)
        _ = links.rewrite("../layout/grids.md#colums", onPage: "lists/rows.md", outputPath: "lists/rows.html", location: here)
        _ = links.rewrite("#rows", onPage: "lists/rows.md", outputPath: "lists/rows.html", location: here)
        let diagnostics = links.check(
            anchors: ["layout/grids.html": ["columns", "rows"], "lists/rows.html": ["rows"]], severity: .warning)
        #expect(diagnostics.map(\.source) == ["links.broken-link", "links.broken-link", "links.missing-anchor"])
        #expect(diagnostics.allSatisfy { $0.location == here && $0.severity == .warning })
        #expect(diagnostics[2].message.hasSuffix("did you mean '#columns'?"))
    }

    /// A resolver is a value: a copy records its own links, not the original's.
    @Test func aCopyKeepsItsOwnReferences() {
        var first = resolver()
        _ = first.rewrite("rows.md", onPage: "lists/index.md", outputPath: "lists/index.html", location: nil)
        var second = first
        _ = second.rewrite("index.md", onPage: "lists/rows.md", outputPath: "lists/rows.html", location: nil)
        #expect(first.references.count == 1)
        #expect(second.references.count == 2)
    }
}
