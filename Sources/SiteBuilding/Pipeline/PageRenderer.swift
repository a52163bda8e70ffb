import ContentLoading
import Foundation
import Linting
import MarkdownAST
import SiteCore
import SiteRendering
import Snippets

/// A page rendered to its final HTML, with what later stages need to know about it.
/// The HTML itself is written out as soon as it is made; this is what the rest of the build needs.
package struct RenderedPage: Sendable {
    package var source: SourcePage
    package var outputPath: String
    package var title: String
    /// The page as the search index takes it, scored (kept by the next build while the page
    /// is unchanged).
    package var search: IndexedPage
    package var headings: [HTMLRenderer.Heading]
    package var tasks: [HTMLRenderer.Task]
    /// Every id a link may point at.
    package var anchors: Set<String>
    package var links: LinkResolver
    /// What rendering found: raw HTML or URLs the HTML policy removed.
    package var diagnostics: [Diagnostic]
}

/// Renders one parsed page through the theme. Templates get typed contexts
/// (`Sources/SiteBuilding/Templates`), documented in `Themes/default/README.md`.
struct PageRenderer: Sendable {
    var options: BuildOptions
    var theme: Theme
    var nav: NavigationTree
    var titles: [String: String]
    var content: ContentSnapshot
    var extractor: SnippetExtractor
    var highlighter: SwiftHighlighter
    var verdicts: [String: CheckedSnippet]
    var didCheck: Bool
    var rulePages: Set<String>
    /// Content-relative `.md` path → output path, for link rewriting.
    let pageOutputPaths: [String: String]
    /// Output path → page title, for previous/next links.
    let titlesByOutputPath: [String: String]
    let homePath: String?
    /// Last-updated dates and the edit link base.
    let history: PageHistory
    /// The pages' tags and their anchors on the tags page.
    let tags: TagIndex
    let badges: LabelBadges

    /// - Throws: ``HandbookError`` when the theme's `badge` partial does not render.
    init(
        options: BuildOptions, theme: Theme, nav: NavigationTree, titles: [String: String], content: ContentSnapshot,
        extractor: SnippetExtractor, highlighter: SwiftHighlighter, verdicts: [String: CheckedSnippet], didCheck: Bool,
        rulePages: Set<String>
    ) throws {
        self.options = options
        self.theme = theme
        self.nav = nav
        self.titles = titles
        self.content = content
        self.extractor = extractor
        self.highlighter = highlighter
        self.verdicts = verdicts
        self.didCheck = didCheck
        self.rulePages = rulePages
        self.pageOutputPaths = Dictionary(content.pages.map { ($0.relativePath, $0.outputPath) }, uniquingKeysWith: { a, _ in a })
        self.titlesByOutputPath = Dictionary(
            content.pages.map { ($0.outputPath, titles[$0.relativePath] ?? $0.outputPath) }, uniquingKeysWith: { a, _ in a })
        self.homePath = content.pages.first { $0.folder.isEmpty && $0.isIndex }?.outputPath
        self.history = PageHistory(options: options)
        self.tags = TagIndex(pages: content.pages)
        self.badges = try LabelBadges(theme: theme)
    }

    /// The page's final HTML, and what later stages need to know about it.
    func render(_ page: ParsedPage, rules: [RuleDescription]) throws -> (RenderedPage, html: String) {
        let source = page.source
        var links = LinkResolver(pageOutputPaths: pageOutputPaths, assets: Set(content.assets))
        let root = Self.rootPrefix(for: source.outputPath)
        let examples = ExampleRenderer(
            theme: theme, extractor: extractor, highlighter: highlighter, verdicts: verdicts, didCheck: didCheck, root: root,
            rulePages: rulePages, badges: badges)
        let document = page.parseDocument()
        let fences = CodeFenceCollector.fences(in: document, file: source.displayPath)
        let lookup = CodeFenceCollector.Lookup(fences)
        // The renderer's hook cannot throw: a template's error is kept and thrown once it returns.
        var templateError: (any Error)?
        let hooks = HTMLRenderer.Hooks(
            rewriteLink: { destination, location in
                links.rewrite(destination, onPage: source.relativePath, outputPath: source.outputPath, location: location)
            },
            renderCodeBlock: { _, range in
                guard let fence = lookup.fence(at: range) else { return nil }
                do { return try examples.render(fence) } catch {
                    templateError = templateError ?? error
                    return ""
                }
            })
        let output = HTMLRenderer(file: source.displayPath, hooks: hooks, htmlPolicy: options.htmlPolicy).render(document)
        if let templateError { throw templateError }
        let title = titles[source.relativePath] ?? source.baseName

        var anchors = Set(output.headings.map(\.id))
        anchors.formUnion(output.tasks.map(\.id))
        for fence in fences {
            for part in extractor.layout(of: fence).parts {
                anchors.insert(
                    "example-" + (part.snippetID.split(separator: "#").last.map { $0.replacingOccurrences(of: ".", with: "-") } ?? ""))
            }
        }
        let html = try theme.render("page", context: try context(for: page, title: title, body: output, root: root))
        let search = SearchIndexBuilder().indexed(
            searchPage(for: source, outputPath: source.outputPath, title: title, bodyHTML: output.html, rules: rules))
        let summary = RenderedPage(
            source: source, outputPath: source.outputPath, title: title, search: search,
            headings: output.headings, tasks: output.tasks, anchors: anchors, links: links, diagnostics: output.diagnostics)
        return (summary, html)
    }

