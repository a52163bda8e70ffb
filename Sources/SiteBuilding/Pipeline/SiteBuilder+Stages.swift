import ContentLoading
import Foundation
import LintRules
import Linting
import SiteCore
import SiteRendering
import Snippets

/// The build's stages, in the order they run. Their names are what `build --verbose` prints
/// and what a ``HandbookError`` raised in one carries as its ``HandbookError/stage``.
package enum BuildStage: String, CaseIterable, Sendable {
    /// Read the content folder and the theme.
    case load
    /// Parse every page and extract its examples.
    case extract
    /// Typecheck, lint and judge the examples (nothing to do when the build checks nothing).
    case check
    /// Render every page through the theme, and the generated pages beside them.
    case render
    /// Build and write the search index.
    case index
    /// Check every link and anchor, now that every page's anchors are known.
    case links
    /// Copy the assets and put the staged site in place of the output folder.
    case write
}

extension SiteBuilder {
    /// What the `load` stage read.
    struct LoadedSite {
        var content: ContentSnapshot
        /// The loader's problems (the theme's are ``Theme/warnings``).
        var diagnostics: [Diagnostic]
        var theme: Theme
        var extractor: SnippetExtractor
    }

    /// What the `render` stage made: the content's pages, and the generated pages the search
    /// index lists.
    struct RenderedPages {
        var pages: [RenderedPage]
        var rulePages: [PageRenderer.GeneratedPage]
        /// Every output file but the search index's, with its source.
        var claims: OutputClaims
    }

    /// The `load` stage: the content folder, then the theme layered over the default one (a
    /// broken theme stops the build before the examples are checked).
    func load() throws -> LoadedSite {
        let extractor = SnippetExtractor(
            vocabulary: options.labelVocabulary, defaultLanguage: options.defaultLanguage, cache: caches.snippets)
        let (content, diagnostics) = try ExampleCollector(contentDirectory: options.contentDirectory, extractor: extractor).load()
        var layers: [String] = []
        if let base = options.defaultThemeDirectory, Self.standardized(base) != Self.standardized(options.themeDirectory) {
            layers.append(base)
        }
        layers.append(options.themeDirectory)
        let theme = try Theme.load(layers: layers, displayPaths: layers)
        return LoadedSite(content: content, diagnostics: diagnostics, theme: theme, extractor: extractor)
    }

    /// The `extract` stage. The pages' fences are not kept: the renderer finds them again in
    /// the tree it parses, which keeps a large site's code out of memory until its page is
    /// rendered.
    func extract(_ loaded: LoadedSite) -> ExampleCollector.Collection {
        var collection = ExampleCollector(contentDirectory: options.contentDirectory, extractor: loaded.extractor)
            .extract(from: loaded.content, keepingExamples: options.runsCheck && checker != nil)
        for index in collection.pages.indices { collection.pages[index].fences = [] }
        Self.releaseFreedMemory()
        return collection
    }

    /// The `check` stage: the examples' verdicts, or `nil` when the build checks nothing.
    /// The examples are let go once checked.
    func check(taking examples: inout [PageExamples], content: ContentSnapshot) async throws -> ExampleCheckResult? {
        guard options.runsCheck, let checker else { return nil }
        let result = try await checker.check(examples, content: content)
        examples = []
        return result
    }

