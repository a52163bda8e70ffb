import Foundation
import Linting
import SiteBuilding
import SiteCore
import TestSupport
import Testing

/// Builds the fixture site with a minimal theme (so these goldens change only when the
/// engine's HTML changes, not when the default theme is restyled).
@Suite struct SiteBuildTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    func options(output: String, content: String = fixtures + "/Site/Content", strict: Bool = false, baseURL: String? = nil) -> BuildOptions
    {
        BuildOptions(
            contentDirectory: content, themeDirectory: Self.fixtures + "/MinimalTheme", outputDirectory: output,
            baseURL: baseURL, isStrict: strict, siteTitle: "Fixture", runsCheck: false)
    }

    @Test func fixtureSiteMatchesGoldenFiles() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let result = try await SiteBuilder(options: options(output: dir.path + "/Output")).build()
        #expect(result.pageCount == 4)
        let tree = snapshotTree(dir.path + "/Output")
        let expected: Set<String> = [
            ".handbook-output", "404.html", "index.html", "guides/index.html", "guides/identity.html",
            "guides/layout.html", "assets/style.css", "img/logo.svg", "review.html", "tags.html", "nav.js",
        ]
        #expect(expected.isSubset(of: Set(tree.keys)))
        // Besides those: the search index and the rule pages, nothing else.
        #expect(Set(tree.keys).subtracting(expected).allSatisfy { $0.hasPrefix("search/") || $0.hasPrefix("rules/") })
        for page in ["index.html", "guides/index.html", "guides/identity.html", "guides/layout.html", "404.html"] {
            assertGolden(String(decoding: tree[page]!, as: UTF8.self), named: "Site/" + page)
        }
    }

    @Test func everyLocalLinkAndFragmentResolves() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let result = try await SiteBuilder(options: options(output: dir.path + "/Output")).build()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.formatted))")
        #expect(SiteLinkWalker.problems(in: dir.path + "/Output") == [])
    }

    @Test func sitemapOnlyWithBaseURL() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        _ = try await SiteBuilder(options: options(output: dir.path + "/A")).build()
        #expect(dir.read("A/sitemap.xml") == nil)
        _ = try await SiteBuilder(options: options(output: dir.path + "/B", baseURL: "https://example.com/team/handbook")).build()
        let sitemap = try #require(dir.read("B/sitemap.xml"))
        #expect(sitemap.contains("<loc>https://example.com/team/handbook/guides/identity.html</loc>"))
    }

    /// The sitemap lists every page a reader can land on: the rule pages and the review
    /// checklist too, not only the content's pages.
    @Test func sitemapListsTheRulePagesAndTheReviewPage() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        _ = try await SiteBuilder(options: options(output: dir.path + "/Output", baseURL: "https://example.com/h/")).build()
        let sitemap = try #require(dir.read("Output/sitemap.xml"))
        for path in ["index.html", "rules/index.html", "rules/deprecated-api.html", "rules/foreach-indices-identity.html", "review.html"] {
            #expect(sitemap.contains("<loc>https://example.com/h/\(path)</loc>"), "\(path)")
        }
        #expect(!sitemap.contains("404.html"))
    }

    /// Counts on generated pages agree with their number: `2 items on 1 page`.
    @Test func reviewPageCountsArePluralised() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        _ = try await SiteBuilder(options: options(output: dir.path + "/Output")).build()
        let review = try #require(dir.read("Output/review.html"))
        #expect(review.contains("(2 items on 1 page)"), "\(review)")
        #expect(!review.contains("1 pages"))
    }

    /// A rule re-graded in the configuration shows its configured severity on its page and
    /// in the rule index.
    @Test func rulePagesShowTheConfiguredSeverity() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var configured = options(output: dir.path + "/Output")
        configured.lintConfiguration = LintConfiguration(severityOverrides: ["deprecated-api": .error])
        _ = try await SiteBuilder(options: configured).build()
        let page = try #require(dir.read("Output/rules/deprecated-api.html"))
        #expect(page.contains("<span class=\"severity-badge severity-error\">error</span>"))
        #expect(!page.contains("severity-warning"))
        #expect(page.contains("<code>lint.severity</code>"))
        let index = try #require(dir.read("Output/rules/index.html"))
        let entry = try #require(index.components(separatedBy: "<li>").first { $0.contains("<code>deprecated-api</code>") })
        #expect(entry.contains("severity-error"))
        let other = try #require(dir.read("Output/rules/anyview-usage.html"))
        #expect(other.contains("severity-warning") && !other.contains("lint.severity"))
    }

    /// The deprecated-api page says that the rule reports soft deprecations Xcode does not
    /// warn about, and how to limit it to hard ones or turn it off; every rule page says how
    /// to configure the rule.
    @Test func deprecatedAPIRulePageExplainsSoftDeprecationsAndItsSetting() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        _ = try await SiteBuilder(options: options(output: dir.path + "/Output")).build()
        let page = try #require(dir.read("Output/rules/deprecated-api.html"))
        #expect(page.contains("<h2 id=\"configuration\">"))
        #expect(page.contains("soft-deprecated API"))
        #expect(page.contains("Xcode builds without a warning"))
        #expect(page.contains("<code>lint: { deprecated-api: hard-only }</code>"))
        #expect(page.contains("<code>lint: { disabled: [deprecated-api] }</code>"))
        let other = try #require(dir.read("Output/rules/anyview-usage.html"))
        #expect(other.contains("<code>lint: { disabled: [anyview-usage] }</code>"))
        #expect(!other.contains("hard-only"))
    }

    @Test func brokenLinksAndAnchorsAreWarningsWithLocations() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(
            "# Home\n\nSee [gone](missing.md) and\n[bad anchor](other.md#nope) and [ok](other.md#real).\n", to: "Content/index.md")
        try dir.write("# Other\n\n## Real\n", to: "Content/other.md")
        let result = try await SiteBuilder(options: options(output: dir.path + "/Output", content: dir.path + "/Content")).build()
        let messages = result.diagnostics.map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.severity.rawValue) \($0.message)"
        }
        #expect(
            messages == [
                "3:5 warning broken link: 'missing.md' is not a page or file of the site",
                "4:1 warning missing anchor: 'other.md#nope' has no heading with id 'nope'",
            ])
        #expect(result.diagnostics.allSatisfy { $0.location?.file == dir.path + "/Content/index.md" })
    }

    @Test func strictModeFailsOnBrokenLinksAndKeepsOutput() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("# Home\n\n[gone](missing.md)\n", to: "Content/index.md")
        try dir.write("previous", to: "Output/.handbook-output")
        try dir.write("<p>old</p>", to: "Output/index.html")
        let before = snapshotTree(dir.path + "/Output")
        await #expect(throws: BuildFailure.self) {
            try await SiteBuilder(options: options(output: dir.path + "/Output", content: dir.path + "/Content", strict: true)).build()
        }
        #expect(snapshotTree(dir.path + "/Output") == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["Content", "Output"])
    }

    @Test func refusesToReplaceAFolderNotMadeByHandbook() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("keep me", to: "Output/notes.txt")
        await #expect(throws: HandbookError.self) {
            try await SiteBuilder(options: options(output: dir.path + "/Output")).build()
        }
        #expect(dir.read("Output/notes.txt") == "keep me")
    }

    @Test func acceptsAnEmptyFolderOrOneWithOnlyGitkeep() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("", to: "Output/.gitkeep")
        _ = try await SiteBuilder(options: options(output: dir.path + "/Output")).build()
        #expect(dir.read("Output/index.html") != nil)
        #expect(dir.read("Output/.gitkeep") == "")
        // And a second build replaces the first.
        _ = try await SiteBuilder(options: options(output: dir.path + "/Output")).build()
        #expect(dir.read("Output/.handbook-output") != nil)
    }

    @Test func aThemeOverridesOneTemplateAndInheritsTheRest() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("<p>custom 404 for {{site.title}}</p>", to: "Theme/templates/404.mustache")
        var opts = options(output: dir.path + "/Output")
        opts.defaultThemeDirectory = Self.fixtures + "/MinimalTheme"
        opts.themeDirectory = dir.path + "/Theme"
        _ = try await SiteBuilder(options: opts).build()
        #expect(dir.read("Output/404.html") == "<p>custom 404 for Fixture</p>")
        #expect(dir.read("Output/index.html")?.contains("<nav>") == true)
        #expect(dir.read("Output/assets/style.css") != nil)
    }

    @Test func titleFallsBackToFirstH1ThenFileName() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write("# From the heading\n\ntext\n", to: "Content/index.md")
        try dir.write("no heading here\n", to: "Content/view-structure.md")
        _ = try await SiteBuilder(options: options(output: dir.path + "/Output", content: dir.path + "/Content")).build()
        #expect(dir.read("Output/index.html")?.contains("<title>From the heading · Fixture</title>") == true)
        #expect(dir.read("Output/view-structure.html")?.contains("<title>View Structure · Fixture</title>") == true)
    }
}
