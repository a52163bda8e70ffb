import Foundation
import Mustache
import SiteCore
import Synchronization

/// A context as swift-mustache reads it: each key's ``TemplateValue`` as the Swift value it
/// stands for (a string, a bool, an int, an array, a context).
struct MustacheBridge: MustacheParent {
    var value: TemplateValue

    func child(named name: String) -> Any? {
        guard case .object(let object) = value, let child = object.value(forKey: name) else { return nil }
        return Self.unwrap(child)
    }

    static func unwrap(_ value: TemplateValue) -> Any {
        switch value {
        case .string(let string): return string
        case .bool(let bool): return bool
        case .int(let int): return int
        case .object: return MustacheBridge(value: value)
        case .list(let elements): return elements.map(unwrap)
        }
    }
}

/// A site theme: Mustache templates plus assets (CSS, JS, images) copied as they are.
///
/// A theme folder holds `templates/*.mustache` and `assets/**`. Themes are layered: the
/// default theme first, then the selected one, so a theme may override any single template
/// or asset and inherit the rest.
package struct Theme: Sendable {
    /// The templates by name (file name without `.mustache`).
    package let library: MustacheLibrary
    /// The templates compiled once for rendering, by name; `nil` when one of them uses Mustache
    /// plans do not cover (see ``TemplatePlan``), and swift-mustache renders them all.
    let plans: [String: TemplatePlan]?
    /// Asset files: output-relative path (below `assets/`) → absolute source path.
    package let assets: [String: String]
    /// The folders the theme was layered from, lowest first.
    package let layers: [String]
    /// Assets left out, with why: symbolic links that leave the theme folder (a build never
    /// publishes files from elsewhere on the machine), loop or lead nowhere.
    package var warnings: [Diagnostic] = []

    /// The templates every theme must end up with: the pages, and the parts the build
    /// renders on its own (`badge`, an example's label; `nav`, a page's sidebar; the code blocks
    /// and examples; the bodies of the pages it generates).
    package static let requiredTemplates = [
        "page", "404", "badge", "nav", "rule-index", "rule", "review", "tags", "code-block", "example-group", "example", "code",
    ]

    /// Loads a theme from `layers` (lowest priority first); missing layers are skipped.
    /// - Throws: ``HandbookError`` for a template syntax error (with line and column) or a
    ///   missing required template.
    package static func load(layers: [String], displayPaths: [String]? = nil) throws -> Theme {
        let fm = FileManager.default
        var templates: [String: MustacheTemplate] = [:]
        var texts: [String: String] = [:]
        var assets: [String: String] = [:]
        var used: [String] = []
        var warnings: [Diagnostic] = []
        for (i, layer) in layers.enumerated() {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: layer, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            used.append(layer)
            let display = displayPaths?[i] ?? layer
            let templateDir = layer + "/templates"
            let names = ((try? fm.contentsOfDirectory(atPath: templateDir)) ?? []).sorted()
            for name in names where name.hasSuffix(".mustache") {
                let path = templateDir + "/" + name
                guard let data = fm.contents(atPath: path), let text = String(validating: data, as: UTF8.self) else {
                    throw HandbookError("cannot read template as UTF-8", path: display + "/templates/" + name)
                }
                let templateName = String(name.dropLast(".mustache".count))
                do {
                    templates[templateName] = try Self.parsedTemplate(text)
                } catch let error as MustacheTemplate.ParserError {
                    throw HandbookError(
                        "template syntax error: \(describe(error.error))",
                        location: SourceLocation(
                            file: display + "/templates/" + name,
                            line: error.context.lineNumber, column: max(1, error.context.columnNumber)))
                }
                texts[templateName] = text
            }
            let assetDir = layer + "/assets"
            let resolvedLayer = PathUtilities.resolvedPath(layer) ?? layer
            if let enumerator = fm.enumerator(atPath: assetDir) {
                while let relative = enumerator.nextObject() as? String {
                    guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                    let full = assetDir + "/" + relative
                    // The same rule as for content: a link is followed only inside the theme folder.
                    if case let .refuse(reason) = PathUtilities.checkSymbolicLink(at: full, inside: resolvedLayer, rootName: "theme folder")
                    {
                        warnings.append(
                            Diagnostic(
                                .warning, reason + "; it is skipped",
                                at: SourceLocation(file: display + "/assets/" + relative, line: 1, column: 1), source: "theme.symlink"))
                        continue
                    }
                    var isDir: ObjCBool = false
                    if fm.fileExists(atPath: full, isDirectory: &isDir), !isDir.boolValue {
                        assets[relative] = full
                    }
                }
            }
        }
        guard !used.isEmpty else {
            throw HandbookError("theme folder does not exist; pass --theme DIR", path: displayPaths?.last ?? layers.last)
        }
        for required in requiredTemplates where templates[required] == nil {
            throw HandbookError("theme has no '\(required).mustache' template in templates/", path: displayPaths?.last ?? layers.last)
        }
        // swift-mustache renders a partial it does not know as nothing: a typo in a theme
        // would drop part of every page without a word.
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            let index = layers.lastIndex { fm.fileExists(atPath: $0 + "/templates/" + name + ".mustache") } ?? layers.count - 1
            let display = (displayPaths?[index] ?? layers[index]) + "/templates/" + name + ".mustache"
            for tag in partialTags(in: text) where templates[tag.name] == nil {
                throw HandbookError(
                    "partial '\(tag.name)' names no template: the theme has no '\(tag.name).mustache' in templates/",
                    location: SourceLocation(file: display, line: tag.line, column: tag.column))
            }
        }
        // One template without a plan leaves the whole theme to swift-mustache, so a template and
        // its partials render with one engine.
        let plans = try? texts.mapValues(Self.plan(of:))
        return Theme(
            library: MustacheLibrary(templates: templates), plans: plans, assets: assets, layers: used, warnings: warnings)
    }

    /// Templates and plans parsed in this process, by their text: `serve` loads the theme
    /// for every rebuild, and a text parses the same every time. Bounded: a theme has a
    /// dozen templates, edited ones add a text each.
    private static let parsed = Mutex<(templates: [String: MustacheTemplate], plans: [String: TemplatePlan?])>(([:], [:]))

    private static func parsedTemplate(_ text: String) throws -> MustacheTemplate {
        if let known = parsed.withLock({ $0.templates[text] }) { return known }
        let template = try MustacheTemplate(string: text)
        parsed.withLock { cache in
            if cache.templates.count >= 256 { cache.templates.removeAll() }
            cache.templates[text] = template
        }
        return template
    }

    /// - Throws: ``TemplatePlan/Unsupported`` as ``TemplatePlan/init(parsing:)`` does.
    private static func plan(of text: String) throws -> TemplatePlan {
        let known = parsed.withLock { $0.plans[text] }
        if let known { if let plan = known { return plan } else { throw TemplatePlan.Unsupported(reason: "parsed before") } }
        let plan = try? TemplatePlan(parsing: text)
        parsed.withLock { cache in
            if cache.plans.count >= 256 { cache.plans.removeAll() }
            cache.plans[text] = .some(plan)
        }
        guard let plan else { throw TemplatePlan.Unsupported(reason: "outside what plans cover") }
        return plan
    }

    /// Whether the templates render through their plans (``TemplatePlan``) rather than
    /// swift-mustache.
    package var rendersWithPlans: Bool { plans != nil }

    /// Renders the template `name` with `context`.
    /// - Parameter expectedBytes: About how long the result is (a page's body and its frame):
    ///   room is made for it at once, so a page of megabytes (the review checklist of a large
    ///   site) is not copied through buffers that double as it grows.
    package func render(_ name: String, context: any TemplateObject, expectedBytes: Int = 0) throws -> String {
        guard let plans else { return try renderWithSwiftMustache(name, context: context) }
        guard let html = TemplatePlan.render(name, plans: plans, context: context, expectedBytes: expectedBytes) else {
            throw HandbookError("theme has no '\(name).mustache' template")
        }
        return html
    }

    /// Renders the template `name` with swift-mustache, which reads `context` through
    /// ``MustacheBridge``: what a theme whose templates have no plan renders with, and what
    /// tests compare the plans with.
    package func renderWithSwiftMustache(_ name: String, context: any TemplateObject) throws -> String {
        guard let html = library.render(MustacheBridge(value: .object(context)), withTemplate: name) else {
            throw HandbookError("theme has no '\(name).mustache' template")
        }
        return html
    }

    /// The partial tags (`{{> name}}`) of a template, with where each stands (1-based). A
    /// template that changes its delimiters (`{{=<% %>=}}`) is read up to that tag only.
    static func partialTags(in text: String) -> [(name: String, line: Int, column: Int)] {
        var tags: [(name: String, line: Int, column: Int)] = []
        let bytes = Array(text.utf8)
        var line = 1
        var lineStart = 0
        var i = 0
        while i + 2 < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            } else if bytes[i] == UInt8(ascii: "{"), bytes[i + 1] == UInt8(ascii: "{") {
                var j = i + 2
                if bytes[j] == UInt8(ascii: "=") { break }
                if bytes[j] == UInt8(ascii: ">") {
                    j += 1
                    while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
                    let start = j
                    while j < bytes.count, bytes[j] != UInt8(ascii: "}"), bytes[j] != UInt8(ascii: " "), bytes[j] != UInt8(ascii: "\n") {
                        j += 1
                    }
                    let name = String(decoding: bytes[start..<j], as: UTF8.self)
                    // `{{>*name}}` is a dynamic partial: its name comes from the context.
                    if !name.isEmpty, !name.hasPrefix("*") {
                        let column = String(decoding: bytes[lineStart..<i], as: UTF8.self).count + 1
                        tags.append((name, line, column))
                    }
                }
            }
            i += 1
        }
        return tags
    }

    private static func describe(_ error: any Error) -> String {
        guard let e = error as? MustacheTemplate.Error else { return "\(error)" }
        switch e {
        case .sectionCloseNameIncorrect: return "a section is closed with a different name than it was opened with"
        case .unfinishedName: return "a tag is not closed; expected '}}'"
        case .expectedSectionEnd: return "a section is opened and never closed"
        case .invalidSetDelimiter: return "invalid set-delimiter tag"
        default: return "\(e)"
        }
    }
}
