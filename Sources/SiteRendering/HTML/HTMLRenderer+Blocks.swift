import MarkdownAST
import SiteCore

/// One function per kind of block node, called by ``HTMLRenderer/render(_:into:state:tight:)``.
extension HTMLRenderer {
    func renderBlockQuote(_ node: MarkdownNode, into html: inout String, state: inout State) {
        html += "<blockquote>\n"
        renderChildren(node, into: &html, state: &state, tight: false)
        html += "</blockquote>\n"
    }

    /// A list; one with a task item gets the `task-list` class.
    func renderList(_ node: MarkdownNode, ordered: Bool, start: Int, isTight: Bool, into html: inout String, state: inout State) {
        let hasTasks = node.children.contains { if case .item(task: .some) = $0.kind { true } else { false } }
        let cls = hasTasks ? " class=\"task-list\"" : ""
        if ordered {
            html += start == 1 ? "<ol\(cls)>\n" : "<ol\(cls) start=\"\(start)\">\n"
        } else {
            html += "<ul\(cls)>\n"
        }
        renderChildren(node, into: &html, state: &state, tight: isTight)
        html += ordered ? "</ol>\n" : "</ul>\n"
    }

    /// A list item; a task item becomes a checkbox, and is recorded in ``Output/tasks``.
    func renderItem(_ node: MarkdownNode, task: MarkdownNode.TaskState?, into html: inout String, state: inout State, tight: Bool) {
        if let task {
            let id = "task-\(state.tasks.count + 1)"
            let text = node.plainText.trimmingCharacters(in: .whitespacesAndNewlines)
            var inline = ""
            Self.appendInlineHTML(of: node, to: &inline)
            let identity = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            state.taskKeyCounts[identity, default: 0] += 1
            let repeats = state.taskKeyCounts[identity] ?? 1
            // The hash of the text, not the text: the key is in the page (and the review page) once
            // per item, and handbook.js hashes keys stored before they were hashed the same way.
            var key = FNV1a.hex32(repeats > 1 ? "\(identity)#\(repeats)" : identity)
            if state.taskKeys.contains(key) {  // Two texts, one hash: the later item gets its own key.
                var suffix = 2
                while state.taskKeys.contains("\(key)-\(suffix)") { suffix += 1 }
                key += "-\(suffix)"
            }
            state.taskKeys.insert(key)
            state.tasks.append(
                Task(
                    id: id, text: text, key: key, inlineHTML: inline.trimmingCharacters(in: .whitespacesAndNewlines),
                    isChecked: task == .checked, sectionID: state.currentSection?.id, sectionTitle: state.currentSection?.text))
            let checked = task == .checked ? " checked" : ""
            // Named by its item (the text is on the page once, not again in an aria-label). Neither
            // the item nor the box carries a class: CSS and handbook.js know the item as the li of a
            // .task-list around a box, and the box by its key (classes were 78 bytes per item, on
            // the page and the review page).
            html += "<li id=\"\(id)\"><input type=\"checkbox\" "
            html += "data-task-key=\"\(HTMLEscaping.escape(key))\" aria-labelledby=\"\(id)\"\(checked) disabled> "
        } else {
            html += "<li>"
        }
        renderChildren(node, into: &html, state: &state, tight: tight)
        if html.hasSuffix("\n"), tight { html.removeLast() }
        html += "</li>\n"
    }

    /// A code block, through the site's hook; without one, a plain `<pre><code>`. Blocks are
    /// numbered in document order (the fence index the hook gets).
    func renderCodeBlock(_ block: MarkdownNode.CodeBlock, range: MarkdownNode.Range?, into html: inout String, state: inout State) {
        if let custom = hooks.renderCodeBlock(block, range) {
            html += custom
        } else {
            let language = block.info.split(separator: " ").first.map(String.init) ?? ""
            let cls = language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(language))\""
            html += "<pre><code\(cls)>\(HTMLEscaping.escapeText(block.literal))</code></pre>\n"
        }
    }

    /// A paragraph; in a tight list, its text alone.
    func renderParagraph(_ node: MarkdownNode, into html: inout String, state: inout State, tight: Bool) {
        if tight {
            renderChildren(node, into: &html, state: &state, tight: tight)
            html += "\n"
        } else {
            html += "<p>"
            renderChildren(node, into: &html, state: &state, tight: tight)
            html += "</p>\n"
        }
    }

    /// A heading with its GitHub-style id, recorded in ``Output/headings``; levels 2 to 4
    /// get a link to themselves.
    func renderHeading(_ node: MarkdownNode, level: Int, into html: inout String, state: inout State) {
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
    }

    /// A table in a scrolling wrapper: the header row in `<thead>`, the others in `<tbody>`.
    func renderTable(_ node: MarkdownNode, alignments: [MarkdownNode.TableAlignment], into html: inout String, state: inout State) {
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
                let align = Self.alignmentStyle(i < alignments.count ? alignments[i] : .none)
                html += "<\(tag)\(align)>"
                renderChildren(cell, into: &html, state: &state, tight: false)
                html += "</\(tag)>\n"
            }
            html += "</tr>\n"
            if isHeader { html += "</thead>\n" }
        }
        if bodyOpen { html += "</tbody>\n" }
        html += "</table></div>\n"
    }

    /// The `style` attribute of a cell in a column with `alignment` (with its leading space).
    static func alignmentStyle(_ alignment: MarkdownNode.TableAlignment) -> String {
        switch alignment {
        case .left: " style=\"text-align: left\""
        case .center: " style=\"text-align: center\""
        case .right: " style=\"text-align: right\""
        case .none: ""
        }
    }
}
