import Testing

@testable import SiteBuilding

/// The contexts that name their keys for speed (`TemplateObject+Contexts.swift`) answer every
/// stored property as reflection would, so a property added later is not lost to templates.
@Suite struct TemplateContextLookupTests {
    /// The stored properties of `context` that `answer` (its `value(forKey:)`) does not answer
    /// as `reflected` (reflection) does: the same value, or `nil` for an absent optional.
    static func unanswered(_ context: Any, _ answer: (String) -> Any?, _ reflected: (String) -> Any?) -> [String] {
        Mirror(reflecting: context).children.compactMap { label, _ -> String? in
            guard let label else { return nil }
            return String(describing: answer(label)) == String(describing: reflected(label)) ? nil : label
        }
    }

    static let line = CodeContext.Line(html: "<span class=\"k\">let</span> a = 1", flag: .init(severity: "error", messageHTML: "error: no"))
    static let code = CodeContext(kind: "example-code", lines: [line])
    static let entry = NavigationContext.Entry(
        isGap: false, isPage: false, isSection: true, isOpen: true, title: "Lists", url: "lists/index.html", hasURL: true,
        path: "lists/index.html", hasPath: true, isCurrent: true,
        entries: [
            .init(
                isGap: false, isPage: true, isSection: false, isOpen: false, title: "Rows", url: "rows.html", hasURL: true,
                path: "lists/rows.html", hasPath: true, isCurrent: false, entries: [])
        ])
    static let example = ExampleContext(
        id: "example-1-1", position: "1.1", label: "good", badge: "<span>Good</span>", status: "verified", isUnchecked: false,
        verdict: .init(
            status: "verified", text: "✓ flagged: ", rules: [.init(id: "a-rule", url: "rules/a-rule.html"), .init(id: "custom")],
            tooltipHTML: "why", hasAssumptions: true),
        code: code,
        details: .init(
            summary: "1 diagnostic", isOpen: true, reasonHTML: "why", diagnostics: [.init(severity: "error", textHTML: "a.swift:1:1: no")],
            hasDiagnostics: true))
    static let page = PageContext(
        title: "Rows", description: "About rows", content: "<p>x</p>",
        toc: [.init(level: 2, id: "a", text: "A", isSub: false), .init(level: 3, id: "b", text: "B", isSub: true)],
        breadcrumbs: [.init(title: "Home", url: "../index.html"), .init(title: "Lists", url: nil)], availability: ["iOS 17"],
        tags: [.init(name: "lists", url: "../tags.html#tag-lists")], sourcePath: "Content/lists/rows.md", path: "lists/rows.html",
        taskCount: 2, hasOwnTitle: false, lastUpdated: "2026-01-02", editURL: "https://example.org/edit",
        prev: .init(title: "Lists", url: "index.html"), next: nil)

    @Test func everyStoredPropertyIsAnswered() {
        let plainLine = CodeContext.Line(html: "x")
        let flag = Self.line.flag!
        let block = CodeBlockContext(language: "sh", codeHTML: "ls")
        let plainBlock = CodeBlockContext(language: nil, codeHTML: "ls")
        let navigation = NavigationContext(entries: [Self.entry])
        let verdict = Self.example.verdict!
        let (rule, customRule) = (verdict.rules[0], verdict.rules[1])
        let details = Self.example.details!
        let diagnostic = details.diagnostics[0]
        let bare = ExampleContext(
            id: "example-1-2", position: "1.2", label: "bad", badge: "", status: "none", isUnchecked: true, verdict: nil, code: nil,
            details: nil)
        let group = ExampleGroupContext(fence: 3, blocks: [.init(code: Self.code), .init(example: Self.example)])
        let (codeBlock, exampleBlock) = (group.blocks[0], group.blocks[1])
        let page = Self.page
        let (h2, h3) = (page.toc[0], page.toc[1])
        let (home, section) = (page.breadcrumbs[0], page.breadcrumbs[1])
        let (tag, previous) = (page.tags[0], page.prev!)
        let site = SiteContext(title: "Handbook", baseURL: "https://example.org/", canonicalURL: nil, hasTags: true)
        let context = TemplateContext(
            site: site, root: "../", assets: "../assets/", homeURL: "../index.html", nav: "<ul></ul>", documentTitle: "Rows · Handbook",
            page: page)

        #expect(Self.unanswered(Self.line, Self.line.value(forKey:), Self.line.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(plainLine, plainLine.value(forKey:), plainLine.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(flag, flag.value(forKey:), flag.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(Self.code, Self.code.value(forKey:), Self.code.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(block, block.value(forKey:), block.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(plainBlock, plainBlock.value(forKey:), plainBlock.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(Self.entry, Self.entry.value(forKey:), Self.entry.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(navigation, navigation.value(forKey:), navigation.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(Self.example, Self.example.value(forKey:), Self.example.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(verdict, verdict.value(forKey:), verdict.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(rule, rule.value(forKey:), rule.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(customRule, customRule.value(forKey:), customRule.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(details, details.value(forKey:), details.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(diagnostic, diagnostic.value(forKey:), diagnostic.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(bare, bare.value(forKey:), bare.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(group, group.value(forKey:), group.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(codeBlock, codeBlock.value(forKey:), codeBlock.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(exampleBlock, exampleBlock.value(forKey:), exampleBlock.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(page, page.value(forKey:), page.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(h2, h2.value(forKey:), h2.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(h3, h3.value(forKey:), h3.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(home, home.value(forKey:), home.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(section, section.value(forKey:), section.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(tag, tag.value(forKey:), tag.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(previous, previous.value(forKey:), previous.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(site, site.value(forKey:), site.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(context, context.value(forKey:), context.reflectedValue(forKey:)).isEmpty)
        #expect(Self.entry.value(forKey: "nothing") == nil)
        #expect(context.value(forKey: "page.title") == nil)
    }

