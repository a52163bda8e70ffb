import Foundation
import MarkdownAST
import Testing
import TestSupport

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
    case let .codeBlock(b): "CodeBlock info=\(b.info.debugDescription) fenced=\(b.isFenced) unterminated=\(b.isUnterminated) \(b.literal.debugDescription)"
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
