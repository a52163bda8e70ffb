import ContentLoading
import Foundation
import LintRules
import Linting
import SiteCore
import SiteRendering

extension PageRenderer {
    static let reviewPath = "review.html"
    static let ruleIndexPath = "rules/index.html"

    /// The pages the build makes beside the content's: the rule pages, the review checklist
    /// and the tags page.
    func generatedPagePaths(rules: [RuleDescription]) -> [String] {
        [Self.ruleIndexPath] + rules.map(\.sitePagePath) + [Self.reviewPath] + (tags.isEmpty ? [] : [TagIndex.path])
    }

    /// `pages` in the site's reading order (the sidebar's), pages outside it last by path.
    func inReadingOrder(_ pages: [RenderedPage]) -> [RenderedPage] {
        readingOrder(of: pages).map { pages[$0] }
    }

    /// The indices of the `pages` that `isIncluded` accepts, in reading order: the pages
    /// themselves are large values, copied at every move, so their indices are sorted.
    func readingOrder(of pages: [RenderedPage], where isIncluded: (RenderedPage) -> Bool = { _ in true }) -> [Int] {
        let order = Dictionary(uniqueKeysWithValues: nav.readingOrder.enumerated().map { ($1, $0) })
        let included = pages.indices.filter { isIncluded(pages[$0]) }
        // Each page's place looked up once.
        var places = [Int](repeating: Int.max, count: pages.count)
        for index in included { places[index] = order[pages[index].outputPath] ?? Int.max }
        return included.sorted { (places[$0], pages[$0].outputPath) < (places[$1], pages[$1].outputPath) }
    }

    // MARK: Search

    func searchPage(for source: SourcePage, outputPath: String, title: String, bodyHTML: String, rules: [RuleDescription]) -> SearchPage {
        var keywords: [String: [String]] = [:]
        var summaries: [String: [String]] = [:]
        for rule in rules where rule.documentationPage == source.relativePath {
            keywords[rule.documentationAnchor ?? "", default: []] += [rule.id, rule.name]
            summaries[rule.documentationAnchor ?? "", default: []].append(rule.summary)
        }
        let trail = nav.ancestors(of: outputPath).map(\.title).joined(separator: " › ")
        return SearchPage(
            path: outputPath, title: title, trail: trail,
            sections: SearchSectionSplitter.sections(fromBody: bodyHTML, pageTitle: title),
            keywords: keywords, summaries: summaries)
    }

    // MARK: Review checklist

    /// Every checklist item of the site, grouped by page and section, each linked to where it
    /// stands. The checkboxes name their page (`data-task-page`) so ticks are shared with it.
    func renderReviewPage(_ rendered: [RenderedPage]) throws -> String {
        let path = Self.reviewPath
        let pages = inReadingOrder(rendered.filter { !$0.tasks.isEmpty })
        let total = pages.reduce(0) { $0 + $1.tasks.count }
        var slugger = HeadingSlugger()
        var toc: [PageContext.TOCEntry] = []
        var groups: [ReviewPageContext.Page] = []
        for page in pages {
            let url = PathUtilities.relativeURL(from: path, to: page.outputPath)
            let id = slugger.slug(for: "review " + page.outputPath.replacingOccurrences(of: ".html", with: ""))
            toc.append(.init(level: 2, id: id, text: page.title, isSub: false))
            var runs: [ReviewPageContext.Group] = []
            var currentSection: String?? = .none
            for task in page.tasks {
                if currentSection == nil || currentSection! != task.sectionID {
                    currentSection = .some(task.sectionID)
                    let section = task.sectionID.map {
                        ReviewPageContext.Section(title: task.sectionTitle ?? $0, url: HTMLEscaping.encodeURL(url + "#" + $0))
                    }
                    runs.append(ReviewPageContext.Group(section: section, items: []))
                }
                runs[runs.count - 1].items.append(
                    ReviewPageContext.Item(
                        id: id + "-" + task.id, task: task.id, key: task.key, pagePath: page.outputPath, isChecked: task.isChecked,
                        url: HTMLEscaping.encodeURL(url + "#" + task.id), textHTML: task.inlineHTML))
            }
            groups.append(
                ReviewPageContext.Page(
                    id: id, title: page.title, url: HTMLEscaping.encodeURL(url), itemCount: counted(page.tasks.count, "item"),
                    groups: runs))
        }
        let context = ReviewPageContext(
            pages: groups, hasPages: !groups.isEmpty, itemCount: counted(total, "item"), pageCount: counted(pages.count, "page"))
        return try renderGeneratedPage(
            path: path, title: "Review checklist", body: try theme.render("review", context: context), toc: toc,
            description: "Every checklist item of the handbook, grouped by page.", taskCount: total)
    }

    // MARK: Tags

    /// Every tag of the site with the pages that carry it, in reading order; each tag is a
    /// section whose id the pages' tag links point at.
    func renderTagsPage(_ rendered: [RenderedPage]) throws -> String {
        let path = TagIndex.path
        var pagesByTag: [String: [RenderedPage]] = [:]
        for page in inReadingOrder(rendered) {
            for tag in TagIndex.tags(of: page.source) { pagesByTag[tag, default: []].append(page) }
        }
        var toc: [PageContext.TOCEntry] = []
        var entries: [TagsPageContext.Tag] = []
        for tag in tags.tags {
            let id = tags.anchors[tag] ?? ""
            let pages = pagesByTag[tag] ?? []
            toc.append(.init(level: 2, id: id, text: tag, isSub: false))
            entries.append(
                TagsPageContext.Tag(
                    name: tag, id: id, anchorURL: HTMLEscaping.encodeURL(id), pageCount: counted(pages.count, "page"),
                    pages: pages.map {
                        TagsPageContext.Page(
                            title: $0.title, url: HTMLEscaping.encodeURL(PathUtilities.relativeURL(from: path, to: $0.outputPath)))
                    }))
        }
        let context = TagsPageContext(tags: entries, tagCount: counted(tags.tags.count, "tag"))
        return try renderGeneratedPage(
            path: path, title: "Tags", body: try theme.render("tags", context: context), toc: toc,
            description: "The handbook's pages by tag.")
    }

