import ContentLoading
import Foundation
import LintRules
import Linting
import SiteCore
import SiteRendering

extension PageRenderer {
    /// Writes the files beyond the pages: the navigation (`nav.js`), the rule pages
    /// (`rules/index.html`, `rules/<id>.html`), the review checklist page (`review.html`), the
    /// tags page (`tags.html`, when a page has tags) and the search index (`search/**`). The search index's files are claimed in `claims` (the
    /// other files were claimed before rendering).
    func writeExtraFiles(rendered: [RenderedPage], rules: [RuleDescription], to output: some SiteOutput, claims: inout OutputClaims) throws
    {
        try output.write(Data(nav.script().utf8), to: NavigationTree.scriptPath)
        let rulePages = try renderRulePages(rules)
        for page in rulePages { try output.write(Data(page.html.utf8), to: page.path) }
        try output.write(Data(try renderReviewPage(rendered).utf8), to: Self.reviewPath)
        if !tags.isEmpty { try output.write(Data(try renderTagsPage(rendered).utf8), to: TagIndex.path) }

        var searchPages = rendered.map(\.search)
        searchPages += rulePages.map {
            SearchPage(
                path: $0.path, title: $0.title, trail: "Rules",
                sections: SearchSectionSplitter.sections(fromBody: $0.body, pageTitle: $0.title), weight: 0.5)
        }
        // A large site's index is thousands of small files: written on all cores.
        let searchFiles = Array(SearchIndexBuilder().build(searchPages))
        for (path, _) in searchFiles.sorted(by: { $0.key < $1.key }) { claims.claim(path, by: .generated("the search index")) }
        _ = try searchFiles.concurrentMap { path, data in
            try output.write(data, to: path)
        }
    }

    static let reviewPath = "review.html"
    static let ruleIndexPath = "rules/index.html"

    /// The pages the build makes beside the content's: the rule pages, the review checklist
    /// and the tags page.
    func generatedPagePaths(rules: [RuleDescription]) -> [String] {
        [Self.ruleIndexPath] + rules.map(\.sitePagePath) + [Self.reviewPath] + (tags.isEmpty ? [] : [TagIndex.path])
    }

