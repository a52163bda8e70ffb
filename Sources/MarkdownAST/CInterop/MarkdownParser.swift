internal import CCmarkGFM

/// Parses GitHub-flavoured Markdown with cmark-gfm into a ``MarkdownNode`` tree.
///
/// This file is the whole C boundary: the parser, document and iterator are created,
/// walked into Swift values and freed inside ``parse(_:)``. Extensions on: table,
/// strikethrough, autolink, tagfilter, tasklist; footnotes on; source positions kept.
package enum MarkdownParser {
    /// How deeply containers (block quotes, lists, list items, emphasis, links, images) may
    /// nest in the tree: deeper ones are flattened (see ``parseReportingFlattening(_:)``).
    ///
    /// Everything that walks a ``MarkdownNode`` tree (rendering, plain text, fences, even
    /// freeing it) recurses once per level; a page of 10,000 `>` would otherwise overflow
    /// the stack. 32 levels is far more than any page needs (a list nested 16 deep).
    package static let maximumDepth = 32

    /// Parses `source` and returns the document node.
    package static func parse(_ source: String) -> MarkdownNode {
        parseReportingFlattening(source).document
    }

    /// Parses `source`; containers nested deeper than ``maximumDepth`` are flattened: they
    /// are left out and their content joins the deepest container kept (text stays, the
    /// quoting, list markers or emphasis go).
    /// - Returns: the document, and where each flattened run starts (for a warning).
    package static func parseReportingFlattening(_ source: String) -> (document: MarkdownNode, flattened: [MarkdownNode.Range]) {
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | CMARK_OPT_UNSAFE
        guard let parser = cmark_parser_new(options) else { return (MarkdownNode(kind: .document), []) }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tagfilter", "tasklist"] {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var utf8 = Array(source.utf8)
        utf8.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parser_feed(parser, $0, buffer.count)
                }
            }
        }
        guard let document = cmark_parser_finish(parser) else { return (MarkdownNode(kind: .document), []) }
        defer { cmark_node_free(document) }
        var lines = SourceLines(utf8)
        var flattened: [MarkdownNode.Range] = []
        let tree = convert(document, lines: &lines, flattened: &flattened)
        return (tree, flattened)
    }

    /// A node being converted: its children are collected as the walk comes back up.
    private struct Frame {
        var kind: MarkdownNode.Kind
        var range: MarkdownNode.Range?
        var children: [MarkdownNode] = []
        /// Left out of the tree: its children go to its parent.
        var isFlattened: Bool
    }

    /// Converts cmark-gfm's tree without recursion (an explicit stack of open nodes, walked
    /// in document order), flattening containers past ``maximumDepth``.
    private static func convert(_ document: OpaquePointer, lines: inout SourceLines, flattened: inout [MarkdownNode.Range]) -> MarkdownNode
    {
        var frames = [Frame(kind: .document, range: range(of: document), isFlattened: false)]
        var pointers = [document]
        var keptDepth = 0  // kept frames below the document
        var flattenedOpen = 0
        var next = cmark_node_first_child(document)
        while true {
            if let node = next {
                var kind = self.kind(of: node, lines: lines)
                if case .footnoteDefinition = kind {
                    // cmark-gfm keeps only referenced definitions, moved to the end in order of first
                    // reference, and gives each reference its definition's number as its literal.
                    lines.footnoteCount += 1
                    kind = .footnoteDefinition(label: String(lines.footnoteCount))
                }
                let nodeRange = range(of: node)
                // An item of a list that was kept stays with it (one level past the limit).
                let isItemOfKeptList: Bool
                if case .item = kind, case .list = frames[frames.count - 1].kind, !frames[frames.count - 1].isFlattened {
                    isItemOfKeptList = true
                } else {
                    isItemOfKeptList = false
                }
                let flatten = keptDepth >= maximumDepth && Self.canFlatten(kind) && !isItemOfKeptList
                if flatten {
                    if flattenedOpen == 0, let nodeRange { flattened.append(nodeRange) }
                    flattenedOpen += 1
                } else {
                    keptDepth += 1
                }
                frames.append(Frame(kind: kind, range: nodeRange, isFlattened: flatten))
                pointers.append(node)
                next = cmark_node_first_child(node)
                continue
            }
            let frame = frames.removeLast()
            let pointer = pointers.removeLast()
            guard !frames.isEmpty else {
                return MarkdownNode(kind: frame.kind, children: frame.children, range: frame.range)
            }
            if frame.isFlattened {
                flattenedOpen -= 1
                frames[frames.count - 1].children += frame.children
            } else {
                keptDepth -= 1
                frames[frames.count - 1].children.append(MarkdownNode(kind: frame.kind, children: frame.children, range: frame.range))
            }
            next = cmark_node_next(pointer)
        }
    }

    /// Containers that may be left out when nested too deeply: what they hold still makes
    /// sense in their parent. (Paragraphs, headings and tables are kept: they cannot nest.)
    private static func canFlatten(_ kind: MarkdownNode.Kind) -> Bool {
        switch kind {
        case .blockQuote, .list, .item, .emphasis, .strong, .strikethrough, .link, .image: true
        default: false
        }
    }

    private static func range(of node: OpaquePointer) -> MarkdownNode.Range? {
        let startLine = Int(cmark_node_get_start_line(node))
        let startColumn = Int(cmark_node_get_start_column(node))
        guard startLine > 0, startColumn > 0 else { return nil }
        return MarkdownNode.Range(
            startLine: startLine, startColumn: startColumn,
            endLine: Int(cmark_node_get_end_line(node)), endColumn: Int(cmark_node_get_end_column(node)))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kind(of node: OpaquePointer, lines: SourceLines) -> MarkdownNode.Kind {
        let typeString = string(cmark_node_get_type_string(node))
        switch ExtensionNodeType(rawValue: typeString) {
        case .table:
            let count = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [MarkdownNode.TableAlignment] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for i in 0..<count {
                    switch UInt8(raw[i]) {
                    case UInt8(ascii: "l"): alignments.append(.left)
                    case UInt8(ascii: "c"): alignments.append(.center)
                    case UInt8(ascii: "r"): alignments.append(.right)
                    default: alignments.append(.none)
                    }
                }
            }
            return .table(alignments: alignments)
        case .tableHeader:
            return .tableRow(isHeader: true)
        case .tableRow:
            return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case .tableCell:
            return .tableCell
        case .strikethrough:
            return .strikethrough
        case .tasklist:
            return .item(task: cmark_gfm_extensions_get_tasklist_item_checked(node) ? .checked : .unchecked)
        case nil:
            break
        }

        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                isTight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM: return .item(task: nil)
        case CMARK_NODE_CODE_BLOCK:
            var length: Int32 = 0, offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            var unterminated = false
            if fenced {
                let endLine = Int(cmark_node_get_end_line(node))
                let startLine = Int(cmark_node_get_start_line(node))
                unterminated =
                    endLine == startLine
                    || !lines.isClosingFence(line: endLine, character: UInt8(bitPattern: character), minimumLength: Int(length))
            }
            return .codeBlock(
                .init(
                    info: string(cmark_node_get_fence_info(node)),
                    literal: string(cmark_node_get_literal(node)),
                    isFenced: fenced, fenceOffset: Int(offset), isUnterminated: unterminated))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition(label: string(cmark_node_get_literal(node)))
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference(label: string(cmark_node_get_literal(node)))
        default:
            // Custom blocks/inlines are not produced by the extensions we attach.
            return .paragraph
        }
    }
}

