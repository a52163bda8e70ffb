import MarkdownAST
import SiteCore

/// One function per kind of inline node (and the footnotes section they lead to), called by
/// ``HTMLRenderer/render(_:into:state:tight:)``.
extension HTMLRenderer {
    /// Emphasis, strong or strikethrough: the children inside `tag`.
    func renderWrapped(_ node: MarkdownNode, in tag: String, into html: inout String, state: inout State, tight: Bool) {
        html += "<\(tag)>"
        renderChildren(node, into: &html, state: &state, tight: tight)
        html += "</\(tag)>"
    }

    /// A link, its destination rewritten by the site's hook; an unsafe one gives its text alone.
    func renderLink(_ node: MarkdownNode, destination: String, title: String, into html: inout String, state: inout State, tight: Bool) {
        guard allowsURL(destination, isImage: false, range: node.range ?? state.blockRange, state: &state) else {
            renderChildren(node, into: &html, state: &state, tight: tight)
            return
        }
        let href = hooks.rewriteLink(destination, location(node.range ?? state.blockRange))
        let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
        html += "<a href=\"\(HTMLEscaping.escapeURL(href))\"\(titleAttribute)>"
        renderChildren(node, into: &html, state: &state, tight: tight)
        html += "</a>"
    }

    /// An image, its source rewritten by the site's hook; an unsafe one gives its text alone.
    func renderImage(_ node: MarkdownNode, source: String, title: String, into html: inout String, state: inout State) {
        guard allowsURL(source, isImage: true, range: node.range ?? state.blockRange, state: &state) else {
            html += HTMLEscaping.escape(node.plainText)
            return
        }
        let src = hooks.rewriteLink(source, location(node.range ?? state.blockRange))
        let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
        html += "<img src=\"\(HTMLEscaping.escapeURL(src))\" alt=\"\(HTMLEscaping.escape(node.plainText))\"\(titleAttribute)>"
    }

    /// A footnote reference, numbered by first reference (as GitHub does); a second reference
    /// to the same note gets an id of its own.
    func renderFootnoteReference(_ label: String, into html: inout String, state: inout State) {
        if !state.footnoteOrder.contains(label) { state.footnoteOrder.append(label) }
        let number = (state.footnoteOrder.firstIndex(of: label) ?? 0) + 1
        let slug = Self.footnoteSlug(label)
        state.footnoteReferenceCounts[label, default: 0] += 1
        let refs = state.footnoteReferenceCounts[label] ?? 1
        let refID = refs > 1 ? "fnref-\(slug)-\(refs)" : "fnref-\(slug)"
        html += "<sup class=\"footnote-ref\"><a href=\"#fn-\(slug)\" id=\"\(refID)\" data-footnote-ref>\(number)</a></sup>"
    }

    /// The footnotes section at the end of the page: the referenced notes in reference order,
    /// each with a link back to its first reference.
    func renderFootnotes(_ definitions: [String: MarkdownNode], into html: inout String, state: inout State) {
        guard !state.footnoteOrder.isEmpty else { return }
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
}