    /// `pages` in the site's reading order (the sidebar's), pages outside it last by path.
    func inReadingOrder(_ pages: [RenderedPage]) -> [RenderedPage] {
        let order = Dictionary(uniqueKeysWithValues: nav.readingOrder.enumerated().map { ($1, $0) })
        return pages.sorted {
            (order[$0.outputPath] ?? Int.max, $0.outputPath) < (order[$1.outputPath] ?? Int.max, $1.outputPath)
        }
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
        var body = "<h1 id=\"review-checklist\">Review checklist</h1>\n"
        if pages.isEmpty {
            body += "<p>No page of this handbook has a checklist yet. Task-list items (<code>- [ ] …</code>) appear here.</p>\n"
        } else {
            body +=
                "<p>Every checklist item of the handbook, grouped by page (\(counted(total, "item")) on \(counted(pages.count, "page"))). "
            body += "A tick here is the same tick as on the page, and both stay in this browser.</p>\n"
            body += "<div class=\"review-actions\"><button type=\"button\" data-action=\"print\">Print this checklist</button></div>\n"
        }
        var slugger = HeadingSlugger()
        var toc: [[String: Any]] = []
        for page in pages {
            let url = PathUtilities.relativeURL(from: path, to: page.outputPath)
            let id = slugger.slug(for: "review " + page.outputPath.replacingOccurrences(of: ".html", with: ""))
            toc.append(["level": 2, "id": id, "text": page.title, "isSub": false])
            let count = counted(page.tasks.count, "item")
            body += "<section class=\"review-page-group\" aria-labelledby=\"\(id)\">\n"
            body += "<h2 id=\"\(id)\"><a href=\"\(HTMLEscaping.escapeURL(url))\">\(HTMLEscaping.escape(page.title))</a> "
            body += "<span class=\"review-count\">\(count)</span></h2>\n"
            var currentSection: String?? = .none
            var listOpen = false
            for task in page.tasks {
                if currentSection == nil || currentSection! != task.sectionID {
                    if listOpen { body += "</ul>\n"; listOpen = false }
                    currentSection = .some(task.sectionID)
                    if let sectionID = task.sectionID {
                        let title = HTMLEscaping.escape(task.sectionTitle ?? sectionID)
                        body +=
                            "<h3 class=\"review-section-title\"><a href=\"\(HTMLEscaping.escapeURL(url + "#" + sectionID))\">\(title)</a></h3>\n"
                    }
                    body += "<ul class=\"task-list\">\n"
                    listOpen = true
                }
                let checked = task.isChecked ? " checked" : ""
                body += "<li class=\"task-list-item\" id=\"\(id)-\(task.id)\">"
                body += "<input type=\"checkbox\" class=\"task-list-item-checkbox\" data-task=\"\(task.id)\" "
                body += "data-task-key=\"\(HTMLEscaping.escape(task.key))\" "
                body +=
                    "data-task-page=\"\(HTMLEscaping.escape(page.outputPath))\" aria-labelledby=\"\(id)-\(task.id)\"\(checked) disabled> "
                body += "<a href=\"\(HTMLEscaping.escapeURL(url + "#" + task.id))\">\(task.inlineHTML)</a></li>\n"
            }
            if listOpen { body += "</ul>\n" }
            body += "</section>\n"
        }
        return try renderGeneratedPage(
            path: path, title: "Review checklist", body: body, toc: toc,
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
        var body = "<h1 id=\"tags\">Tags</h1>\n"
        body += "<p>The handbook's pages by the tags they carry (\(counted(tags.tags.count, "tag"))).</p>\n"
        body += "<ul class=\"tag-index\" aria-label=\"All tags\">"
        for tag in tags.tags {
            body += "<li><a class=\"tag\" href=\"#\(HTMLEscaping.escapeURL(tags.anchors[tag] ?? ""))\">\(HTMLEscaping.escape(tag))</a></li>"
        }
        body += "</ul>\n"
        var toc: [[String: Any]] = []
        for tag in tags.tags {
            let id = HTMLEscaping.escape(tags.anchors[tag] ?? "")
            let pages = pagesByTag[tag] ?? []
            toc.append(["level": 2, "id": tags.anchors[tag] ?? "", "text": tag, "isSub": false])
            body += "<section class=\"tag-group\" aria-labelledby=\"\(id)\">\n"
            body += "<h2 id=\"\(id)\">\(HTMLEscaping.escape(tag)) <span class=\"tag-count\">\(counted(pages.count, "page"))</span></h2>\n"
            body += "<ul class=\"tag-pages\">\n"
            for page in pages {
                let url = PathUtilities.relativeURL(from: path, to: page.outputPath)
                body += "<li><a href=\"\(HTMLEscaping.escapeURL(url))\">\(HTMLEscaping.escape(page.title))</a></li>\n"
            }
            body += "</ul>\n</section>\n"
        }
        return try renderGeneratedPage(
            path: path, title: "Tags", body: body, toc: toc, description: "The handbook's pages by tag.")
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

        var index = "<h1 id=\"lint-rules\">Lint rules</h1>\n"
        index += "<p>The rules <code>handbook check</code> runs on every example. A bad example must trip the rule it names; "
        index +=
            "a good example must trip none. Turn a rule off for one line with <code>// handbook:disable-next-line rule-id</code>.</p>\n"
        index += "<ul class=\"rule-list\">\n"
        for rule in rules {
            index += "<li><a href=\"\(HTMLEscaping.escapeURL(rule.id)).html\"><strong>\(HTMLEscaping.escape(rule.name))</strong></a> "
            index += "<code>\(HTMLEscaping.escape(rule.id))</code> "
            index += "<span class=\"severity-badge severity-\(rule.severity.rawValue)\">\(rule.severity.rawValue)</span><br>"
            index += "\(Self.inlineCode(HTMLEscaping.escape(rule.summary)))</li>\n"
        }
        index += "</ul>\n"
        let indexTOC: [[String: Any]] = []
        result.append(
            GeneratedPage(
                path: indexPath, title: "Lint rules", body: index,
                html: try renderGeneratedPage(
                    path: indexPath, title: "Lint rules", body: index, toc: indexTOC,
                    description: "Every lint rule the handbook's examples are checked against.",
                    breadcrumbs: [])))

        for rule in rules {
            let path = rule.sitePagePath
            var body = "<h1 id=\"\(HeadingSlugger.baseSlug(rule.name))\">\(HTMLEscaping.escape(rule.name))</h1>\n"
            body += "<ul class=\"rule-meta\"><li><code>\(HTMLEscaping.escape(rule.id))</code></li>"
            body += "<li><span class=\"severity-badge severity-\(rule.severity.rawValue)\">\(rule.severity.rawValue)</span></li></ul>\n"
            body += configurationNote(for: rule)
            body += "<p class=\"rule-summary\">\(Self.inlineCode(HTMLEscaping.escape(rule.summary)))</p>\n"
            var toc: [[String: Any]] = []
            func section(_ id: String, _ title: String) {
                toc.append(["level": 2, "id": id, "text": title, "isSub": false])
                body +=
                    "<h2 id=\"\(id)\">\(HTMLEscaping.escape(title))<a class=\"heading-anchor\" href=\"#\(id)\" aria-label=\"Link to this section: \(HTMLEscaping.escape(title))\">#</a></h2>\n"
            }
            section("why", "Why")
            for paragraph in rule.rationale.components(separatedBy: "\n\n") where !paragraph.isEmpty {
                body += "<p>\(Self.inlineCode(HTMLEscaping.escape(paragraph)))</p>\n"
            }
            if let target = outputPaths[rule.documentationPage] {
                let anchor = rule.documentationAnchor.map { "#" + $0 } ?? ""
                let url = PathUtilities.relativeURL(from: path, to: target) + anchor
                let pageTitle = titles[rule.documentationPage] ?? rule.documentationPage
                body +=
                    "<p class=\"rule-documentation\">Explained in the handbook: <a href=\"\(HTMLEscaping.escapeURL(url))\">\(HTMLEscaping.escape(pageTitle))</a>.</p>\n"
            }
            if !rule.triggering.isEmpty {
                section("flagged", "Flagged")
                body += examples(rule.triggering, label: "bad")
            }
            if !rule.nonTriggering.isEmpty {
                section("not-flagged", "Not flagged")
                body += examples(rule.nonTriggering, label: "good")
            }
            section("configuration", "Configuration")
            if let configuration = rule.configuration {
                body += "<p>\(Self.inlineCode(HTMLEscaping.escape(configuration)))</p>\n"
            }
            let id = HTMLEscaping.escape(rule.id)
            body += "<p>In <code>handbook.yml</code>, turn the rule off with <code>lint: { disabled: [\(id)] }</code>, "
            body += "change the severity of its findings with <code>lint: { severity: { \(id): error } }</code>, or link them "
            body += "to a page of your own content with <code>lint: { documentation: { \(id): page.md#anchor } }</code>. "
            body += "Turn it off for one line with <code>// handbook:disable \(id)</code>.</p>\n"
            let breadcrumbs: [[String: Any]] = [["title": "Lint rules", "url": "index.html"]]
            result.append(
                GeneratedPage(
                    path: path, title: rule.name, body: body,
                    html: try renderGeneratedPage(
                        path: path, title: rule.name, body: body, toc: toc,
                        description: rule.summary, breadcrumbs: breadcrumbs)))
        }
        return result
    }

    /// What `handbook.yml` changed about the rule, said on its page.
    private func configurationNote(for rule: RuleDescription) -> String {
        let lint = options.lintConfiguration
        var notes: [String] = []
        if !lint.isEnabled(rule.id) {
            notes.append(
                "This handbook turns the rule off (<code>lint.disabled</code> or <code>lint.only</code> in <code>handbook.yml</code>).")
        }
        if let severity = lint.severityOverrides[rule.id] {
            notes.append(
                "Findings are <strong>\(severity.rawValue)s</strong> in this handbook (<code>lint.severity</code> in <code>handbook.yml</code>)."
            )
        }
        guard !notes.isEmpty else { return "" }
        return "<p class=\"rule-configuration\">" + notes.joined(separator: " ") + "</p>\n"
    }

    private func examples(_ list: [RuleExample], label: String) -> String {
        var html = "<div class=\"code-block example-group\">\n"
        for example in list {
            let badge = label == "bad" ? badges.flagged : badges.notFlagged
            html += "<div class=\"example example-\(label) verdict-none\">\n<div class=\"example-header\">\(badge)</div>\n"
            html +=
                "<pre class=\"example-code\"><code class=\"language-swift\">\(highlighter.highlight(example.source))</code></pre>\n</div>\n"
        }
        return html + "</div>\n"
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
        path: String, title: String, body: String, toc: [[String: Any]], description: String,
        taskCount: Int = 0, breadcrumbs extra: [[String: Any]]? = nil
    ) throws -> String {
        let root = Self.rootPrefix(for: path)
        var breadcrumbs: [[String: Any]] = []
        if let homePath = content.pages.first(where: { $0.folder.isEmpty && $0.isIndex })?.outputPath {
            breadcrumbs.append(["title": titles["index.md"] ?? "Home", "url": PathUtilities.relativeURL(from: path, to: homePath)])
        }
        breadcrumbs += extra ?? []
        let page: [String: Any] = [
            "title": title,
            "description": description,
            "content": body,
            "toc": toc,
            "hasToc": toc.count > 1,
            "breadcrumbs": breadcrumbs,
            "hasBreadcrumbs": !breadcrumbs.isEmpty,
            "availability": [String](),
            "hasAvailability": false,
            "tags": [[String: Any]](),
            "hasTags": false,
            "path": path,
            "isHome": false,
            "hasTasks": taskCount > 0,
            "taskCount": taskCount,
            "hasOwnTitle": true,
        ]
        return try theme.render("page", context: baseContext(path: path, root: root, title: title).merging(["page": page]) { $1 })
    }
}
