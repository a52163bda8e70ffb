internal import Mustache

// The contexts a build renders thousands of times (every sidebar entry of every page, every
// example and its code) name their keys here, so a template reads them without reflection:
// swift-mustache otherwise looks each key up through a `Mirror` of the whole struct. A key
// answered `nil` is looked up further out, as with reflection. ThemePartialTests checks that
// each answers every stored property.

extension NavigationContext.Entry: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "isGap": isGap
        case "isPage": isPage
        case "isSection": isSection
        case "isOpen": isOpen
        case "title": title
        case "url": url
        case "hasURL": hasURL
        case "path": path
        case "hasPath": hasPath
        case "isCurrent": isCurrent
        case "entries": entries
        default: nil
        }
    }
}

extension ExampleContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "position": position
        case "label": label
        case "badge": badge
        case "status": status
        case "isUnchecked": isUnchecked
        case "verdict": verdict
        case "code": code
        case "details": details
        default: nil
        }
    }
}

extension CodeContext: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "kind": kind
        case "lines": lines
        default: nil
        }
    }
}

extension CodeContext.Line: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "html": html
        case "flag": flag
        default: nil
        }
    }
}
