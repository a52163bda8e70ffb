import Foundation
import MarkdownAST
import TestSupport
import Testing

/// An indented dump of a tree with `@line:col-line:col` ranges: one reviewable golden file
/// shows the shape and positions of everything the parser produces.
func dump(_ node: MarkdownNode, depth: Int = 0) -> String {
    var line = String(repeating: "  ", count: depth) + describe(node.kind)
    if let r = node.range { line += " @\(r.startLine):\(r.startColumn)-\(r.endLine):\(r.endColumn)" }
    return ([line] + node.children.map { dump($0, depth: depth + 1) }).joined(separator: "\n")
}

private func describe(_ kind: MarkdownNode.Kind) -> String {
    switch kind {
    case let .text(s): "Text \(s.debugDescription)"
    case let .code(s): "InlineCode \(s.debugDescription)"
    case let .codeBlock(b):
        "CodeBlock info=\(b.info.debugDescription) fenced=\(b.isFenced) unterminated=\(b.isUnterminated) \(b.literal.debugDescription)"
    case let .htmlBlock(s): "HTMLBlock \(s.debugDescription)"
    case let .htmlInline(s): "HTMLInline \(s.debugDescription)"
    default: "\(kind)"
    }
}

@Suite struct MarkdownParserTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test func everythingTreeDump() throws {
        let source = try String(contentsOf: Self.fixtures.appendingPathComponent("Everything.md"), encoding: .utf8)
        assertGolden(dump(MarkdownParser.parse(source)) + "\n", named: "Everything.dump.txt")
    }

    @Test func taskItemsCarryTheirState() {
        let doc = MarkdownParser.parse("- [ ] open\n- [x] done\n- plain\n")
        let items = doc.children.first?.children.map(\.kind)
        #expect(items == [.item(task: .unchecked), .item(task: .checked), .item(task: nil)])
    }

    @Test func fenceInfoIsKeptWhole() {
        let doc = MarkdownParser.parse("```swift bad rule=foreach-indices-identity\nx\n```\n")
        guard case let .codeBlock(block) = doc.children.first?.kind else {
            Issue.record("expected a code block"); return
        }
        #expect(block.info == "swift bad rule=foreach-indices-identity")
        #expect(block.literal == "x\n")
        #expect(!block.isUnterminated)
    }

    @Test func unterminatedFenceIsDetected() {
        let doc = MarkdownParser.parse("text\n\n```swift\nlet a = 1\nlet b = 2\n")
        guard case let .codeBlock(block) = doc.children.last?.kind else {
            Issue.record("expected a code block"); return
        }
        #expect(block.isUnterminated)
    }

    @Test func longerClosingFenceCloses() {
        let doc = MarkdownParser.parse("````swift\nlet a = 1\n``````\n")
        guard case let .codeBlock(block) = doc.children.first?.kind else {
            Issue.record("expected a code block"); return
        }
        #expect(!block.isUnterminated)
    }

    @Test func columnsCountUTF8Bytes() {
        // "é" is two bytes: the link starts at byte column 4, not character column 3.
        let doc = MarkdownParser.parse("é [a](b.md)\n")
        let paragraph = doc.children[0]
        #expect(paragraph.range?.startColumn == 1)
        #expect(paragraph.range?.endColumn == 12)
    }

    @Test func emptyDocumentHasNoChildren() {
        #expect(MarkdownParser.parse("").children.isEmpty)
    }

    /// The tree matches what the `cmark-gfm` command-line tool reads in the same text (its
    /// XML output): every node's kind, its source range, and the literal of text and code.
    /// The tool is a test dependency (`make test-deps`); without it this test fails.
    @Test func crossCheckPlainCommonMarkWithCmarkCLI() throws {
        let source = """
            # Layout notes

            Stacks *arrange* views, **grids** align them in `columns` and ~~tables~~ rows.
            See [the guide](layout/grids.md "Grids") or ![a sketch](img/stack.png), www.example.com too.

            > A quoted tip
            > over two lines.

            1. first
            2. second
               - [ ] open item
               - [x] closed item

            ```swift
            VStack { Text("Top") }
            ```

                let indented = true

            ---

            <div class="note">raw block</div>

            | View | Axis |
            | :--- | ---: |
            | HStack | horizontal |

            """
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(source, to: "page.md")
        let extensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"].flatMap { ["-e", $0] }
        let cli = try runProgram("/usr/bin/env", ["cmark-gfm", "--sourcepos", "-t", "xml"] + extensions + ["page.md"], in: dir.path)
        try #require(cli.exitCode == 0, "cmark-gfm did not run: \(cli.standardError)")
        let expected = Self.outline(ofCmarkXML: cli.standardOutput)
        #expect(expected.count > 40)
        #expect(Self.outline(of: MarkdownParser.parse(source)) == expected)
    }

    /// One line per node in document order: cmark-gfm's XML element name, its `sourcepos`,
    /// and for text and inline code their literal.
    static func outline(of node: MarkdownNode) -> [String] {
        let name: String
        var literal = ""
        switch node.kind {
        case .document: name = "document"
        case .blockQuote: name = "block_quote"
        case .list: name = "list"
        case .item(let task): name = task == nil ? "item" : "tasklist"
        case .codeBlock: name = "code_block"
        case .htmlBlock: name = "html_block"
        case .paragraph: name = "paragraph"
        case .heading: name = "heading"
        case .thematicBreak: name = "thematic_break"
        case .table: name = "table"
        case .tableRow(let isHeader): name = isHeader ? "table_header" : "table_row"
        case .tableCell: name = "table_cell"
        case .footnoteDefinition: name = "footnote_definition"
        case .text(let text):
            name = "text"
            literal = text
        case .softBreak: name = "softbreak"
        case .lineBreak: name = "linebreak"
        case .code(let code):
            name = "code"
            literal = code
        case .htmlInline: name = "html_inline"
        case .emphasis: name = "emph"
        case .strong: name = "strong"
        case .strikethrough: name = "strikethrough"
        case .link: name = "link"
        case .image: name = "image"
        case .footnoteReference: name = "footnote_reference"
        }
        let range = node.range.map { "\($0.startLine):\($0.startColumn)-\($0.endLine):\($0.endColumn)" } ?? ""
        return ["\(name) \(range) \(literal)"] + node.children.flatMap(outline(of:))
    }

    /// The same outline read from `cmark-gfm -t xml --sourcepos`: each element opens on a
    /// line of its own; a code block's further lines are its code.
    static func outline(ofCmarkXML xml: String) -> [String] {
        xml.split(separator: "\n").compactMap { line -> String? in
            let tag = line.drop { $0 == " " }
            guard tag.hasPrefix("<"), !tag.hasPrefix("</"), !tag.hasPrefix("<?"), !tag.hasPrefix("<!") else { return nil }
            let name = String(tag.dropFirst().prefix { $0.isLetter || $0 == "_" })
            let range = tag.firstMatch(of: /sourcepos="([^"]*)"/).map { String($0.1) } ?? ""
            var literal = ""
            if name == "text" || name == "code", let open = tag.firstIndex(of: ">"), let close = tag.range(of: "</", options: .backwards) {
                literal = String(tag[tag.index(after: open)..<close.lowerBound])
                for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&")] {
                    literal = literal.replacingOccurrences(of: entity, with: character)
                }
            }
            return "\(name) \(range) \(literal)"
        }
    }
}