    /// `""` at the root, `"../"` one folder down, and so on.
    static func rootPrefix(for outputPath: String) -> String {
        String(repeating: "../", count: outputPath.split(separator: "/").count - 1)
    }

    private func context(for page: ParsedPage, title: String, body: HTMLRenderer.Output, root: String) throws -> TemplateContext {
        let source = page.source
        let path = source.outputPath
        let toc = body.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            PageContext.TOCEntry(level: $0.level, id: $0.id, text: $0.text, isSub: $0.level == 3)
        }
        var breadcrumbs: [PageContext.Crumb] = []
        if let homePath, homePath != path {
            breadcrumbs.append(.init(title: titles["index.md"] ?? "Home", url: PathUtilities.relativeURL(from: path, to: homePath)))
        }
        for ancestor in nav.ancestors(of: path) {
            let url = ancestor.outputPath.flatMap { $0 == path ? nil : PathUtilities.relativeURL(from: path, to: $0) }
            breadcrumbs.append(.init(title: ancestor.title, url: url))
        }
        let (previous, next) = nav.neighbours(of: path)
        func link(_ target: String?) -> PageContext.Link? {
            target.map { .init(title: pageTitle(forOutput: $0), url: PathUtilities.relativeURL(from: path, to: $0)) }
        }
        var context = try baseContext(path: path, root: root, title: title)
        context.page = PageContext(
            title: title, description: source.frontMatter.description, content: body.html, toc: toc, breadcrumbs: breadcrumbs,
            availability: source.frontMatter.availability,
            tags: TagIndex.tags(of: source).map { .init(name: $0, url: tags.url(of: $0, from: path)) },
            sourcePath: source.displayPath, path: path, isHome: path == homePath, taskCount: body.tasks.count,
            hasOwnTitle: body.firstH1 != nil, lastUpdated: history.lastUpdated[source.relativePath],
            editURL: history.editURL(for: source.relativePath), prev: link(previous), next: link(next))
        return context
    }

    func pageTitle(forOutput outputPath: String) -> String {
        titlesByOutputPath[outputPath] ?? outputPath
    }

    /// What every template gets: the site, the sidebar (rendered with the theme's `nav`
    /// template), the root prefix; `page` is left for the caller.
    func baseContext(path: String, root: String, title: String) throws -> TemplateContext {
        let canonicalBase = options.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        return TemplateContext(
            site: SiteContext(
                title: options.siteTitle, baseURL: options.baseURL, canonicalURL: canonicalBase.map { $0 + path }, hasTags: !tags.isEmpty),
            root: root,
            assets: root + "assets/",
            homeURL: PathUtilities.relativeURL(from: path, to: homePath ?? "index.html"),
            nav: try theme.render("nav", context: NavigationContext(entries: nav.localEntries(for: path))),
            documentTitle: title == options.siteTitle ? title : "\(title) · \(options.siteTitle)")
    }

    func renderNotFound() throws -> String {
        // 404.html is served from any depth: make its links absolute from the site root when
        // the public URL is known, relative to the root otherwise.
        var context = try baseContext(path: "404.html", root: "", title: "Page not found")
        if let base = options.baseURL {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            context.root = prefix
            context.assets = prefix + "assets/"
            context.homeURL = prefix + "index.html"
        }
        return try theme.render("404", context: context)
    }
}
