import Foundation
import SiteBuilding
import TestSupport
import Testing

/// A team's theme overrides single partials of the default theme and inherits the rest.
@Suite struct ThemePartialTests {
    static let defaultTheme = packageRoot() + "/Themes/default"

    /// Builds `Content/` of `dir` without the check, with the theme in `Theme/` layered over the
    /// default one, into `Output/`.
    static func buildWithTeamTheme(in dir: TemporaryDirectory) async throws {
        var options = BuildOptions(
            contentDirectory: dir.path + "/Content", themeDirectory: dir.path + "/Theme", outputDirectory: dir.path + "/Output",
            siteTitle: "Partials", runsCheck: false)
        options.defaultThemeDirectory = Self.defaultTheme
        _ = try await SiteBuilder(options: options).build()
    }

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
        try await Self.buildWithTeamTheme(in: dir)

        let page = try #require(dir.read("Output/greetings.html"))
        #expect(page.contains("<div class=\"example-header\"><em class=\"team-badge team-good\">Good!</em>"))
        #expect(!page.contains("<span class=\"badge\">"))
        #expect(page.contains("<aside id=\"sidebar\" class=\"team-sidebar\"><ul class=\"nav-list\">"))
        #expect(!page.contains("<nav class=\"sidebar\""))
        // The rest comes from the default theme: its header, the page layout, the assets.
        #expect(page.contains("<div class=\"search\" data-root=\"\"></div>"))
        #expect(page.contains("<main id=\"main\""))
        #expect(dir.read("Output/assets/handbook.css") != nil)
        // The generated pages use the same partials: a rule page's examples, the 404 page's sidebar.
        let rule = try #require(dir.read("Output/rules/foreach-indices-identity.html"))
        #expect(rule.contains("<em class=\"team-badge team-bad\">Flagged!</em>"))
        #expect(dir.read("Output/404.html")?.contains("class=\"team-sidebar\"") == true)
    }

    @Test func aThemeOverridingTheRuleReviewAndBreadcrumbTemplatesChangesThosePages() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-partials")
        defer { dir.remove() }
        try dir.write("# Home\n\nWelcome.\n", to: "Content/index.md")
        try dir.write("# Lists\n\nAbout lists.\n", to: "Content/lists/index.md")
        try dir.write(
            """
            # Rows

            ## Before merging

            - [ ] Every `ForEach` row names its identity
            - [x] Rows keep no state of their own

            """, to: "Content/lists/rows.md")
        try dir.write(
            """
            <h1 id="{{slug}}">{{name}}</h1>
            <p class="team-rule" data-rule="{{id}}">{{severity}}: {{{summaryHTML}}}</p>
            {{#flagged}}<div class="team-example">{{{badge}}}</div>
            {{/flagged}}

            """, to: "Theme/templates/rule.mustache")
        try dir.write(
            """
            <h1 id="team-review">Before you merge</h1>
            {{#pages}}<h2 class="team-review-page"><a href="{{url}}">{{title}}</a>, {{itemCount}}</h2>
            {{#groups}}{{#section}}<h3>{{title}}</h3>
            {{/section}}{{#items}}<p data-task="{{task}}"{{#isChecked}} class="done"{{/isChecked}}>{{{textHTML}}}</p>
            {{/items}}{{/groups}}{{/pages}}

            """, to: "Theme/templates/review.mustache")
        try dir.write(
            "{{#page.hasBreadcrumbs}}<p class=\"team-trail\">{{#page.breadcrumbs}}{{title}} / {{/page.breadcrumbs}}</p>\n{{/page.hasBreadcrumbs}}",
            to: "Theme/templates/breadcrumbs.mustache")
        try await Self.buildWithTeamTheme(in: dir)

        let rule = try #require(dir.read("Output/rules/foreach-indices-identity.html"))
        #expect(rule.contains("<p class=\"team-rule\" data-rule=\"foreach-indices-identity\">warning: "))
        #expect(rule.contains("<div class=\"team-example\"><span class=\"badge\">Flagged</span></div>"))
        #expect(!rule.contains("class=\"rule-meta\""))
        #expect(rule.contains("<p class=\"team-trail\">Home / Lint rules / </p>"))
        // The rule index keeps the default theme's template.
        #expect(dir.read("Output/rules/index.html")?.contains("<ul class=\"rule-list\">") == true)

        let review = try #require(dir.read("Output/review.html"))
        #expect(review.contains("<h1 id=\"team-review\">Before you merge</h1>"))
        #expect(
            review.contains("<h2 class=\"team-review-page\"><a href=\"lists/rows.html\">Rows</a>, 2 items</h2>\n<h3>Before merging</h3>"))
        #expect(review.contains("<p data-task=\"task-1\">Every <code>ForEach</code> row names its identity</p>"))
        #expect(review.contains("<p data-task=\"task-2\" class=\"done\">Rows keep no state of their own</p>"))
        #expect(!review.contains("review-page-group"))

        let page = try #require(dir.read("Output/lists/rows.html"))
        #expect(page.contains("<p class=\"team-trail\">Home / Lists / </p>"))
        #expect(!page.contains("class=\"breadcrumbs\""))
        // The rest of the page still comes from the default theme.
        #expect(page.contains("<main id=\"main\""))
    }

    @Test func aThemeOverridingTheExampleAndCodeBlockTemplatesChangesHowFencesLook() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-partials")
        defer { dir.remove() }
        try dir.write(
            """
            # Home

            ```swift
            // Good - a constant greeting
            let greeting = "Hello"
            ```

            ```sh
            swift build
            ```

            """, to: "Content/index.md")
        try dir.write(
            """
            <figure class="team-example" data-label="{{label}}" data-status="{{status}}">{{#isUnchecked}}unchecked{{/isUnchecked}}
            {{#code}}
            {{> code}}
            {{/code}}
            </figure>

            """, to: "Theme/templates/example.mustache")
        try dir.write(
            "<pre class=\"team-code\" data-language=\"{{language}}\">{{{codeHTML}}}</pre>\n", to: "Theme/templates/code-block.mustache")
        try await Self.buildWithTeamTheme(in: dir)

        let page = try #require(dir.read("Output/index.html"))
        #expect(
            page.contains("<figure class=\"team-example\" data-label=\"good\" data-status=\"none\">unchecked\n<pre><code><h-c>")
        )
        #expect(page.contains("<pre class=\"team-code\" data-language=\"sh\">swift build</pre>"))
        #expect(!page.contains("class=\"example example-good"))
        // The group is still the default theme's, which writes a fence's only example alone.
        #expect(page.contains("</h1>\n<figure class=\"team-example\""))
        #expect(!page.contains("example-group"))
    }

    @Test func aThemeOverridingTheNavTemplateChangesEveryPagesSidebar() async throws {
        let dir = try TemporaryDirectory(prefix: "handbook-partials")
        defer { dir.remove() }
        try dir.write("# Home\n\nWelcome.\n", to: "Content/index.md")
        try dir.write("# Rows\n\nAbout rows.\n", to: "Content/lists/rows.md")
        try dir.write(
            """
            <ol class="team-nav">{{#entries}}<li{{#isCurrent}} class="here"{{/isCurrent}}>{{title}}{{#isSection}} ({{#entries}}{{title}}{{/entries}}){{/isSection}}</li>{{/entries}}</ol>

            """, to: "Theme/templates/nav.mustache")
        try await Self.buildWithTeamTheme(in: dir)

        // The page's own section is open; on the home page it is collapsed.
        let page = try #require(dir.read("Output/lists/rows.html"))
        #expect(page.contains("<ol class=\"team-nav\"><li>Home</li><li>Lists (Rows)</li></ol>"))
        let home = try #require(dir.read("Output/index.html"))
        #expect(home.contains("<ol class=\"team-nav\"><li class=\"here\">Home</li><li>Lists ()</li></ol>"))
        #expect(!home.contains("<ul class=\"nav-list\">"))
        // The generated pages carry it too.
        #expect(dir.read("Output/review.html")?.contains("<ol class=\"team-nav\">") == true)
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
        // A fence that is one example is that example alone: no group around it, no class on its code.
        #expect(
            page.contains(
                "<div class=\"example example-bad verdict-none\" id=\"example-0-0\">\n"
                    + "<div class=\"example-header\"><span class=\"badge\">Bad</span>"))
        #expect(page.contains("<pre><code><h-c>// Bad - a variable never changed</h-c>"))
        #expect(!page.contains("example-group"))
        #expect(page.contains("<nav class=\"sidebar\" id=\"sidebar\" aria-label=\"Handbook pages\">\n<ul class=\"nav-list\">"))
    }
}
