import Foundation
import SiteBuilding
import TestSupport
import Testing

/// A team's theme overrides single partials of the default theme and inherits the rest.
@Suite struct ThemePartialTests {
    static let defaultTheme = packageRoot() + "/Themes/default"

    @Test func aThemeOverridingTheBadgeAndSidebarPartialsChangesOnlyThem() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-partials")
        defer { dir.remove() }
        try dir.write("# Home\n\nWelcome.\n", to: "Content/index.md")
        try dir.write(
            """
            # Greetings

            ```swift
            // Good - a constant greeting
            let greeting = "Hello"
            ```

            """, to: "Content/greetings.md")
        try dir.write("<em class=\"team-badge team-{{label}}\">{{text}}!</em>\n", to: "Theme/templates/badge.mustache")
        try dir.write("<aside id=\"sidebar\" class=\"team-sidebar\">{{{nav}}}</aside>\n", to: "Theme/templates/sidebar.mustache")
        var options = BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: dir.path + "/Theme", outputDirectory: dir.path + "/Output",
            siteTitle: "Partials", runsCheck: false)
        options.defaultThemeDirectory = Self.defaultTheme
        _ = try await SiteBuilder(options: options).build()

        let page = try #require(dir.read("Output/greetings.html"))
        #expect(page.contains("<div class=\"example-header\"><em class=\"team-badge team-good\">Good!</em>"))
        #expect(!page.contains("class=\"badge label-good\""))
        #expect(page.contains("<aside id=\"sidebar\" class=\"team-sidebar\"><ul class=\"nav-list\">"))
        #expect(!page.contains("<nav class=\"sidebar\""))
        // The rest comes from the default theme: its header, the page layout, the assets.
        #expect(page.contains("<input id=\"search-input\""))
        #expect(page.contains("<main id=\"main\""))
        #expect(dir.read("Output/assets/handbook.css") != nil)
        // The generated pages use the same partials: a rule page's examples, the 404 page's sidebar.
        let rule = try #require(dir.read("Output/rules/foreach-indices-identity.html"))
        #expect(rule.contains("<em class=\"team-badge team-bad\">Flagged!</em>"))
        #expect(dir.read("Output/404.html")?.contains("class=\"team-sidebar\"") == true)
    }

    @Test func theDefaultThemeRendersItsOwnPartials() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-partials")
        defer { dir.remove() }
        try dir.write("# Home\n\n```swift\n// Bad - a variable never changed\nvar greeting = \"Hello\"\n```\n", to: "Content/index.md")
        let options = BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: Self.defaultTheme, outputDirectory: dir.path + "/Output",
            siteTitle: "Partials", runsCheck: false)
        _ = try await SiteBuilder(options: options).build()
        let page = try #require(dir.read("Output/index.html"))
        #expect(page.contains("<div class=\"example-header\"><span class=\"badge label-bad\">Bad</span>"))
        #expect(page.contains("<nav class=\"sidebar\" id=\"sidebar\" aria-label=\"Handbook pages\">\n<ul class=\"nav-list\">"))
    }
}
