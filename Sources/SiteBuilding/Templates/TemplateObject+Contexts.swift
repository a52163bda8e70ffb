import SiteRendering

// The contexts of the build's templates name their keys here, so a template reads them without
// reflection (the badges, five renders a build, use the reflecting default).
// TemplateContextLookupTests checks that each switch answers every stored property as
// reflection does.

extension TemplateContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "site": .object(site)
        case "root": .string(root)
        case "assets": .string(assets)
        case "homeURL": .string(homeURL)
        case "nav": .string(nav)
        case "documentTitle": .string(documentTitle)
        case "page": .ifPresent(page)
        default: nil
        }
    }
}

extension SiteContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "title": .string(title)
        case "baseURL": .ifPresent(baseURL)
        case "canonicalURL": .ifPresent(canonicalURL)
        case "hasTags": .bool(hasTags)
        default: nil
        }
    }
}

extension PageContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "title": .string(title)
        case "description": .ifPresent(description)
        case "content": .string(content)
        case "toc": .list(of: toc)
        case "hasToc": .bool(hasToc)
        case "breadcrumbs": .list(of: breadcrumbs)
        case "hasBreadcrumbs": .bool(hasBreadcrumbs)
        case "availability": .list(of: availability)
        case "hasAvailability": .bool(hasAvailability)
        case "tags": .list(of: tags)
        case "hasTags": .bool(hasTags)
        case "sourcePath": .ifPresent(sourcePath)
        case "path": .string(path)
        case "isHome": .bool(isHome)
        case "hasTasks": .bool(hasTasks)
        case "taskCount": .int(taskCount)
        case "hasOwnTitle": .bool(hasOwnTitle)
        case "lastUpdated": .ifPresent(lastUpdated)
        case "editURL": .ifPresent(editURL)
        case "hasMeta": .bool(hasMeta)
        case "prev": .ifPresent(prev)
        case "next": .ifPresent(next)
        default: nil
        }
    }
}

extension PageContext.TOCEntry: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "level": .int(level)
        case "id": .string(id)
        case "text": .string(text)
        case "isSub": .bool(isSub)
        default: nil
        }
    }
}

extension PageContext.Crumb: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "title": .string(title)
        case "url": .ifPresent(url)
        default: nil
        }
    }
}

extension PageContext.Link: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "title": .string(title)
        case "url": .string(url)
        default: nil
        }
    }
}

extension PageContext.Tag: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "url": .string(url)
        default: nil
        }
    }
}

extension NavigationContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        key == "entries" ? .list(of: entries) : nil
    }
}

extension NavigationContext.Entry: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "isGap": .bool(isGap)
        case "isPage": .bool(isPage)
        case "isSection": .bool(isSection)
        case "isOpen": .bool(isOpen)
        case "title": .string(title)
        case "url": .string(url)
        case "hasURL": .bool(hasURL)
        case "path": .string(path)
        case "hasPath": .bool(hasPath)
        case "isCurrent": .bool(isCurrent)
        case "entries": .list(of: entries)
        default: nil
        }
    }
}

extension ExampleGroupContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "fence": .int(fence)
        case "blocks": .list(of: blocks)
        case "single": .ifPresent(single)
        default: nil
        }
    }
}

extension ExampleGroupContext.Block: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "code": .ifPresent(code)
        case "example": .ifPresent(example)
        default: nil
        }
    }
}

extension ExampleContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .string(id)
        case "position": .string(position)
        case "label": .string(label)
        case "badge": .string(badge)
        case "status": .string(status)
        case "isUnchecked": .bool(isUnchecked)
        case "verdict": .ifPresent(verdict)
        case "code": .ifPresent(code)
        case "details": .ifPresent(details)
        default: nil
        }
    }
}

extension ExampleContext.VerdictBadge: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "status": .string(status)
        case "text": .string(text)
        case "rules": .list(of: rules)
        case "tooltipHTML": .ifPresent(tooltipHTML)
        case "hasAssumptions": .bool(hasAssumptions)
        default: nil
        }
    }
}

extension ExampleContext.RuleLink: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .string(id)
        case "url": .ifPresent(url)
        default: nil
        }
    }
}

