/// A node of a parsed Markdown document: a value, with its children and source range.
///
/// The tree is built by ``MarkdownParser`` from cmark-gfm's tree in one pass; no C
/// pointer outlives the parse.
package struct MarkdownNode: Sendable, Hashable {
    package var kind: Kind
    package var children: [MarkdownNode]
    /// Where the node stands in the source, 1-based, columns in UTF-8 bytes; `nil` when
    /// cmark-gfm gave no position (some inline nodes).
    package var range: Range?

    package init(kind: Kind, children: [MarkdownNode] = [], range: Range? = nil) {
        self.kind = kind
        self.children = children
        self.range = range
    }

    /// A source span, inclusive on both ends, as cmark-gfm reports it.
    package struct Range: Sendable, Hashable {
        package var startLine: Int
        package var startColumn: Int
        package var endLine: Int
        package var endColumn: Int

        package init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
            self.startLine = startLine
            self.startColumn = startColumn
            self.endLine = endLine
            self.endColumn = endColumn
        }
    }

    /// What a node is, with the data that belongs to that kind.
    package enum Kind: Sendable, Hashable {
        // Blocks
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, isTight: Bool)
        /// A list item; `task` is non-nil for a GFM task-list item (`- [ ]` / `- [x]`).
        case item(task: TaskState?)
        case codeBlock(CodeBlock)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table(alignments: [TableAlignment])
        case tableRow(isHeader: Bool)
        case tableCell
        case footnoteDefinition(label: String)
        // Inlines
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        case link(destination: String, title: String)
        case image(source: String, title: String)
        case footnoteReference(label: String)
    }

    /// The state of a task-list item.
    package enum TaskState: Sendable, Hashable {
        case unchecked
        case checked
    }

    /// A column's alignment in a GFM table.
    package enum TableAlignment: Sendable, Hashable {
        case none, left, center, right
    }

    /// A code block, fenced or indented.
    package struct CodeBlock: Sendable, Hashable {
        /// The info string after the opening fence (empty for indented blocks).
        package var info: String
        /// The code, ending with a newline as cmark-gfm gives it.
        package var literal: String
        package var isFenced: Bool
        /// The fence's indentation, in columns.
        package var fenceOffset: Int
        /// True for a fenced block whose closing fence is missing.
        package var isUnterminated: Bool

        package init(info: String, literal: String, isFenced: Bool, fenceOffset: Int = 0, isUnterminated: Bool = false) {
            self.info = info
            self.literal = literal
            self.isFenced = isFenced
            self.fenceOffset = fenceOffset
            self.isUnterminated = isUnterminated
        }
    }
}

extension MarkdownNode {
    /// The concatenated text of this node's inline content (for titles, slugs and search).
    package var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        switch kind {
        case .text(let s), .code(let s): out += s
        case .softBreak, .lineBreak: out += " "
        case .htmlInline: break
        default:
            for child in children { child.appendPlainText(to: &out) }
        }
    }

    /// Calls `body` on this node and every descendant, depth first, parents before children.
    package func forEachDescendant(_ body: (MarkdownNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachDescendant(body) }
    }

    /// Whether the node is a block-level node.
    package var isBlock: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
            .thematicBreak, .table, .tableRow, .tableCell, .footnoteDefinition:
            true
        default:
            false
        }
    }
}
