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

    @Test func crossCheckPlainCommonMarkWithCmarkCLI() throws {
        // The tree's text content matches what the cmark-gfm CLI extracts as plain text.
        let source = "# Title\n\nSome *text* with `code`.\n\n1. a\n2. b\n"
        let plain = MarkdownParser.parse(source).children.map(\.plainText)
        #expect(plain == ["Title", "Some text with code.", "ab"])
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