/// Pathological nesting: the tree keeps at most ``MarkdownParser/maximumDepth`` levels of
/// containers, so nothing that walks it recurses without bound; deeper levels are flattened.
@Suite struct DeepNestingTests {
    static func depth(_ node: MarkdownNode) -> Int {
        1 + (node.children.map(depth).max() ?? 0)
    }

    static let cases: [(name: String, markdown: String)] = [
        ("10,000 nested block quotes", String(repeating: ">", count: 10_000) + " deep\n"),
        ("5,000 nested lists on one line", String(repeating: "- ", count: 5_000) + "item\n"),
        ("2,000 nested lists by indentation", (0..<2_000).map { String(repeating: " ", count: 2 * $0) + "- item\n" }.joined()),
        ("5,000 nested emphasis", String(repeating: "*a ", count: 5_000) + "b" + String(repeating: "*", count: 5_000) + "\n"),
        ("5,000 nested images", String(repeating: "![", count: 5_000) + "x" + String(repeating: "](i.png)", count: 5_000) + "\n"),
        ("50,000 nested brackets", String(repeating: "[", count: 50_000) + "x" + String(repeating: "]", count: 50_000) + "\n"),
    ]

    @Test(arguments: cases.indices)
    func deepNestingIsFlattenedOnASmallStack(_ index: Int) {
        let (name, markdown) = Self.cases[index]
        let ((depth, text, flattened), seconds) = measure {
            onSmallStack {
                let (document, flattened) = MarkdownParser.parseReportingFlattening(markdown)
                return (Self.depth(document), document.plainText, flattened)
            }
        }
        #expect(seconds < 20, "\(name): \(seconds) s")
        #expect(depth <= MarkdownParser.maximumDepth + 5, "\(name): depth \(depth)")
        // The text is kept, whatever happened to its structure.
        #expect(text.contains("deep") || text.contains("item") || text.contains("b") || text.contains("x"), "\(name)")
        if name.contains("quotes") || name.contains("lists") {
            #expect(flattened.first?.startLine == 1 || name.contains("indentation"), "\(name): \(flattened)")
            #expect(!flattened.isEmpty, "\(name)")
        }
    }

    @Test func shallowPagesAreNotFlattened() {
        let (document, flattened) = MarkdownParser.parseReportingFlattening("> a\n> > b\n\n- x\n  - y\n    - z\n")
        #expect(flattened.isEmpty)
        #expect(Self.depth(document) == 9)  // document, list, item, list, item, list, item, paragraph, text
    }

    @Test func flattenedQuotesKeepTheirTextAndTheWarningPlace() throws {
        let markdown = "# Title\n\n" + String(repeating: ">", count: MarkdownParser.maximumDepth + 3) + " deep\n"
        let (document, flattened) = MarkdownParser.parseReportingFlattening(markdown)
        let place = try #require(flattened.first)
        #expect(flattened.count == 1)
        #expect(place.startLine == 3)
        #expect(place.startColumn == MarkdownParser.maximumDepth + 1)
        #expect(document.plainText.hasSuffix("deep"))
    }
}
