import Foundation
import SiteBuilding
import TestSupport
import Testing

/// The shipped `Content/` with the default theme: every page gets its `.html`, and every
/// local `href`/`src` and `#fragment` in the built site resolves.
@Suite struct ShippedHandbookTests {
    static let root = packageRoot()

    func build() async throws -> (TemporaryDirectory, BuildResult) {
        let dir = try TemporaryDirectory()
        let options = BuildOptions(
            contentDirectory: Self.root + "/Content", themeDirectory: Self.root + "/Themes/default",
            outputDirectory: dir.path + "/Output", isStrict: true, runsCheck: false)
        return (dir, try await SiteBuilder(options: options).build())
    }

    @Test func everyPageHasItsHTML() async throws {
        let (dir, result) = try await build()
        defer { dir.remove() }
        let pages = FileManager.default.enumerator(atPath: Self.root + "/Content")!
            .compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") && !$0.split(separator: "/").contains { $0.hasPrefix("_") || $0.hasPrefix(".") } }
        #expect(pages.count >= 8)
        #expect(result.pageCount == pages.count)
        for page in pages {
            let html = String(page.dropLast(3)) + ".html"
            #expect(FileManager.default.fileExists(atPath: dir.path + "/Output/" + html), "missing \(html)")
        }
        #expect(FileManager.default.fileExists(atPath: dir.path + "/Output/index.html"))
    }

    @Test func everyLocalLinkAndFragmentResolves() async throws {
        let (dir, result) = try await build()
        defer { dir.remove() }
        #expect(result.diagnostics.filter { $0.source.hasPrefix("links.") }.map(\.formatted) == [])
        #expect(SiteLinkWalker.problems(in: dir.path + "/Output") == [])
    }
}