extension ExampleContext.Details: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "summary": .string(summary)
        case "isOpen": .bool(isOpen)
        case "reasonHTML": .ifPresent(reasonHTML)
        case "diagnostics": .list(of: diagnostics)
        case "hasDiagnostics": .bool(hasDiagnostics)
        default: nil
        }
    }
}

extension ExampleContext.DiagnosticLine: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "severity": .string(severity)
        case "textHTML": .string(textHTML)
        default: nil
        }
    }
}

extension CodeContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "kind": .string(kind)
        case "isExample": .bool(isExample)
        case "lines": .list(of: lines)
        default: nil
        }
    }
}

extension CodeContext.Line: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "html": .string(html)
        case "flag": .ifPresent(flag)
        default: nil
        }
    }
}

extension CodeContext.Flag: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "severity": .string(severity)
        case "messageHTML": .string(messageHTML)
        default: nil
        }
    }
}

extension CodeBlockContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "language": .ifPresent(language)
        case "codeHTML": .string(codeHTML)
        default: nil
        }
    }
}

// The generated pages: one review checklist and one tags page listing every page of a large
// site, and a page per rule.

extension ReviewPageContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "pages": .list(of: pages)
        case "hasPages": .bool(hasPages)
        case "itemCount": .string(itemCount)
        case "pageCount": .string(pageCount)
        default: nil
        }
    }
}

extension ReviewPageContext.Page: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .string(id)
        case "title": .string(title)
        case "url": .string(url)
        case "itemCount": .string(itemCount)
        case "groups": .list(of: groups)
        case "pagePath": .string(pagePath)
        default: nil
        }
    }
}

extension ReviewPageContext.Group: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "section": .ifPresent(section)
        case "items": .list(of: items)
        default: nil
        }
    }
}

extension ReviewPageContext.Section: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "title": .string(title)
        case "url": .string(url)
        default: nil
        }
    }
}

extension ReviewPageContext.Item: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .string(id)
        case "task": .string(task)
        case "key": .string(self.key)
        case "pagePath": .string(pagePath)
        case "isChecked": .bool(isChecked)
        case "url": .string(url)
        case "textHTML": .string(textHTML)
        default: nil
        }
    }
}

extension TagsPageContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "tags": .list(of: tags)
        case "tagCount": .string(tagCount)
        default: nil
        }
    }
}

extension TagsPageContext.Tag: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "name": .string(name)
        case "id": .string(id)
        case "anchorURL": .string(anchorURL)
        case "pageCount": .string(pageCount)
        case "pages": .list(of: pages)
        default: nil
        }
    }
}

extension TagsPageContext.Page: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "title": .string(title)
        case "url": .string(url)
        default: nil
        }
    }
}

extension RuleIndexContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        key == "rules" ? .list(of: rules) : nil
    }
}

extension RuleIndexContext.Rule: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .string(id)
        case "name": .string(name)
        case "severity": .string(severity)
        case "url": .string(url)
        case "summaryHTML": .string(summaryHTML)
        default: nil
        }
    }
}

extension RulePageContext: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "id": .string(id)
        case "name": .string(name)
        case "slug": .string(slug)
        case "severity": .string(severity)
        case "summaryHTML": .string(summaryHTML)
        case "rationaleHTML": .list(of: rationaleHTML)
        case "documentation": .ifPresent(documentation)
        case "flagged": .list(of: flagged)
        case "notFlagged": .list(of: notFlagged)
        case "hasFlagged": .bool(hasFlagged)
        case "hasNotFlagged": .bool(hasNotFlagged)
        case "configurationHTML": .ifPresent(configurationHTML)
        case "isDisabled": .bool(isDisabled)
        case "severityOverride": .ifPresent(severityOverride)
        case "hasConfigurationNote": .bool(hasConfigurationNote)
        default: nil
        }
    }
}

extension RulePageContext.Example: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "label": .string(label)
        case "badge": .string(badge)
        case "codeHTML": .string(codeHTML)
        default: nil
        }
    }
}

extension RulePageContext.Link: TemplateObject {
    func value(forKey key: String) -> TemplateValue? {
        switch key {
        case "title": .string(title)
        case "url": .string(url)
        default: nil
        }
    }
}

// Rendered five times a build: the reflecting default.
extension BadgeContext: TemplateObject {}
