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
        /// The rule pages as the search index takes them, scored.
        var ruleSearch: [IndexedPage]
        /// Every output file but the search index's, with its source.
        var claims: OutputClaims
        /// What the next build may reuse of each content page, in the order of ``pages``.
        var remembered: [PreviousPage]
    }

    /// The `load` stage: the content folder, then the theme layered over the default one (a
    /// broken theme stops the build before the examples are checked).
    func load() throws -> LoadedSite {
        let extractor = SnippetExtractor(
            vocabulary: options.labelVocabulary, defaultLanguage: options.defaultLanguage, cache: caches.snippets)
        let (content, diagnostics) = try ExampleCollector(
            contentDirectory: options.contentDirectory, extractor: extractor, pageCache: caches.sourcePages
        ).load()
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
    ///
    /// A build that checks nothing takes an unchanged page's first heading and problems from
    /// the previous build (`previous`) instead of parsing it again.
    /// - Returns: The collection, and each page's keys (``sourceKeys(of:previous:)``) in the
    ///   order of its pages.
    func extract(_ loaded: LoadedSite, previous: [String: PreviousPage]) -> (ExampleCollector.Collection, sourceKeys: [SourceKeys]) {
        let keepingExamples = options.runsCheck && checker != nil
        let sourceKeys = sourceKeys(of: loaded.content, previous: previous)
        var reused: [Int: PageRecord] = [:]
        if !keepingExamples {
            for (index, page) in loaded.content.pages.enumerated() {
                if let record = previous[page.relativePath]?.record, record.sourceKey == sourceKeys[index].source {
                    reused[index] = record
                }
            }
        }
        var changed = loaded.content
        changed.pages = loaded.content.pages.indices.filter { reused[$0] == nil }.map { loaded.content.pages[$0] }
        let parsed = ExampleCollector(contentDirectory: options.contentDirectory, extractor: loaded.extractor)
            .extract(from: changed, keepingExamples: keepingExamples)
        var collection = ExampleCollector.Collection(content: loaded.content, pages: [], examples: parsed.examples, diagnostics: [])
        var next = 0
        for (index, page) in loaded.content.pages.enumerated() {
            let problems: [Diagnostic]
            if let record = reused[index] {
                collection.pages.append(ParsedPage(source: page, fences: [], firstHeading: record.firstHeading))
                problems = record.extractDiagnostics
            } else {
                var parsedPage = parsed.pages[next]
                parsedPage.fences = []
                collection.pages.append(parsedPage)
                problems = parsed.pageDiagnostics[next]
                next += 1
            }
            collection.diagnostics += problems
            collection.pageDiagnostics.append(problems)
        }
        Self.releaseFreedMemory()
        return (collection, sourceKeys)
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
    ///
    /// A page whose ``PageRenderer/renderKey(for:sourceKey:siteKey:verdictsKey:)`` is the one the
    /// previous build (`previous`) rendered it under is not rendered: `output` takes the
    /// previous file (see ``SiteOutput/reuse(_:at:)``) and the later stages its record.
    func render<Output: SiteOutput>(
        _ extracted: ExampleCollector.Collection, sourceKeys: [SourceKeys], previous: [String: PreviousPage], loaded: LoadedSite,
        checkResult: ExampleCheckResult?, to output: Output, generated: GeneratedFiles<Output>
    ) throws -> RenderedPages {
        let content = loaded.content
        let verdicts = Dictionary((checkResult?.results ?? []).map { ($0.snippet.id, $0) }, uniquingKeysWith: { a, _ in a })
        let titles = Self.titles(of: extracted.pages)
        let nav = caches.navigation.tree(pages: content.pages, titles: titles)
        let renderer = try PageRenderer(
            options: options, theme: loaded.theme, nav: nav, titles: titles, content: content,
            extractor: loaded.extractor, highlighter: SwiftHighlighter(cache: caches.highlighting), verdicts: verdicts,
            didCheck: checkResult != nil, rulePages: Set(checkResult?.rulePages ?? []))
        // The rules as this handbook configures them (severity, documentation page).
        let rules = (LintRules.descriptions + options.customRules).map(options.lintConfiguration.applied(to:))
        // Every output file has one source: two that would write the same file are errors.
        let claims = caches.outputClaims.claims(
            inputs: Self.claimInputs(
                content: content, theme: loaded.theme, rules: rules, tags: !renderer.tags.isEmpty, sitemap: options.baseURL != nil)
        ) {
            Self.claims(
                content: content, theme: loaded.theme, rules: rules, tags: !renderer.tags.isEmpty, sitemap: options.baseURL != nil)
        }
        let siteKey = siteKey(loaded: loaded, rules: rules, checkResult: checkResult, renderer: renderer)
        let verdictsKeys = Self.verdictsKeys(checkResult)
        let pageOutputPaths = renderer.pageOutputPaths
        let assets = Set(content.assets)
        let keepsHTML = output.keepsHTMLInMemory
        let made = try Array(extracted.pages.indices).concurrentMap { index -> (RenderedPage, PreviousPage) in
            let page = extracted.pages[index]
            let source = page.source
            let renderKey = renderer.renderKey(
                for: page, sourceKey: sourceKeys[index].source, siteKey: siteKey, verdictsKey: verdictsKeys[source.displayPath] ?? "")
            if var earlier = previous[source.relativePath], earlier.record.renderKey == renderKey,
                earlier.record.sourceKey == sourceKeys[index].source, earlier.record.outputPath == source.outputPath,
                try output.reuse(earlier, at: source.outputPath)
            {
                let summary = earlier.record.renderedPage(source: source, pageOutputPaths: pageOutputPaths, assets: assets)
                if earlier.record.sourceStamp != sourceKeys[index].stamp {
                    // The same text under a new stamp (touched, or copied back): remember the
                    // new stamp, so that the next build need not hash the text again.
                    earlier.record.sourceStamp = sourceKeys[index].stamp
                    earlier.line = nil
                }
                return (summary, earlier)
            }
            let (summary, html) = try renderer.render(page, rules: rules)
            let data = Data(html.utf8)
            try output.write(data, to: summary.outputPath)
            let record = PageRecord(
                keys: sourceKeys[index], firstHeading: page.firstHeading, extractDiagnostics: extracted.pageDiagnostics[index],
                renderKey: renderKey, page: summary)
            return (summary, PreviousPage(record: record, html: keepsHTML ? data : nil))
        }
        let rendered = made.map(\.0)
        Self.releaseFreedMemory()

        try output.write(Data(try renderer.renderNotFound().utf8), to: "404.html")
        if let baseURL = options.baseURL {
            let pagePaths = rendered.map(\.outputPath) + renderer.generatedPagePaths(rules: rules)
            try output.write(Data(Sitemap.xml(baseURL: baseURL, pagePaths: pagePaths).utf8), to: "sitemap.xml")
        }
        try output.write(Data(nav.script().utf8), to: NavigationTree.scriptPath)
        let ruleSearch = try renderRulePages(rules, renderer: renderer, siteKey: siteKey, generated: generated)
        // The review checklist and the tags page list every page: made again only when what
        // they show of the pages changed.
        try generated.write(PageRenderer.reviewPath, key: renderer.reviewKey(rendered, siteKey: siteKey, digests: caches.taskDigests)) {
            Data(try renderer.renderReviewPage(rendered).utf8)
        }
        if !renderer.tags.isEmpty {
            try generated.write(TagIndex.path, key: renderer.tagsKey(rendered, siteKey: siteKey)) {
                Data(try renderer.renderTagsPage(rendered).utf8)
            }
        }
        return RenderedPages(pages: rendered, ruleSearch: ruleSearch, claims: claims, remembered: made.map(\.1))
    }

    /// The rule pages, the same build after build: while their key
    /// (``PageRenderer/rulePagesKey(_:siteKey:)``) is unchanged they are taken from the
    /// previous build, scored search pages included; else they are rendered, their examples'
    /// highlighting and their scored search pages kept for the next build.
    /// - Returns: The rule pages as the search index takes them.
    func renderRulePages<Output: SiteOutput>(
        _ rules: [RuleDescription], renderer: PageRenderer, siteKey: String, generated: GeneratedFiles<Output>
    ) throws -> [IndexedPage] {
        let key = renderer.rulePagesKey(rules, siteKey: siteKey)
        let kept = RememberedRulePages(options: options)
        let loaded = kept.load(into: renderer.highlighter)
        let paths = [PageRenderer.ruleIndexPath] + rules.map(\.sitePagePath)
        if let search = options.reusesPages ? (caches.pages.rulePageSearch(under: key) ?? loaded.search(under: key)) : nil,
            search.map(\.path) == paths
        {
            // Made again only where the previous build's file cannot be taken (changed since).
            var made: [String: Data]?
            for path in paths {
                try generated.write(path, key: key) {
                    if made == nil {
                        made = Dictionary(try renderer.renderRulePages(rules).map { ($0.path, Data($0.html.utf8)) }) { a, _ in a }
                    }
                    return made?[path] ?? Data()
                }
            }
            caches.pages.rememberRulePageSearch(search, under: key)
            return search
        }
        let pages = try renderer.renderRulePages(rules)
        let search = pages.concurrentMap { page -> (key: String, page: IndexedPage) in
            let key = RememberedRulePages.searchKey(of: page)
            return (key, caches.rulePageSearch.value(for: key, cost: { _ in 1 }) { loaded.search[key] ?? Self.indexed(page) })
        }
        kept.save(
            rules.flatMap { ($0.triggering + $0.nonTriggering).map(\.source) }, from: renderer.highlighter,
            search: Dictionary(search.map { ($0.key, $0.page) }, uniquingKeysWith: { a, _ in a }), order: search.map(\.key),
            pagesKey: key, loaded: loaded)
        for page in pages { try generated.write(page.path, key: key) { Data(page.html.utf8) } }
        caches.pages.rememberRulePageSearch(search.map(\.page), under: key)
        return search.map(\.page)
    }

    /// The `index` stage: the search index over the content's pages and the rule pages,
    /// written on all cores (a large site's index is thousands of small files). A file with
    /// the bytes the previous build wrote is taken from it (keyed by its bytes' hash): an edit
    /// changes the shards of its words, not the others.
    /// - Returns: The index's paths, sorted, for the output claims.
    func index(_ rendered: RenderedPages, to generated: GeneratedFiles<some SiteOutput>) throws -> [String] {
        // Every page was scored as it was rendered, or kept scored from the previous build.
        var builder = SearchIndexBuilder()
        builder.tokenCache = caches.searchTokens
        let searchFiles = Array(builder.build(indexed: rendered.pages.map(\.search) + rendered.ruleSearch))
        _ = try searchFiles.concurrentMap { path, data in
            try generated.write(path, key: StableHash.hex(of: data)) { data }
        }
        return searchFiles.map(\.key).sorted()
    }

    /// A rule page as the search index takes it: ranked below the sections explaining its rule.
    static func indexed(_ page: PageRenderer.GeneratedPage) -> IndexedPage {
        SearchIndexBuilder().indexed(
            SearchPage(
                path: page.path, title: page.title, trail: "Rules",
                sections: SearchSectionSplitter.sections(fromBody: page.body, pageTitle: page.title), weight: 0.5))
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