/// cmark-gfm's type strings for extension nodes. Do not make these public.
private enum ExtensionNodeType: String {
    case table
    case tableHeader = "table_header"
    case tableRow = "table_row"
    case tableCell = "table_cell"
    case strikethrough
    case tasklist
}

/// Line access into the UTF-8 source, to tell a closed fence from an unterminated one.
private struct SourceLines {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Footnote definitions met so far (they are numbered in document order).
    var footnoteCount = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            // An index loop, not `for … in indices where`: this runs once per byte of the page.
            var i = 0
            let n = buffer.count
            while i < n {
                if buffer[i] == UInt8(ascii: "\n") { starts.append(i + 1) }
                i += 1
            }
        }
        self.lineStarts = starts
    }

    /// Whether 1-based `line` is a closing fence of `character`, at least `minimumLength` long.
    func isClosingFence(line: Int, character: UInt8, minimumLength: Int) -> Bool {
        guard line >= 1, line <= lineStarts.count else { return false }
        var i = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        var spaces = 0
        while i < end, bytes[i] == UInt8(ascii: " "), spaces < 4 { i += 1; spaces += 1 }
        var run = 0
        while i < end, bytes[i] == character { i += 1; run += 1 }
        guard run >= minimumLength else { return false }
        while i < end,
            bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || bytes[i] == UInt8(ascii: "\n")
                || bytes[i] == UInt8(ascii: "\r")
        { i += 1 }
        return i == end
    }
}