    @Test func everyStoredPropertyOfTheGeneratedPagesIsAnswered() {
        let item = ReviewPageContext.Item(
            id: "review-rows-task-1", task: "task-1", key: "k", pagePath: "lists/rows.html", isChecked: true,
            url: "lists/rows.html#task-1", textHTML: "Name <code>id</code>")
        let section = ReviewPageContext.Section(title: "Before merging", url: "lists/rows.html#before-merging")
        let group = ReviewPageContext.Group(section: section, items: [item])
        let openingGroup = ReviewPageContext.Group(section: nil, items: [])
        let reviewPage = ReviewPageContext.Page(
            id: "review-rows", title: "Rows", url: "lists/rows.html", itemCount: "1 item", groups: [openingGroup, group])
        let review = ReviewPageContext(pages: [reviewPage], hasPages: true, itemCount: "1 item", pageCount: "1 page")
        let tagPage = TagsPageContext.Page(title: "Rows", url: "lists/rows.html")
        let tag = TagsPageContext.Tag(name: "lists", id: "tag-lists", anchorURL: "tag-lists", pageCount: "1 page", pages: [tagPage])
        let tags = TagsPageContext(tags: [tag], tagCount: "1 tag")
        let indexRule = RuleIndexContext.Rule(id: "a-rule", name: "A rule", severity: "warning", url: "a-rule.html", summaryHTML: "Sum")
        let index = RuleIndexContext(rules: [indexRule])
        let example = RulePageContext.Example(label: "bad", badge: "<span>Flagged</span>", codeHTML: "let a = 1")
        let link = RulePageContext.Link(title: "Rows", url: "../lists/rows.html#ids")
        let rule = RulePageContext(
            id: "a-rule", name: "A rule", slug: "a-rule", severity: "warning", summaryHTML: "Sum", rationaleHTML: ["Why", "And why"],
            documentation: link, flagged: [example], notFlagged: [], hasFlagged: true, hasNotFlagged: false, configurationHTML: nil,
            isDisabled: false, severityOverride: "error", hasConfigurationNote: true)

        #expect(Self.unanswered(item, item.value(forKey:), item.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(section, section.value(forKey:), section.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(group, group.value(forKey:), group.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(openingGroup, openingGroup.value(forKey:), openingGroup.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(reviewPage, reviewPage.value(forKey:), reviewPage.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(review, review.value(forKey:), review.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(tagPage, tagPage.value(forKey:), tagPage.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(tag, tag.value(forKey:), tag.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(tags, tags.value(forKey:), tags.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(indexRule, indexRule.value(forKey:), indexRule.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(index, index.value(forKey:), index.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(example, example.value(forKey:), example.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(link, link.value(forKey:), link.reflectedValue(forKey:)).isEmpty)
        #expect(Self.unanswered(rule, rule.value(forKey:), rule.reflectedValue(forKey:)).isEmpty)
    }
}
