import MarkdownAST
import SiteCore

/// Renders a ``MarkdownNode`` document to HTML, with the hooks the site needs.
///
/// Rendering is done in Swift (not by cmark-gfm) so headings get GitHub-compatible ids and
/// hover links, code blocks go through the site's example renderer, task-list items become
/// checkboxes, and links are rewritten to the generated pages.
package struct HTMLRenderer {
    /// What the site plugs in.
    package struct Hooks {
        /// Rewrites a link destination; gets the destination and where the link stands.
        package var rewriteLink: (_ destination: String, _ location: SourceLocation?) -> String
        /// Renders a code block, found by where it stands (the renderer does not number
        /// blocks: it meets footnotes' blocks in reference order); `nil` falls back to a
        /// plain `<pre><code>`.
        package var renderCodeBlock: (_ block: MarkdownNode.CodeBlock, _ range: MarkdownNode.Range?) -> String?

        package init(
            rewriteLink: @escaping (String, SourceLocation?) -> String = { d, _ in d },
            renderCodeBlock: @escaping (MarkdownNode.CodeBlock, MarkdownNode.Range?) -> String? = { _, _ in nil }
        ) {
            self.rewriteLink = rewriteLink
            self.renderCodeBlock = renderCodeBlock
        }
    }

    /// The result of rendering one page.
    package struct Output: Sendable {
        package var html: String
        /// Every heading in order, with its id.
        package var headings: [Heading]
        /// Every task-list item in order.
        package var tasks: [Task]
        /// The text of the first H1, if any.
        package var firstH1: String?
        /// What the HTML policy removed: raw HTML outside the allow-list, unsafe URLs.
        package var diagnostics: [Diagnostic] = []
    }

    package struct Heading: Sendable, Hashable {
        package var level: Int
        package var text: String
        package var id: String
    }

    package struct Task: Sendable, Hashable {
        /// The task's id within the page (`task-3`): its place, for links to it.
        package var id: String
        package var text: String
        /// The task's identity within the page, under which a reader's tick is kept: its text
        /// with runs of white space as one space (`#2`, `#3`… added to repeats), so a tick
        /// follows its item when items are reordered or inserted, and is dropped when the
        /// item's text changes.
        package var key: String
        /// The item's text as inline HTML (code, emphasis), without links: for pages that
        /// list the item inside a link of their own (the review checklist).
        package var inlineHTML: String
        package var isChecked: Bool
        /// The id of the heading the task stands under, if any.
        package var sectionID: String?
        package var sectionTitle: String?
    }

    package var file: String
    package var hooks: Hooks
    /// What raw HTML in the page becomes.
    package var htmlPolicy: RawHTMLPolicy

    package init(file: String, hooks: Hooks = Hooks(), htmlPolicy: RawHTMLPolicy = .sanitize) {
        self.file = file
        self.hooks = hooks
        self.htmlPolicy = htmlPolicy
    }

    /// Renders `document`.
    package func render(_ document: MarkdownNode) -> Output {
        var state = State()
        // Footnotes are numbered by first reference, as GitHub does.
        var definitions: [String: MarkdownNode] = [:]
        document.forEachDescendant { node in
            if case .footnoteDefinition(let label) = node.kind { definitions[label] = node }
        }
        state.footnoteDefinitions = definitions
        var html = ""
        for child in document.children {
            if case .footnoteDefinition = child.kind { continue }
            render(child, into: &html, state: &state, tight: false)
        }
        html += state.sanitizer.endScope()
        if !state.footnoteOrder.isEmpty {
            html += "<section class=\"footnotes\" data-footnotes>\n<ol>\n"
            for (index, label) in state.footnoteOrder.enumerated() {
                let slug = Self.footnoteSlug(label)
                html += "<li id=\"fn-\(slug)\">\n"
                var body = ""
                if let def = definitions[label] {
                    for child in def.children { render(child, into: &body, state: &state, tight: false) }
                }
                let backref = " <a href=\"#fnref-\(slug)\" class=\"footnote-backref\" aria-label=\"Back to reference \(index + 1)\">↩</a>"
                if body.hasSuffix("</p>\n") {
                    body = String(body.dropLast(5)) + backref + "</p>\n"
                } else {
                    body += backref
                }
                html += body + "</li>\n"
            }
            html += "</ol>\n</section>\n"
        }
        return Output(html: html, headings: state.headings, tasks: state.tasks, firstH1: state.firstH1, diagnostics: state.diagnostics)
    }

    private struct State {
        var slugger = HeadingSlugger()
        var headings: [Heading] = []
        var tasks: [Task] = []
        var firstH1: String?
        var footnoteDefinitions: [String: MarkdownNode] = [:]
        var footnoteOrder: [String] = []
        var footnoteReferenceCounts: [String: Int] = [:]
        var blockRange: MarkdownNode.Range?
        var currentSection: Heading?
        var sanitizer = HTMLSanitizer()
        var diagnostics: [Diagnostic] = []
        var taskKeyCounts: [String: Int] = [:]
    }

    /// The inline content of `node`'s paragraphs (not of nested lists or code blocks) as
    /// HTML: text, code, emphasis, strong and strikethrough; links and images give their text.
    static func appendInlineHTML(of node: MarkdownNode, to html: inout String) {
        func wrapped(_ tag: String) {
            html += "<\(tag)>"
            for child in node.children { appendInlineHTML(of: child, to: &html) }
            html += "</\(tag)>"
        }
        switch node.kind {
        case let .text(text): html += HTMLEscaping.escape(text)
        case let .code(code): html += "<code>\(HTMLEscaping.escape(code))</code>"
        case .softBreak, .lineBreak: html += " "
        case .emphasis: wrapped("em")
        case .strong: wrapped("strong")
        case .strikethrough: wrapped("del")
        case .image: html += HTMLEscaping.escape(node.plainText)
        case .paragraph:
            if !html.isEmpty { html += " " }
            for child in node.children { appendInlineHTML(of: child, to: &html) }
        case .item, .link:
            for child in node.children { appendInlineHTML(of: child, to: &html) }
        default: break
        }
    }

    static func footnoteSlug(_ label: String) -> String {
        HTMLEscaping.escape(label.lowercased().replacingOccurrences(of: " ", with: "-"))
    }

    private func location(_ range: MarkdownNode.Range?) -> SourceLocation? {
        range.map { SourceLocation(file: file, line: $0.startLine, column: $0.startColumn) }
    }

    /// Renders `node`'s children: one container for raw HTML, which cannot close what
    /// stands around it, and whose open elements are closed at its end.
    private func renderChildren(_ node: MarkdownNode, into html: inout String, state: inout State, tight: Bool) {
        state.sanitizer.beginScope()
        for child in node.children { render(child, into: &html, state: &state, tight: tight) }
        html += state.sanitizer.endScope()
    }

    /// Raw HTML as the policy has it: sanitised (with a warning for each removal, at its own
    /// line and column), as written, or as text.
    private func renderRawHTML(_ raw: String, isBlock: Bool, range: MarkdownNode.Range?, state: inout State) -> String {
        switch htmlPolicy {
        case .unsafe:
            return raw
        case .escape:
            return isBlock ? "<p>\(HTMLEscaping.escape(raw.trimmingCharacters(in: .newlines)))</p>\n" : HTMLEscaping.escape(raw)
        case .sanitize:
            let (html, removals) = state.sanitizer.sanitize(raw)
            for removal in removals {
                let message = "raw HTML removed: \(removal.description); 'html: unsafe' in handbook.yml keeps raw HTML as written"
                let at = location(ofOffset: removal.offset, in: raw, range: range ?? state.blockRange)
                state.diagnostics.append(Diagnostic(.warning, message, at: at, source: "html.sanitized"))
            }
            return html
        }
    }

    /// Where the UTF-8 `offset` into a raw fragment that starts at `range` stands.
    private func location(ofOffset offset: Int, in raw: String, range: MarkdownNode.Range?) -> SourceLocation? {
        guard let range else { return nil }
        let before = raw.utf8.prefix(offset)
        guard let lastNewline = before.lastIndex(of: UInt8(ascii: "\n")) else {
            return SourceLocation(file: file, line: range.startLine, column: range.startColumn + offset)
        }
        let lines = before.count { $0 == UInt8(ascii: "\n") }
        return SourceLocation(file: file, line: range.startLine + lines, column: before.distance(from: lastNewline, to: before.endIndex))
    }

    /// Whether a Markdown link's or image's URL may be written, with a warning when not.
    private func allowsURL(_ url: String, isImage: Bool, range: MarkdownNode.Range?, state: inout State) -> Bool {
        guard htmlPolicy != .unsafe, !URLSafety.isSafe(url, isImage: isImage) else { return true }
        let scheme = URLSafety.scheme(of: url) ?? "unsafe"
        let message = "\(isImage ? "image" : "link") removed: '\(scheme):' URLs are not allowed (http, https, mailto and relative ones are)"
        state.diagnostics.append(Diagnostic(.warning, message, at: location(range), source: "html.unsafe-url"))
        return false
    }

    private func render(_ node: MarkdownNode, into html: inout String, state: inout State, tight: Bool) {
        if node.isBlock, let range = node.range { state.blockRange = range }
        switch node.kind {
        case .document:
            renderChildren(node, into: &html, state: &state, tight: false)
        case .blockQuote:
            html += "<blockquote>\n"
            renderChildren(node, into: &html, state: &state, tight: false)
            html += "</blockquote>\n"
        case let .list(ordered, start, isTight):
            let hasTasks = node.children.contains { if case .item(task: .some) = $0.kind { true } else { false } }
            let cls = hasTasks ? " class=\"task-list\"" : ""
            if ordered {
                html += start == 1 ? "<ol\(cls)>\n" : "<ol\(cls) start=\"\(start)\">\n"
            } else {
                html += "<ul\(cls)>\n"
            }
            renderChildren(node, into: &html, state: &state, tight: isTight)
            html += ordered ? "</ol>\n" : "</ul>\n"
        case let .item(task):
            if let task {
                let id = "task-\(state.tasks.count + 1)"
                let text = node.plainText.trimmingCharacters(in: .whitespacesAndNewlines)
                var inline = ""
                Self.appendInlineHTML(of: node, to: &inline)
                let identity = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                state.taskKeyCounts[identity, default: 0] += 1
                let repeats = state.taskKeyCounts[identity] ?? 1
                let key = repeats > 1 ? "\(identity)#\(repeats)" : identity
                state.tasks.append(
                    Task(
                        id: id, text: text, key: key, inlineHTML: inline.trimmingCharacters(in: .whitespacesAndNewlines),
                        isChecked: task == .checked, sectionID: state.currentSection?.id, sectionTitle: state.currentSection?.text))
                let checked = task == .checked ? " checked" : ""
                // Named by its item (the text is on the page once, not again in an aria-label).
                html +=
                    "<li class=\"task-list-item\" id=\"\(id)\"><input type=\"checkbox\" class=\"task-list-item-checkbox\" data-task=\"\(id)\" "
                html += "data-task-key=\"\(HTMLEscaping.escape(key))\" aria-labelledby=\"\(id)\"\(checked) disabled> "
            } else {
                html += "<li>"
            }
            renderChildren(node, into: &html, state: &state, tight: tight)
            if html.hasSuffix("\n"), tight { html.removeLast() }
            html += "</li>\n"
        case let .codeBlock(block):
            if let custom = hooks.renderCodeBlock(block, node.range) {
                html += custom
            } else {
                let language = block.info.split(separator: " ").first.map(String.init) ?? ""
                let cls = language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(language))\""
                html += "<pre><code\(cls)>\(HTMLEscaping.escape(block.literal))</code></pre>\n"
            }
        case let .htmlBlock(raw):
            html += renderRawHTML(raw, isBlock: true, range: node.range, state: &state)
        case .paragraph:
            if tight {
                renderChildren(node, into: &html, state: &state, tight: tight)
                html += "\n"
            } else {
                html += "<p>"
                renderChildren(node, into: &html, state: &state, tight: tight)
                html += "</p>\n"
            }
        case let .heading(level):
            let text = node.plainText.trimmingCharacters(in: .whitespaces)
            let id = state.slugger.slug(for: text)
            let heading = Heading(level: level, text: text, id: id)
            state.headings.append(heading)
            if level == 1, state.firstH1 == nil { state.firstH1 = text }
            if level >= 2 { state.currentSection = heading }
            var inner = ""
            renderChildren(node, into: &inner, state: &state, tight: false)
            if level >= 2, level <= 4 {
                html +=
                    "<h\(level) id=\"\(id)\">\(inner)<a class=\"heading-anchor\" href=\"#\(id)\" aria-label=\"Link to this section: \(HTMLEscaping.escape(text))\">#</a></h\(level)>\n"
            } else {
                html += "<h\(level) id=\"\(id)\">\(inner)</h\(level)>\n"
            }
        case .thematicBreak:
            html += "<hr>\n"
        case let .table(alignments):
            html += "<div class=\"table-wrapper\"><table>\n"
            var bodyOpen = false
            for row in node.children {
                guard case let .tableRow(isHeader) = row.kind else { continue }
                if isHeader {
                    html += "<thead>\n"
                } else if !bodyOpen {
                    html += "<tbody>\n"
                    bodyOpen = true
                }
                html += "<tr>\n"
                for (i, cell) in row.children.enumerated() {
                    let tag = isHeader ? "th" : "td"
                    let align: String
                    switch i < alignments.count ? alignments[i] : .none {
                    case .left: align = " style=\"text-align: left\""
                    case .center: align = " style=\"text-align: center\""
                    case .right: align = " style=\"text-align: right\""
                    case .none: align = ""
                    }
                    html += "<\(tag)\(align)>"
                    renderChildren(cell, into: &html, state: &state, tight: false)
                    html += "</\(tag)>\n"
                }
                html += "</tr>\n"
                if isHeader { html += "</thead>\n" }
            }
            if bodyOpen { html += "</tbody>\n" }
            html += "</table></div>\n"
        case .tableRow, .tableCell:
            renderChildren(node, into: &html, state: &state, tight: false)
        case .footnoteDefinition:
            break
        case let .text(text):
            html += HTMLEscaping.escape(text)
        case .softBreak:
            html += "\n"
        case .lineBreak:
            html += "<br>\n"
        case let .code(code):
            html += "<code>\(HTMLEscaping.escape(code))</code>"
        case let .htmlInline(raw):
            html += renderRawHTML(raw, isBlock: false, range: node.range, state: &state)
        case .emphasis:
            html += "<em>"; renderChildren(node, into: &html, state: &state, tight: tight); html += "</em>"
        case .strong:
            html += "<strong>"; renderChildren(node, into: &html, state: &state, tight: tight); html += "</strong>"
        case .strikethrough:
            html += "<del>"; renderChildren(node, into: &html, state: &state, tight: tight); html += "</del>"
        case let .link(destination, _) where !allowsURL(destination, isImage: false, range: node.range ?? state.blockRange, state: &state):
            renderChildren(node, into: &html, state: &state, tight: tight)
        case let .link(destination, title):
            let href = hooks.rewriteLink(destination, location(node.range ?? state.blockRange))
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
            html += "<a href=\"\(HTMLEscaping.escapeURL(href))\"\(titleAttribute)>"
            renderChildren(node, into: &html, state: &state, tight: tight)
            html += "</a>"
        case let .image(source, _) where !allowsURL(source, isImage: true, range: node.range ?? state.blockRange, state: &state):
            html += HTMLEscaping.escape(node.plainText)
        case let .image(source, title):
            let src = hooks.rewriteLink(source, location(node.range ?? state.blockRange))
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
            html += "<img src=\"\(HTMLEscaping.escapeURL(src))\" alt=\"\(HTMLEscaping.escape(node.plainText))\"\(titleAttribute)>"
        case let .footnoteReference(label):
            if !state.footnoteOrder.contains(label) { state.footnoteOrder.append(label) }
            let number = (state.footnoteOrder.firstIndex(of: label) ?? 0) + 1
            let slug = Self.footnoteSlug(label)
            state.footnoteReferenceCounts[label, default: 0] += 1
            let refs = state.footnoteReferenceCounts[label] ?? 1
            let refID = refs > 1 ? "fnref-\(slug)-\(refs)" : "fnref-\(slug)"
            html += "<sup class=\"footnote-ref\"><a href=\"#fn-\(slug)\" id=\"\(refID)\" data-footnote-ref>\(number)</a></sup>"
        }
    }
}