    // MARK: Rule pages

    struct GeneratedPage {
        var path: String
        var title: String
        var body: String
        var html: String
    }

    /// `rules/index.html` and one page per lint rule, from the rules' own descriptions.
    func renderRulePages(_ rules: [RuleDescription]) throws -> [GeneratedPage] {
        var result: [GeneratedPage] = []
        let outputPaths = Dictionary(uniqueKeysWithValues: content.pages.map { ($0.relativePath, $0.outputPath) })
        let indexPath = Self.ruleIndexPath

        let index = try theme.render(
            "rule-index",
            context: RuleIndexContext(
                rules: rules.map {
                    RuleIndexContext.Rule(
                        id: $0.id, name: $0.name, severity: $0.severity.rawValue, url: HTMLEscaping.encodeURL($0.id) + ".html",
                        summaryHTML: Self.inlineCode(HTMLEscaping.escape($0.summary)))
                }))
        result.append(
            GeneratedPage(
                path: indexPath, title: "Lint rules", body: index,
                html: try renderGeneratedPage(
                    path: indexPath, title: "Lint rules", body: index, toc: [],
                    description: "Every lint rule the handbook's examples are checked against.",
                    breadcrumbs: [])))

        let lint = options.lintConfiguration
        for rule in rules {
            let path = rule.sitePagePath
            let documentation = outputPaths[rule.documentationPage].map { target in
                let anchor = rule.documentationAnchor.map { "#" + $0 } ?? ""
                return RulePageContext.Link(
                    title: titles[rule.documentationPage] ?? rule.documentationPage,
                    url: HTMLEscaping.encodeURL(PathUtilities.relativeURL(from: path, to: target) + anchor))
            }
            let isDisabled = !lint.isEnabled(rule.id)
            let severityOverride = lint.severityOverrides[rule.id]?.rawValue
            let context = RulePageContext(
                id: rule.id, name: rule.name, slug: HeadingSlugger.baseSlug(rule.name), severity: rule.severity.rawValue,
                summaryHTML: Self.inlineCode(HTMLEscaping.escape(rule.summary)),
                rationaleHTML: rule.rationale.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map {
                    Self.inlineCode(HTMLEscaping.escape($0))
                },
                documentation: documentation,
                flagged: examples(rule.triggering, label: "bad", badge: badges.flagged),
                notFlagged: examples(rule.nonTriggering, label: "good", badge: badges.notFlagged),
                hasFlagged: !rule.triggering.isEmpty, hasNotFlagged: !rule.nonTriggering.isEmpty,
                configurationHTML: rule.configuration.map { Self.inlineCode(HTMLEscaping.escape($0)) },
                isDisabled: isDisabled, severityOverride: severityOverride,
                hasConfigurationNote: isDisabled || severityOverride != nil)
            var toc: [PageContext.TOCEntry] = []
            for (id, title, isShown) in [
                ("why", "Why", true), ("flagged", "Flagged", context.hasFlagged), ("not-flagged", "Not flagged", context.hasNotFlagged),
                ("configuration", "Configuration", true),
            ] where isShown {
                toc.append(.init(level: 2, id: id, text: title, isSub: false))
            }
            let body = try theme.render("rule", context: context)
            let breadcrumbs = [PageContext.Crumb(title: "Lint rules", url: "index.html")]
            result.append(
                GeneratedPage(
                    path: path, title: rule.name, body: body,
                    html: try renderGeneratedPage(
                        path: path, title: rule.name, body: body, toc: toc,
                        description: rule.summary, breadcrumbs: breadcrumbs)))
        }
        return result
    }

    private func examples(_ list: [RuleExample], label: String, badge: String) -> [RulePageContext.Example] {
        list.map { RulePageContext.Example(label: label, badge: badge, codeHTML: highlighter.highlight($0.source)) }
    }

    /// `` `code` `` in already-escaped text → `<code>code</code>`.
    static func inlineCode(_ escaped: String) -> String {
        let parts = escaped.components(separatedBy: "`")
        guard parts.count >= 3 else { return escaped }
        var out = ""
        for (i, part) in parts.enumerated() {
            if i == 0 { out += part; continue }
            let opening = i % 2 == 1
            out += (opening && i < parts.count - 1 ? "<code>" : (opening ? "`" : "</code>")) + part
        }
        return out
    }

    /// A page the build makes (not from `Content/`), through the theme's `page` template.
    func renderGeneratedPage(
        path: String, title: String, body: String, toc: [PageContext.TOCEntry], description: String,
        taskCount: Int = 0, breadcrumbs extra: [PageContext.Crumb] = []
    ) throws -> String {
        var breadcrumbs: [PageContext.Crumb] = []
        if let homePath {
            breadcrumbs.append(.init(title: titles["index.md"] ?? "Home", url: PathUtilities.relativeURL(from: path, to: homePath)))
        }
        var context = try baseContext(path: path, root: Self.rootPrefix(for: path), title: title)
        context.page = PageContext(
            title: title, description: description, content: body, toc: toc, breadcrumbs: breadcrumbs + extra, path: path,
            taskCount: taskCount, hasOwnTitle: true)
        // The frame around the body: navigation, table of contents, scripts.
        return try theme.render("page", context: context, expectedBytes: body.utf8.count + 64 * toc.count + 65_536)
    }
}
