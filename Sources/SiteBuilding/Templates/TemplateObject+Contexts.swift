import SiteRendering

// The contexts a build renders on every page (the page and its sidebar, every example and its
// code) name their keys here, so a template reads them without reflection. The others (rule
// pages, the review checklist, the tags page, the badges: a few renders a build) use the
// reflecting default. TemplateContextLookupTests checks that each switch answers every stored
// property as reflection does.

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

// Rendered a few times a build: the reflecting default.
extension BadgeContext: TemplateObject {}
extension ReviewPageContext: TemplateObject {}
extension ReviewPageContext.Page: TemplateObject {}
extension ReviewPageContext.Group: TemplateObject {}
extension ReviewPageContext.Section: TemplateObject {}
extension ReviewPageContext.Item: TemplateObject {}
extension RuleIndexContext: TemplateObject {}
extension RuleIndexContext.Rule: TemplateObject {}
extension RulePageContext: TemplateObject {}
extension RulePageContext.Example: TemplateObject {}
extension RulePageContext.Link: TemplateObject {}
extension TagsPageContext: TemplateObject {}
extension TagsPageContext.Tag: TemplateObject {}
extension TagsPageContext.Page: TemplateObject {}
