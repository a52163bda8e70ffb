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

    package struct Heading: Sendable, Hashable, Codable {
        package var level: Int
        package var text: String
        package var id: String
    }

    package struct Task: Sendable, Hashable, Codable {
        /// The task's id within the page (`task-3`): its place, for links to it.
        package var id: String
        package var text: String
        /// The task's identity within the page, under which a reader's tick is kept: the FNV-1a
        /// hash (32-bit, 8 hex digits) of its text with runs of white space as one space (`#2`,
        /// `#3`… added to repeats before hashing; `-2`… after it for two texts with one hash), so
        /// a tick follows its item when items are reordered or inserted, and is dropped when the
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
        renderFootnotes(definitions, into: &html, state: &state)
        return Output(html: html, headings: state.headings, tasks: state.tasks, firstH1: state.firstH1, diagnostics: state.diagnostics)
    }

    struct State {
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
        var taskKeys: Set<String> = []
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
        case let .text(text): html += HTMLEscaping.escapeText(text)
        case let .code(code): html += "<code>\(HTMLEscaping.escapeText(code))</code>"
        case .softBreak, .lineBreak: html += " "
        case .emphasis: wrapped("em")
        case .strong: wrapped("strong")
        case .strikethrough: wrapped("del")
        case .image: html += HTMLEscaping.escapeText(node.plainText)
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

    func location(_ range: MarkdownNode.Range?) -> SourceLocation? {
        range.map { SourceLocation(file: file, line: $0.startLine, column: $0.startColumn) }
    }

    /// Renders `node`'s children: one container for raw HTML, which cannot close what
    /// stands around it, and whose open elements are closed at its end.
    func renderChildren(_ node: MarkdownNode, into html: inout String, state: inout State, tight: Bool) {
        state.sanitizer.beginScope()
        for child in node.children { render(child, into: &html, state: &state, tight: tight) }
        html += state.sanitizer.endScope()
    }

    /// Raw HTML as the policy has it: sanitised (with a warning for each removal, at its own
    /// line and column), as written, or as text.
    func renderRawHTML(_ raw: String, isBlock: Bool, range: MarkdownNode.Range?, state: inout State) -> String {
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
    func allowsURL(_ url: String, isImage: Bool, range: MarkdownNode.Range?, state: inout State) -> Bool {
        guard htmlPolicy != .unsafe, !URLSafety.isSafe(url, isImage: isImage) else { return true }
        let scheme = URLSafety.scheme(of: url) ?? "unsafe"
        let message = "\(isImage ? "image" : "link") removed: '\(scheme):' URLs are not allowed (http, https, mailto and relative ones are)"
        state.diagnostics.append(Diagnostic(.warning, message, at: location(range), source: "html.unsafe-url"))
        return false
    }

    /// Renders one node: a function per kind of node (blocks in `HTMLRenderer+Blocks.swift`,
    /// inlines in `HTMLRenderer+Inlines.swift`).
    func render(_ node: MarkdownNode, into html: inout String, state: inout State, tight: Bool) {
        if node.isBlock, let range = node.range { state.blockRange = range }
        switch node.kind {
        case .document, .tableRow, .tableCell:
            renderChildren(node, into: &html, state: &state, tight: false)
        case .blockQuote:
            renderBlockQuote(node, into: &html, state: &state)
        case let .list(ordered, start, isTight):
            renderList(node, ordered: ordered, start: start, isTight: isTight, into: &html, state: &state)
        case let .item(task):
            renderItem(node, task: task, into: &html, state: &state, tight: tight)
        case let .codeBlock(block):
            renderCodeBlock(block, range: node.range, into: &html, state: &state)
        case let .htmlBlock(raw):
            html += renderRawHTML(raw, isBlock: true, range: node.range, state: &state)
        case .paragraph:
            renderParagraph(node, into: &html, state: &state, tight: tight)
        case let .heading(level):
            renderHeading(node, level: level, into: &html, state: &state)
        case .thematicBreak:
            html += "<hr>\n"
        case let .table(alignments):
            renderTable(node, alignments: alignments, into: &html, state: &state)
        case .footnoteDefinition:
            break
        case let .text(text):
            html += HTMLEscaping.escapeText(text)
        case .softBreak:
            html += "\n"
        case .lineBreak:
            html += "<br>\n"
        case let .code(code):
            html += "<code>\(HTMLEscaping.escapeText(code))</code>"
        case let .htmlInline(raw):
            html += renderRawHTML(raw, isBlock: false, range: node.range, state: &state)
        case .emphasis:
            renderWrapped(node, in: "em", into: &html, state: &state, tight: tight)
        case .strong:
            renderWrapped(node, in: "strong", into: &html, state: &state, tight: tight)
        case .strikethrough:
            renderWrapped(node, in: "del", into: &html, state: &state, tight: tight)
        case let .link(destination, title):
            renderLink(node, destination: destination, title: title, into: &html, state: &state, tight: tight)
        case let .image(source, title):
            renderImage(node, source: source, title: title, into: &html, state: &state)
        case let .footnoteReference(label):
            renderFootnoteReference(label, into: &html, state: &state)
        }
    }
}