    /// The `render` stage: titles and navigation, then every page (written to `output` as it
    /// is made, on all cores), the page-not-found page, the sitemap, the navigation script,
    /// the rule pages, the review checklist and the tags page.
    func render(
        _ extracted: ExampleCollector.Collection, loaded: LoadedSite, checkResult: ExampleCheckResult?, to output: some SiteOutput
    ) throws -> RenderedPages {
        let content = loaded.content
        let verdicts = Dictionary((checkResult?.results ?? []).map { ($0.snippet.id, $0) }, uniquingKeysWith: { a, _ in a })
        let titles = Self.titles(of: extracted.pages)
        let nav = NavigationTree(pages: content.pages, titles: titles)
        let renderer = try PageRenderer(
            options: options, theme: loaded.theme, nav: nav, titles: titles, content: content,
            extractor: loaded.extractor, highlighter: SwiftHighlighter(cache: caches.highlighting), verdicts: verdicts,
            didCheck: checkResult != nil, rulePages: Set(checkResult?.rulePages ?? []))
        // The rules as this handbook configures them (severity, documentation page).
        let rules = (LintRules.descriptions + options.customRules).map(options.lintConfiguration.applied(to:))
        // Every output file has one source: two that would write the same file are errors.
        let claims = Self.claims(
            content: content, theme: loaded.theme, rules: rules, tags: !renderer.tags.isEmpty, sitemap: options.baseURL != nil)
        let rendered = try extracted.pages.concurrentMap { page in
            let (summary, html) = try renderer.render(page, rules: rules)
            try output.write(Data(html.utf8), to: summary.outputPath)
            return summary
        }
        Self.releaseFreedMemory()

        try output.write(Data(try renderer.renderNotFound().utf8), to: "404.html")
        if let baseURL = options.baseURL {
            let pagePaths = rendered.map(\.outputPath) + renderer.generatedPagePaths(rules: rules)
            try output.write(Data(Sitemap.xml(baseURL: baseURL, pagePaths: pagePaths).utf8), to: "sitemap.xml")
        }
        try output.write(Data(nav.script().utf8), to: NavigationTree.scriptPath)
        let rulePages = try renderer.renderRulePages(rules)
        for page in rulePages { try output.write(Data(page.html.utf8), to: page.path) }
        try output.write(Data(try renderer.renderReviewPage(rendered).utf8), to: PageRenderer.reviewPath)
        if !renderer.tags.isEmpty { try output.write(Data(try renderer.renderTagsPage(rendered).utf8), to: TagIndex.path) }
        return RenderedPages(pages: rendered, rulePages: rulePages, claims: claims)
    }

    /// The `index` stage: the search index over the content's pages and the rule pages,
    /// written on all cores (a large site's index is thousands of small files).
    /// - Returns: The index's paths, sorted, for the output claims.
    func index(_ rendered: RenderedPages, to output: some SiteOutput) throws -> [String] {
        var searchPages = rendered.pages.map(\.search)
        searchPages += rendered.rulePages.map {
            SearchPage(
                path: $0.path, title: $0.title, trail: "Rules",
                sections: SearchSectionSplitter.sections(fromBody: $0.body, pageTitle: $0.title), weight: 0.5)
        }
        let searchFiles = Array(SearchIndexBuilder().build(searchPages))
        _ = try searchFiles.concurrentMap { path, data in
            try output.write(data, to: path)
        }
        return searchFiles.map(\.key).sorted()
    }

    /// The `links` stage: each page's rendering problems followed by its broken links and
    /// anchors (errors under `--strict`).
    func checkLinks(_ pages: [RenderedPage]) -> [Diagnostic] {
        var anchors: [String: Set<String>] = [:]
        for page in pages { anchors[page.outputPath] = page.anchors }
        var diagnostics: [Diagnostic] = []
        for page in pages {
            diagnostics += page.diagnostics
            diagnostics += page.links.check(anchors: anchors, severity: options.isStrict ? .error : .warning)
        }
        return diagnostics
    }

    /// The files copied as they are: theme assets under `assets/`, then the content's files.
    func copies(_ loaded: LoadedSite) -> [String: String] {
        var copies: [String: String] = [:]
        for (relative, source) in loaded.theme.assets { copies["assets/" + relative] = source }
        for asset in loaded.content.assets { copies[asset] = options.contentDirectory + "/" + asset }
        return copies
    }

    /// The `write` stage: copies the assets into the staging folder and, when the content has
    /// no errors, puts it in place of the output folder.
    /// - Throws: ``BuildFailure`` when the content has errors (nothing is put in place).
    func write(_ site: PreparedSite, to output: OutputDirectory) throws {
        for (path, source) in site.copies.sorted(by: { $0.key < $1.key }) { try output.copy(from: source, to: path) }
        if site.diagnostics.contains(where: { $0.severity == .error }) {
            throw BuildFailure(diagnostics: site.diagnostics)
        }
        try output.commit()
    }

    /// Each page's title: its front matter's, else its first heading, else its file (or
    /// folder, for an index page) name in title case.
    static func titles(of pages: [ParsedPage]) -> [String: String] {
        var titles: [String: String] = [:]
        for page in pages {
            titles[page.source.relativePath] =
                page.source.frontMatter.title
                ?? page.firstHeading
                ?? NavigationTree.titleCase(
                    page.source.isIndex && !page.source.folder.isEmpty
                        ? String(page.source.folder.split(separator: "/").last!) : page.source.baseName)
        }
        return titles
    }
}
